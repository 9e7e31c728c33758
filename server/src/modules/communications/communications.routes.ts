import { route, routeGroup } from '../../common/routes.js';
import { ENQUIRY_THANKS, NEWSLETTER_THANKS } from './communications.service.js';

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
]);
