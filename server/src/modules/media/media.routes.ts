import { Router, type Request } from 'express';
import { BadRequestError, NotFoundError, UserInputError } from '../../common/errors.js';
import { route, routeGroup } from '../../common/routes.js';
import type { MediaService, StoredMedia } from './media.service.js';

/** The REST shape of a stored picture. */
export function mediaToRest(m: StoredMedia) {
  return { id: m.id, url: m.url, thumb_url: m.thumbUrl, content_type: m.contentType, width: m.width, height: m.height, size: m.size };
}

const HOW_TO_SEND =
  'Send the picture as the request body with its Content-Type (image/jpeg, image/png, image/gif or image/webp), or as JSON {"data_url": "data:image/...;base64,..."}';

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
  // A file upload: the picture is stored at once and its URLs are answered, for the record saved after it.
  route(
    'post',
    '/',
    'catalogue:write',
    async ({ req, res, ctx }) => {
      const stored = Buffer.isBuffer(req.body)
        ? await ctx.services.media.store(ctx.em, req.body)
        : await ctx.services.media.storeDataUrl(ctx.em, dataUrlOf(req.body), 'data_url');
      res.status(201).location(stored.url).json(mediaToRest(stored));
    },
    { body: 'upload' },
  ),
]);

/** /media/<sha256>.<ext> and /media/<sha256>.thumb.webp */
const FILE = /^\/([0-9a-f]{64})\.(?:(thumb)\.webp|(jpg|png|gif|webp))$/;

/** Every stored file: the URL names the content, so it never changes and may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function knownTo(req: Request, etag: string): boolean {
  const tags = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags?.includes(etag) === true || tags?.includes('*') === true;
}

/**
 * Serves stored pictures and thumbnails from the database. The ETag is the hash in the URL, so a
 * browser revalidating gets its 304 without the database being asked.
 */
export function mediaFiles(media: MediaService): Router {
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
