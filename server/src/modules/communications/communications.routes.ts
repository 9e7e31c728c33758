import { idParam, queryParam } from '../../common/http.js';
import { route, routeGroup } from '../../common/routes.js';
import { ENQUIRY_THANKS, NEWSLETTER_THANKS, UNSUBSCRIBED } from './communications.service.js';

/** Email capture is its own form; its signups are told apart in the subscriber list unless it names a source. */
function captured(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return { source: 'email-capture', ...(body as Record<string, unknown>) };
}

/** The public forms, at the specs' /api/auth paths, throttled together per client address. */
export const communicationsRoutes = routeGroup('/auth', [
  route(
    'post',
    '/contact',
    'public',
    async ({ req, res, ctx }) => {
      await ctx.services.communications.sendEnquiry(ctx.em, req.body);
      res.status(201).json({ message: ENQUIRY_THANKS });
    },
    { throttle: 'forms' },
  ),

  route(
    'post',
    '/newsletter-signup',
    'public',
    async ({ req, res, ctx }) => {
      await ctx.services.communications.subscribe(ctx.em, req.body);
      res.json({ message: NEWSLETTER_THANKS });
    },
    { throttle: 'forms' },
  ),

  route(
    'post',
    '/email-capture',
    'public',
    async ({ req, res, ctx }) => {
      await ctx.services.communications.subscribe(ctx.em, captured(req.body));
      res.json({ message: 'Email captured successfully' });
    },
    { throttle: 'forms' },
  ),

  route('get', '/newsletter-subscribers', 'communications:manage', async ({ req, res, ctx }) => {
    const page = await ctx.services.communications.listSubscribers(ctx.em, {
      search: queryParam.string(req.query, 'search'),
      skip: queryParam.integer(req.query, 'skip'),
      limit: queryParam.integer(req.query, 'limit'),
    });
    res.setHeader('X-Total-Count', String(page.total));
    res.json(page.items);
  }),

  route('get', '/contact-submissions', 'communications:manage', async ({ req, res, ctx }) => {
    const page = await ctx.services.communications.listSubmissions(ctx.em, {
      search: queryParam.string(req.query, 'search'),
      status: queryParam.string(req.query, 'status'),
      skip: queryParam.integer(req.query, 'skip'),
      limit: queryParam.integer(req.query, 'limit'),
    });
    res.setHeader('X-Total-Count', String(page.total));
    res.json(page.items);
  }),

  route('patch', '/contact-submissions/:id', 'communications:manage', async ({ req, res, ctx }) => {
    res.json(await ctx.services.communications.updateSubmissionStatus(ctx.em, idParam(req), req.body));
  }),

  route('post', '/send-newsletter', 'communications:manage', async ({ req, res, ctx }) => {
    res.json(await ctx.services.communications.sendNewsletter(ctx.em, req.body));
  }),

  route('get', '/export-emails', 'communications:manage', async ({ req, res, ctx }) => {
    const { filename, csv } = await ctx.services.communications.exportSubscribers(ctx.em, queryParam.string(req.query, 'search'));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(csv);
  }),
]);

/** The one-click unsubscribe link in every newsletter; the token alone says who. */
export const newsletterRoutes = routeGroup('/newsletter', [
  route('get', '/unsubscribe', 'public', async ({ req, res, ctx }) => {
    await ctx.services.communications.unsubscribe(ctx.em, queryParam.string(req.query, 'token'));
    res.json({ message: UNSUBSCRIBED });
  }),
]);
