import type { Config } from './config.js';
import type { TokenService } from './common/auth.js';
import type { ChangeFeed } from './common/change-feed.js';
import type { Logger } from './common/logger.js';
import { createThrottles, type Sql, type Throttles } from './common/throttle.js';
import { MailService } from './modules/mail/mail.service.js';
import { TruckService } from './modules/trucks/truck.service.js';
import { UserService } from './modules/users/user.service.js';

/** One instance of each service per process; resolvers and routes share them. */
export interface Services {
  trucks: TruckService;
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
  return {
    trucks: new TruckService(changes),
    users: new UserService(tokens, mail, logger, config.publicUrl),
    mail,
    throttles: createThrottles(config.rateLimits, sql),
  };
}
