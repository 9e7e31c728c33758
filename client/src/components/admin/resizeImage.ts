/** The back-office spec's limits for pictures resized in the browser before upload. */
export const MAX_IMAGE_WIDTH = 1920;
export const MAX_IMAGE_HEIGHT = 1080;
const WEBP_QUALITY = 0.75;
const JPEG_QUALITY = 0.7;

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** The size that fits within the limits, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxWidth = MAX_IMAGE_WIDTH, maxHeight = MAX_IMAGE_HEIGHT) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Resizes a picture to fit 1920x1080 and re-encodes it as WebP at 0.75, or JPEG at 0.7 where the
 * browser cannot write WebP (it then hands back PNG, which toBlob does silently).
 */
export async function resizeImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.drawImage(bitmap, 0, 0, width, height);
    const webp = await encode(canvas, 'image/webp', WEBP_QUALITY);
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await encode(canvas, 'image/jpeg', JPEG_QUALITY);
    if (!jpeg) throw new Error('The picture could not be encoded');
    return jpeg;
  } finally {
    bitmap.close();
  }
}
