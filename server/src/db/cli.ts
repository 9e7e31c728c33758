import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../common/logger.js';
import { openDatabase } from '../server.js';
import { connectAndMigrate } from './orm.js';
import { seedDemoData } from './seed/demo.js';

/** npm run db:migrate | db:seed | db:reset, against DATABASE_URL or the embedded database. */
const command = process.argv[2];
if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('usage: db/cli.ts migrate|seed|reset');
  process.exit(2);
}
try {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  try {
    if (command === 'reset') {
      const { orm } = await connectAndMigrate(database.url);
      await orm.getMigrator().down({ to: 0 });
      await orm.close(true);
    }
    const { orm } = await connectAndMigrate(database.url);
    console.log(command === 'reset' ? 'database emptied and migrated' : 'migrations are up to date');
    if (command !== 'migrate') {
      const seeded = await seedDemoData(orm.em.fork());
      console.log(`added ${seeded.trucks} demo trucks, ${seeded.parts} parts and ${seeded.blogPosts} blog posts`);
    }
    await orm.close(true);
  } finally {
    await database.embedded?.stop();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
