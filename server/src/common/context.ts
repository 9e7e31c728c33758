import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from './auth.js';
import { bearerToken } from './auth.js';
import type { Logger } from './logger.js';
import type { Services } from '../services.js';

/** Everything a resolver or route needs for one request; the entity manager is forked once here. */
export interface RequestContext {
  em: EntityManager;
  services: Services;
  log: Logger;
  /** The client's address (behind a local proxy, the one it forwarded), for throttling. */
  ip: string | undefined;
  /** The verified caller, loaded on first use; undefined when no token was sent. */
  viewer(): Promise<Viewer | undefined>;
}

export function createRequestContext(
  rootEm: EntityManager,
  services: Services,
  log: Logger,
  authorization: string | undefined,
  ip: string | undefined,
): RequestContext {
  const em = rootEm.fork();
  let viewer: Promise<Viewer | undefined> | undefined;
  return {
    em,
    services,
    log,
    ip,
    viewer() {
      viewer ??= (async () => {
        const token = bearerToken(authorization);
        return token ? services.users.viewerFromToken(em, token) : undefined;
      })();
      return viewer;
    },
  };
}
