import 'reflect-metadata';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from './migrations/index.js';
import { BlogPost } from '../modules/blog/blog.entity.js';
import { Enquiry } from '../modules/communications/enquiry.entity.js';
import { NewsletterSubscriber } from '../modules/communications/newsletter-subscriber.entity.js';
import { SiteContent } from '../modules/content/content.entity.js';
import { Part } from '../modules/parts/part.entity.js';
import { Truck } from '../modules/trucks/truck.entity.js';
import { User } from '../modules/users/user.entity.js';

export const entities = [User, Truck, Part, BlogPost, SiteContent, Enquiry, NewsletterSubscriber];

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
