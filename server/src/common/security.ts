import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The Google Maps embed on the contact and about pages. */
const MAP_FRAMES = ['https://www.google.com', 'https://maps.google.com'];

/**
 * Security headers for every answer. The Content-Security-Policy allows only the app's own
 * scripts (files, and the page's inline scripts by their hash); styles may be inline because Mantine injects style tags; images and videos may come
 * from anywhere over https because staff paste external addresses; the GraphQL playground's
 * editor runs web workers from blob: URLs.
 */
export function securityHeaders(inlineScripts: string[] = []): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: MAP_FRAMES,
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    // Pages keep their origin as referrer so embeds that check it (Google Maps) keep working.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** Pictures may be shown by other sites (marketplace listings, newsletters opened in webmail). */
export const shareableResource: RequestHandler = (_req, res, next) => {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
};
