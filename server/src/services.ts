import type { TokenService } from './common/auth.js';
import { TruckService } from './modules/trucks/truck.service.js';
import { UserService } from './modules/users/user.service.js';

/** One instance of each domain service per process; resolvers and routes share them. */
export interface Services {
  trucks: TruckService;
  users: UserService;
}

export function createServices(tokens: TokenService): Services {
  return {
    trucks: new TruckService(),
    users: new UserService(tokens),
  };
}
