import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { MEDIA_MAX_SIZE, MEDIA_THUMB_SIZE, type MediaType } from '@dealer/schema';
import { UserInputError } from '../../common/errors.js';

/*
 * Checking and processing one uploaded picture; no database here. Everything refused is a 422
 * whose message names the field, as the shared validation's messages do.
 */

export const TYPE_MESSAGE = 'Images must be JPEG, PNG, GIF or WebP';
export const UNREADABLE_MESSAGE = 'The image could not be read; it may be damaged';
const DATA_URL_MESSAGE = 'Embedded pictures must be data URLs such as data:image/webp;base64,...';

/** Decoding more pixels than this could take the server's memory; phone photos have 12 to 50 million. */
export const MAX_PIXELS = 100_000_000;
const PIXELS_MESSAGE = `Images must be at most ${MAX_PIXELS / 1_000_000} megapixels`;

/** What the file name in a /media URL ends with, by type. */
export const EXTENSIONS: Record<MediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const SHARP_FORMATS: Record<MediaType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * Untrusted input: sharp's strictest failOn (a truncated or broken file is refused rather than
 * shown half grey) and our pixel limit before anything is decoded.
 */
const INPUT: SharpOptions = { failOn: 'warning', limitInputPixels: MAX_PIXELS };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type a file really is, by its first bytes; what its name or Content-Type claims does not count. */
export function sniffType(bytes: Buffer): MediaType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.toString('latin1', 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** "10 MB", "500 KB": the limit as people read it. */
export function formatBytes(bytes: number): string {
  const format = (value: number, unit: string) => `${Number(value.toFixed(1))} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'KB');
  return `${bytes} bytes`;
}

export function tooLargeMessage(maxBytes: number): string {
  return `Images must be at most ${formatBytes(maxBytes)}`;
}

/** A 422 naming the field: "images[2]: Images must be JPEG, PNG, GIF or WebP". */
export function refused(field: string | undefined, message: string): UserInputError {
  return new UserInputError(field ? `${field}: ${message}` : message, field);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a `data:image/...;base64,...` URL. Other data URLs are refused; whether the bytes
 * are really a picture of an allowed type is checked afterwards, by the bytes.
 */
export function decodeDataUrl(value: string, field?: string): Buffer {
  const comma = value.indexOf(',');
  if (!value.startsWith('data:') || comma < 0) throw refused(field, DATA_URL_MESSAGE);
  const [mime, ...parameters] = value.slice(5, comma).split(';');
  if (!/^image\//i.test(mime.trim())) throw refused(field, TYPE_MESSAGE);
  if (parameters.at(-1)?.trim().toLowerCase() !== 'base64') throw refused(field, DATA_URL_MESSAGE);
  const payload = value.slice(comma + 1).replace(/\s+/g, '');
  if (!BASE64.test(payload) || payload.length % 4 === 1) throw refused(field, DATA_URL_MESSAGE);
  return Buffer.from(payload, 'base64');
}

/** A checked upload: its hash and type are known, nothing has been decoded yet. */
export interface Upload {
  /** SHA-256 of the uploaded bytes, hex: the picture's id and URL. */
  id: string;
  contentType: MediaType;
  bytes: Buffer;
}

/** Size and type, from the bytes alone: the cheap checks, before any decoding. */
export function checkUpload(bytes: Buffer, maxBytes: number, field?: string): Upload {
  if (bytes.length > maxBytes) throw refused(field, tooLargeMessage(maxBytes));
  const contentType = sniffType(bytes);
  if (!contentType) throw refused(field, TYPE_MESSAGE);
  return { id: createHash('sha256').update(bytes).digest('hex'), contentType, bytes };
}

/** A picture ready to be stored: the bytes to serve (scaled down when it was too big) and its thumbnail. */
export interface ProcessedImage extends Upload {
  width: number;
  height: number;
  thumb: Buffer;
}

const ENCODERS: Record<MediaType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 82, mozjpeg: true }),
  'image/png': (image) => image.png(),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 80 }),
};

/**
 * Decodes the picture in full (so a file that only starts like a picture is refused), makes its
 * WebP thumbnail, and scales it down to fit 1920x1080 when it is bigger, keeping its format (and
 * its animation). A picture that already fits is kept byte for byte.
 */
export async function processImage(upload: Upload, field?: string): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(upload.bytes, INPUT).metadata();
  } catch {
    throw refused(field, UNREADABLE_MESSAGE);
  }
  if (metadata.format !== SHARP_FORMATS[upload.contentType]) throw refused(field, TYPE_MESSAGE);
  const pages = metadata.pages ?? 1;
  if (metadata.width * metadata.height * pages > MAX_PIXELS) throw refused(field, PIXELS_MESSAGE);
  const { width, height } = metadata.autoOrient;
  try {
    const thumb = await sharp(upload.bytes, INPUT)
      .autoOrient()
      .resize({ width: MEDIA_THUMB_SIZE.width, height: MEDIA_THUMB_SIZE.height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    if (width <= MEDIA_MAX_SIZE.width && height <= MEDIA_MAX_SIZE.height) return { ...upload, width, height, thumb };
    const scaled = await ENCODERS[upload.contentType](
      sharp(upload.bytes, { ...INPUT, animated: pages > 1 })
        .autoOrient()
        .resize({ width: MEDIA_MAX_SIZE.width, height: MEDIA_MAX_SIZE.height, fit: 'inside' }),
    ).toBuffer({ resolveWithObject: true });
    return { ...upload, bytes: scaled.data, width: scaled.info.width, height: scaled.info.pageHeight ?? scaled.info.height, thumb };
  } catch {
    throw refused(field, UNREADABLE_MESSAGE);
  }
}
