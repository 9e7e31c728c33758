import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './common/logger.js';
import { startServer } from './server.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}\nSee .env.example for every setting.`);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(config.logLevel);

try {
  const server = await startServer(config, logger);
  console.log(`\n  Dealer platform running at ${server.url}  (GraphQL playground: ${server.url}/graphql)\n`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
}
