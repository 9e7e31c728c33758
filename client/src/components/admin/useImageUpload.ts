import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { RestError, uploadMedia } from '../../app/rest';
import { IMAGE_ACCEPT, resizeImage } from './resizeImage';

export interface UploadProgress {
  name: string;
  /** 0 to 1: resizing takes the first tenth, sending the rest. */
  share: number;
}

const ALLOWED = new Set(IMAGE_ACCEPT.split(','));

/**
 * Resizes chosen pictures in the browser, uploads them one by one to the media store and hands
 * back each stored URL as it arrives; `uploads` tells the progress of the ones under way.
 */
export function useImageUpload(errorMessage: string) {
  const [uploads, setUploads] = useState<UploadProgress[]>([]);

  const upload = async (files: File[], onUploaded: (url: string) => void) => {
    const images = files.filter((file) => ALLOWED.has(file.type));
    if (images.length < files.length) {
      notifications.show({ color: 'red', message: 'Only JPG, PNG, GIF and WebP pictures can be uploaded.' });
    }
    setUploads(images.map((file) => ({ name: file.name, share: 0 })));
    const report = (index: number, share: number) =>
      setUploads((current) => current.map((entry, i) => (i === index ? { ...entry, share } : entry)));
    try {
      for (const [index, file] of images.entries()) {
        const resized = await resizeImage(file);
        report(index, 0.1);
        const stored = await uploadMedia(resized, (sent) => report(index, 0.1 + 0.9 * sent), errorMessage);
        onUploaded(stored.url);
      }
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof RestError ? error.message : errorMessage });
    } finally {
      setUploads([]);
    }
  };

  return { uploads, upload, uploading: uploads.length > 0 };
}
