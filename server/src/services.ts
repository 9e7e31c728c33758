import type { Config } from './config.js';
import type { TokenService } from './common/auth.js';
import type { ChangeFeed } from './common/change-feed.js';
import type { Logger } from './common/logger.js';
import { createThrottles, type Sql, type Throttles } from './common/throttle.js';
import { BlogService } from './modules/blog/blog.service.js';
import { CommunicationsService } from './modules/communications/communications.service.js';
import { ContentService } from './modules/content/content.service.js';
import { MailService } from './modules/mail/mail.service.js';
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
  users: UserService;
  mail: MailService;
  throttles: Throttles;
}

export interface ServiceDeps {
  config: Config;
  tokens: TokenService;
  changes: ChangeFeed;
  logger: Logger;
  /** Statements outside any request, for the throttles' shared counters. */
  sql: Sql;
}

export function createServices({ config, tokens, changes, logger, sql }: ServiceDeps): Services {
  const mail = new MailService(config.mail, logger);
  const content = new ContentService(changes);
  return {
    trucks: new TruckService(changes),
    parts: new PartService(changes),
    blog: new BlogService(changes, content),
    content,
    communications: new CommunicationsService(mail, content, config.publicUrl),
    users: new UserService(tokens, mail, logger, config.publicUrl),
    mail,
    throttles: createThrottles(config.rateLimits, sql),
  };
}
