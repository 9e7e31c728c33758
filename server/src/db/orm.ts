import 'reflect-metadata';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from './migrations/index.js';
import { User } from '../modules/users/user.entity.js';
import { Truck } from '../modules/trucks/truck.entity.js';

export const entities = [User, Truck];

export function ormOptions(clientUrl: string, debug = false): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true },
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: 20 },
    debug,
    allowGlobalContext: false,
  };
}

/** Connects and brings the schema up to date; returns whether this was a brand-new database. */
export async function connectAndMigrate(clientUrl: string): Promise<{ orm: MikroORM; fresh: boolean }> {
  const orm = await MikroORM.init(ormOptions(clientUrl));
  const migrator = orm.getMigrator();
  const fresh = (await migrator.getExecutedMigrations()).length === 0;
  await migrator.up();
  return { orm, fresh };
}

export type { MikroORM };
