import { once } from 'node:events';
import { Router, type Request, type Response } from 'express';
import { BadRequestError, NotFoundError, UserInputError } from '../../common/errors.js';
import { route, routeGroup } from '../../common/routes.js';
import type { MediaService, StoredMedia, StoredVideo } from './media.service.js';
import { looksLikeVideo } from './media.video.js';

/** The REST shape of a stored picture. */
export function mediaToRest(m: StoredMedia) {
  return { id: m.id, url: m.url, thumb_url: m.thumbUrl, content_type: m.contentType, width: m.width, height: m.height, size: m.size };
}

/** The REST shape of a stored video: the same fields, without a thumbnail or a size in pixels. */
export function videoToRest(v: StoredVideo) {
  return { id: v.id, url: v.url, thumb_url: null, content_type: v.contentType, width: null, height: null, size: v.size };
}

const HOW_TO_SEND =
  'Send the picture as the request body with its Content-Type (image/jpeg, image/png, image/gif or image/webp), or as JSON {"data_url": "data:image/...;base64,..."}; send a video file (MP4, WebM or MOV) as the request body with its Content-Type (video/mp4, video/webm or video/quicktime)';

/**
 * A file body is a video when it is sent as one (video/...), or sent untyped and its first bytes
 * say so; either way the bytes decide whether it is taken.
 */
function isVideoUpload(req: Request, bytes: Buffer): boolean {
  const declared = req.headers['content-type'] ?? '';
  return /^video\//i.test(declared) || (/^application\/octet-stream/i.test(declared) && looksLikeVideo(bytes));
}

/** JSON {data_url}: the data URL. */
function dataUrlOf(body: unknown): string {
  if (body === undefined) throw new BadRequestError(HOW_TO_SEND);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new BadRequestError('Request body must be a JSON object');
  const { data_url: dataUrl, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new UserInputError(`Unknown field: ${unknown}`, unknown);
  if (dataUrl === undefined || dataUrl === null || dataUrl === '') throw new UserInputError('data_url is required', 'data_url');
  if (typeof dataUrl !== 'string') throw new UserInputError('data_url must be text', 'data_url');
  return dataUrl;
}

export const mediaRoutes = routeGroup('/media', [
  // A file upload: the picture or video is stored at once and its URLs are answered, for the record saved after it.
  route(
    'post',
    '/',
    'catalogue:write',
    async ({ req, res, ctx }) => {
      const { media } = ctx.services;
      const body: unknown = req.body;
      if (Buffer.isBuffer(body) && isVideoUpload(req, body)) {
        const video = await media.storeVideo(ctx.em, body);
        res.status(201).location(video.url).json(videoToRest(video));
        return;
      }
      const stored = Buffer.isBuffer(body) ? await media.store(ctx.em, body) : await media.storeDataUrl(ctx.em, dataUrlOf(body), 'data_url');
      res.status(201).location(stored.url).json(mediaToRest(stored));
    },
    { body: 'upload', videos: (ctx) => ctx.services.media.videoUploads },
  ),
]);

/** /media/<sha256>.<ext> and /media/<sha256>.thumb.webp */
const FILE = /^\/([0-9a-f]{64})\.(?:(thumb)\.webp|(jpg|png|gif|webp|mp4|webm|mov))$/;
const VIDEO_EXTENSION = /^(mp4|webm|mov)$/;

/** Every stored file: the URL names the content, so it never changes and may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function knownTo(req: Request, etag: string): boolean {
  const tags = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags?.includes(etag) === true || tags?.includes('*') === true;
}

/** A byte range of a file, both ends included. */
interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a Range header asks for (bytes=a-b, bytes=a-, bytes=-n), 'unsatisfiable' when it
 * starts past the end, or undefined to send the whole file: no header, one that does not parse
 * (RFC 9110 says to ignore it), several ranges (players ask for one), or an If-Range naming
 * another version.
 */
export function requestedRange(req: Request, etag: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (!header) return undefined;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && String(ifRange).trim() !== etag) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  if (last < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(last, size - 1) };
}

/** Bytes read from the database per query while a video is sent. */
const VIDEO_CHUNK_BYTES = 1024 * 1024;

/** Waits until the response can take more, or the client has gone. */
async function drained(res: Response): Promise<void> {
  const ac = new AbortController();
  try {
    await Promise.race([once(res, 'drain', { signal: ac.signal }), once(res, 'close', { signal: ac.signal })]);
  } finally {
    ac.abort();
  }
}

/**
 * Sends a stored video, all of it or the range asked for (players seek with Range requests). Only
 * the bytes sent are read, a chunk at a time as the client takes them, so a 50 MB video never
 * sits whole in memory.
 */
async function sendVideo(req: Request, res: Response, media: MediaService, id: string, extension: string, chunkBytes: number): Promise<void> {
  const video = await media.video(id, extension);
  if (!video) throw new NotFoundError('Video not found');
  const etag = `"${id}"`;
  res.setHeader('Accept-Ranges', 'bytes');
  const range = requestedRange(req, etag, video.size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${video.size}`);
    res.status(416).json({ detail: `The range asked for is outside the video (${video.size} bytes)` });
    return;
  }
  const { start, end } = range ?? { start: 0, end: video.size - 1 };
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', IMMUTABLE);
  res.setHeader('Content-Type', video.contentType);
  res.setHeader('Content-Length', String(end - start + 1));
  if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${video.size}`);
  res.status(range ? 206 : 200);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    for (let at = start; at <= end && !res.destroyed; at += chunkBytes) {
      const part = await media.videoBytes(id, at, Math.min(chunkBytes, end - at + 1));
      // Removed since the first query: the length already promised cannot be kept.
      if (!part?.length) {
        res.destroy();
        return;
      }
      if (!res.write(part)) await drained(res);
    }
    res.end();
  } catch (error) {
    // The status and part of the body are sent: the error handler cannot answer any more.
    if (!res.headersSent) throw error;
    req.log?.warn({ err: error }, 'sending a video failed');
    res.destroy();
  }
}

/**
 * Serves stored pictures, thumbnails and videos from the database. The ETag is the hash in the
 * URL, so a browser revalidating gets its 304 without the database being asked.
 */
export function mediaFiles(media: MediaService, options: { videoChunkBytes?: number } = {}): Router {
  const router = Router();
  router.get(FILE, async (req, res) => {
    const [, id, thumb, extension] = FILE.exec(req.path)!;
    const etag = thumb ? `"${id}.thumb"` : `"${id}"`;
    if (knownTo(req, etag)) {
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', IMMUTABLE);
      res.status(304).end();
      return;
    }
    if (extension && VIDEO_EXTENSION.test(extension)) {
      await sendVideo(req, res, media, id, extension, options.videoChunkBytes ?? VIDEO_CHUNK_BYTES);
      return;
    }
    const file = thumb ? await media.thumbnail(id) : await media.original(id, extension);
    if (!file) throw new NotFoundError('Image not found');
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type(file.contentType).send(file.bytes);
  });
  router.use(() => {
    throw new NotFoundError('Image not found');
  });
  return router;
}
