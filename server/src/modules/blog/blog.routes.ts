import { idParam, queryParam, sendCachedJson, serialisedOnce, withoutReadOnlyFields } from '../../common/http.js';
import { route, routeGroup } from '../../common/routes.js';
import type { BlogPostPage, BlogPostRecord } from './blog.read-model.js';

/** The REST shape: the specs' featured_image and created_at (the public blog reads createdAt, so both). */
export function blogPostToRest(p: BlogPostRecord) {
  return {
    id: p.id,
    title: p.title,
    content: p.content,
    excerpt: p.excerpt,
    featured_image: p.featuredImage,
    tags: p.tags,
    published: p.published,
    author: p.author,
    views: p.views,
    created_at: p.createdAt,
    createdAt: p.createdAt,
    updated_at: p.updatedAt,
  };
}

const listBody = serialisedOnce((page: BlogPostPage) => JSON.stringify(page.items.map(blogPostToRest)));

/** Fields the server keeps: a record read back from GET may be sent to PUT as it is. */
const READ_ONLY = ['id', 'views', 'created_at', 'createdAt', 'updated_at'] as const;

export const blogRoutes = routeGroup('/blog', [
  route('get', '/', 'public', async ({ req, res, ctx }) => {
    const q = req.query;
    const page = await ctx.services.blog.list(
      ctx.em,
      {
        tag: queryParam.string(q, 'tag'),
        publishedOnly: queryParam.boolean(q, 'published_only'),
        skip: queryParam.integer(q, 'skip'),
        limit: queryParam.integer(q, 'limit'),
      },
      () => ctx.viewer(),
    );
    res.setHeader('X-Total-Count', String(page.total));
    if (queryParam.boolean(q, 'published_only') === false) {
      // Drafts are for the signed-in caller only: no shared cache may keep them.
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(page.items.map(blogPostToRest));
      return;
    }
    const { body, etag } = listBody(page);
    sendCachedJson(req, res, body, etag);
  }),

  route('get', '/tags/list', 'public', async ({ res, ctx }) => {
    res.json(await ctx.services.blog.tags(ctx.em));
  }),

  route('get', '/:id', 'public', async ({ req, res, ctx }) => {
    res.json(blogPostToRest(await ctx.services.blog.get(ctx.em, idParam(req), () => ctx.viewer())));
  }),

  route('post', '/:id/view', 'public', async ({ req, res, ctx }) => {
    res.json({ views: await ctx.services.blog.recordView(ctx.em, idParam(req)) });
  }),

  // An uploaded featured image arrives as a data URL, so these take 25 MB.
  route(
    'post',
    '/',
    'catalogue:write',
    async ({ req, res, ctx }) => {
      res.status(201).json(blogPostToRest(await ctx.services.blog.create(ctx.em, withoutReadOnlyFields(req.body, READ_ONLY))));
    },
    { body: 'images' },
  ),

  route(
    'put',
    '/:id',
    'catalogue:write',
    async ({ req, res, ctx }) => {
      res.json(blogPostToRest(await ctx.services.blog.update(ctx.em, idParam(req), withoutReadOnlyFields(req.body, READ_ONLY))));
    },
    { body: 'images' },
  ),

  route('delete', '/:id', 'catalogue:write', async ({ req, res, ctx }) => {
    await ctx.services.blog.delete(ctx.em, idParam(req));
    res.status(204).end();
  }),
]);
