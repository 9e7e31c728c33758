import type { TokenService } from './common/auth.js';
import type { ChangeFeed } from './common/change-feed.js';
import { TruckService } from './modules/trucks/truck.service.js';
import { UserService } from './modules/users/user.service.js';

/** One instance of each domain service per process; resolvers and routes share them. */
export interface Services {
  trucks: TruckService;
  users: UserService;
}

export function createServices(tokens: TokenService, changes: ChangeFeed): Services {
  return {
    trucks: new TruckService(changes),
    users: new UserService(tokens),
  };
}
