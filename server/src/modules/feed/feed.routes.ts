import { route, routeGroup } from '../../common/routes.js';
import { CONFIG_SAVED } from './feed.service.js';

/** The Feed tool, at the spec's /api/xml-feed paths: reading it is back-office work, changing or uploading it manager work. */
export const feedRoutes = routeGroup('/xml-feed', [
  route('get', '/status', 'backoffice:read', async ({ res, ctx }) => {
    res.json(await ctx.services.feed.status(ctx.em));
  }),

  route('get', '/preview', 'backoffice:read', async ({ res, ctx }) => {
    res.json(await ctx.services.feed.preview(ctx.em));
  }),

  route('get', '/generate', 'backoffice:read', async ({ res, ctx }) => {
    const { filename, xml } = await ctx.services.feed.generate(ctx.em);
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(xml);
  }),

  route('post', '/upload', 'communications:manage', async ({ req, res, ctx }) => {
    const { message, vehicles } = await ctx.services.feed.upload(ctx.em, req.body);
    res.json({ message, vehicles });
  }),

  route('post', '/config', 'communications:manage', async ({ req, res, ctx }) => {
    const config = await ctx.services.feed.saveConfig(ctx.em, req.body);
    res.json({ message: CONFIG_SAVED, config });
  }),
]);
