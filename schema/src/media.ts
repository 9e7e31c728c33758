import type * as yup from 'yup';
import { TEXT_LIMITS } from './constants.js';
import { strictText } from './fields.js';

/*
 * Pictures. Forms send new ones as data:image URLs (back-office spec: resized in the browser to
 * fit 1920x1080, WebP or JPEG) or upload files to POST /api/media; the server checks them by
 * their bytes, stores each once and records keep its /media URL. SVG is not taken from uploads:
 * it can carry script.
 */

/** The types the server stores, as the upload help text names them: JPG, PNG, GIF and WebP. */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Stored pictures are made to fit inside this box (larger ones are scaled down, keeping their shape). */
export const MEDIA_MAX_SIZE = { width: 1920, height: 1080 } as const;

/** The thumbnail of a stored picture, for list cards: WebP, made to fit inside this box. */
export const MEDIA_THUMB_SIZE = { width: 480, height: 360 } as const;

/** A stored picture's address: /media/<sha256>.<ext>. */
const STORED_MEDIA = /^\/media\/([0-9a-f]{64})\.(jpg|png|gif|webp)$/;

/*
 * Videos. Staff upload truck videos as files to POST /api/media (raw body, Content-Type video/...);
 * the server checks them by their bytes (MP4 and MOV by their ftyp box, WebM by its EBML header),
 * stores each once without processing it and serves it from /media/<sha256>.<mp4|webm|mov> with
 * Range support. Trucks keep the URL in `videos`, beside pasted links.
 */

/** The video types the server stores, as the back-office guidance names them: MP4, WebM, MOV. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** The back-office guidance's limit (max 50MB): what the browser refuses before uploading, and the server's default cap. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

/** A stored video's address: /media/<sha256>.<mp4|webm|mov>. */
const STORED_VIDEO = /^\/media\/[0-9a-f]{64}\.(mp4|webm|mov)$/;

/** True for a video uploaded to this site (/media/<sha256>.<mp4|webm|mov>), which a <video> element plays. */
export function isStoredVideoUrl(url: string): boolean {
  return STORED_VIDEO.test(url);
}

/** A picture embedded in a form value, of a type the server may take (it checks the bytes again). */
const IMAGE_DATA_URL = /^data:image\/(jpeg|jpg|png|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;

/** True for `data:image/<jpeg|png|gif|webp>;base64,...`: a picture the server will store and replace with its URL. */
export function isImageDataUrl(value: string): boolean {
  return value.startsWith('data:') && IMAGE_DATA_URL.test(value);
}

/** The hash of a picture stored on this site (/media/<sha256>.<ext>), or undefined for any other address. */
export function storedMediaId(url: string): string | undefined {
  return STORED_MEDIA.exec(url)?.[1];
}

/**
 * The small WebP variant of a stored picture (/media/<sha256>.thumb.webp), for list cards and
 * thumbnail strips; any other address (an external picture, a demo SVG, an embedded one) is
 * returned as it is.
 */
export function thumbnailUrl(url: string): string;
export function thumbnailUrl(url: string | null | undefined): string | null | undefined;
export function thumbnailUrl(url: string | null | undefined): string | null | undefined {
  if (!url) return url;
  const id = storedMediaId(url);
  return id ? `/media/${id}.thumb.webp` : url;
}

const WEB_ADDRESS = /^(https?:\/\/|\/)\S*$/;

/**
 * A picture field's value: a web address, a path on this site, or a picture embedded as a
 * data:image URL (JPEG, PNG, GIF or WebP). Embedded pictures are not capped here: the server
 * refuses those over its MEDIA_MAX_BYTES (10 MB unless configured) and bodies over 25 MB.
 */
export function isImageValue(value: string): boolean {
  return isImageDataUrl(value) || (value.length <= TEXT_LIMITS.url && WEB_ADDRESS.test(value));
}

const imageTest = (label: string) =>
  function (this: yup.TestContext, value: string | null | undefined) {
    if (!value || isImageValue(value)) return true;
    const message = !value.startsWith('data:') && WEB_ADDRESS.test(value)
      ? `${label} must be at most ${TEXT_LIMITS.url} characters`
      : `${label} must be a web address, a path on this site or an uploaded JPEG, PNG, GIF or WebP picture`;
    return this.createError({ message });
  };

/** One entry of a list of pictures (trucks' and parts' images). */
export const imageListEntry = (label = 'Each image') =>
  strictText(label)
    .required(`${label} must be a web address, a path on this site or an uploaded JPEG, PNG, GIF or WebP picture`)
    .test('image', imageTest(label));

/** A single optional picture: empty (or null) for none, else as `imageListEntry`. */
export const optionalImage = (label: string) =>
  strictText(label)
    .transform((value, original) => (original === null ? '' : value))
    .test('image', imageTest(label));
