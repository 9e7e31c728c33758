import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { TokenService } from './common/auth.js';
import type { ChangeFeed } from './common/change-feed.js';
import type { Logger } from './common/logger.js';
import { createThrottles, type Sql, type Throttles } from './common/throttle.js';
import { BlogService } from './modules/blog/blog.service.js';
import { CommunicationsService } from './modules/communications/communications.service.js';
import { ContentService } from './modules/content/content.service.js';
import { FeedService } from './modules/feed/feed.service.js';
import { MailService } from './modules/mail/mail.service.js';
import { MediaService } from './modules/media/media.service.js';
import { PartService } from './modules/parts/part.service.js';
import { TruckService } from './modules/trucks/truck.service.js';
import { UserService } from './modules/users/user.service.js';

/** One instance of each service per process; resolvers and routes share them. */
export interface Services {
  trucks: TruckService;
  parts: PartService;
  blog: BlogService;
  content: ContentService;
  communications: CommunicationsService;
  feed: FeedService;
  users: UserService;
  mail: MailService;
  media: MediaService;
  throttles: Throttles;
}

export interface ServiceDeps {
  config: Config;
  tokens: TokenService;
  changes: ChangeFeed;
  logger: Logger;
  /** Statements outside any request, for the throttles' shared counters. */
  sql: Sql;
  /** The root entity manager, for work outside any request (serving and cleaning up media). */
  em: EntityManager;
}

export function createServices({ config, tokens, changes, logger, sql, em }: ServiceDeps): Services {
  const mail = new MailService(config.mail, logger);
  const media = new MediaService({ maxBytes: config.media.maxBytes, videoMaxBytes: config.media.videoMaxBytes, logger, em });
  const content = new ContentService(changes, media);
  return {
    trucks: new TruckService(changes, media),
    parts: new PartService(changes, media),
    blog: new BlogService(changes, content, media),
    content,
    communications: new CommunicationsService(mail, content, { siteUrl: config.publicUrl, port: config.port, secret: config.jwtSecret, logger }),
    feed: new FeedService({ linkBase: config.publicUrl ?? `http://localhost:${config.port}`, logger, em, secret: config.jwtSecret }),
    users: new UserService(tokens, mail, logger, config.publicUrl),
    mail,
    media,
    throttles: createThrottles(config.rateLimits, sql),
  };
}
