import { PARTS_MAX_PAGE_SIZE } from '@dealer/schema';
import { idParam, queryParam, sendCachedJson, serialisedOnce } from '../../common/http.js';
import { route, routeGroup } from '../../common/routes.js';
import type { PartPage, PartRecord } from './part.read-model.js';

/** The REST shape: the public catalogue reads partNumber, the parts admin part_number, so both are sent. */
export function partToRest(p: PartRecord) {
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    partNumber: p.partNumber,
    part_number: p.partNumber,
    condition: p.condition,
    compatibility: p.compatibility,
    description: p.description,
    price: p.price,
    availability: p.availability,
    warranty: p.warranty,
    image: p.image,
    images: p.images,
    featured: p.featured,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

const listBody = serialisedOnce((page: PartPage) => JSON.stringify(page.items.map(partToRest)));

/** A part read back from GET may be sent to PUT as it is: read-only and duplicate fields are dropped. */
function writableFields(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { id: _id, created_at: _c, updated_at: _u, image: _image, partNumber, ...rest } = body as Record<string, unknown>;
  return rest.part_number === undefined && partNumber !== undefined ? { ...rest, part_number: partNumber } : rest;
}

export const partRoutes = routeGroup('/parts', [
  // Clients of the REST list expect the whole catalogue, so without a limit it sends the most a page may hold.
  route('get', '/', 'public', async ({ req, res, ctx }) => {
    const q = req.query;
    const page = await ctx.services.parts.list(ctx.em, {
      filter: {
        search: queryParam.string(q, 'search'),
        category: queryParam.string(q, 'category'),
        condition: queryParam.string(q, 'condition'),
      },
      skip: queryParam.integer(q, 'skip'),
      limit: queryParam.integer(q, 'limit') ?? PARTS_MAX_PAGE_SIZE,
    });
    const { body, etag } = listBody(page);
    res.setHeader('X-Total-Count', String(page.total));
    sendCachedJson(req, res, body, etag);
  }),

  route('get', '/:id', 'public', async ({ req, res, ctx }) => {
    res.json(partToRest(await ctx.services.parts.get(ctx.em, idParam(req))));
  }),

  route(
    'post',
    '/',
    'catalogue:write',
    async ({ req, res, ctx }) => {
      res.status(201).json(partToRest(await ctx.services.parts.create(ctx.em, writableFields(req.body))));
    },
    { body: 'images' },
  ),

  route(
    'put',
    '/:id',
    'catalogue:write',
    async ({ req, res, ctx }) => {
      res.json(partToRest(await ctx.services.parts.update(ctx.em, idParam(req), writableFields(req.body))));
    },
    { body: 'images' },
  ),

  route('delete', '/:id', 'catalogue:write', async ({ req, res, ctx }) => {
    await ctx.services.parts.delete(ctx.em, idParam(req));
    res.status(204).end();
  }),
]);
