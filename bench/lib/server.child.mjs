// The real server (server/dist/server.js), started by trucks.bench.mjs as a child process so that the
// load generator in the parent does not share its event loop. Configuration comes from the environment.
import { dropListenersAddedSince, handleProfiling, handleShutdown, processListeners } from './child-common.mjs';

const dist = new URL('../../server/dist/', import.meta.url);
const before = processListeners();
const { startServer } = await import(new URL('server.js', dist));
const { loadConfig } = await import(new URL('config.js', dist));
const { createLogger } = await import(new URL('common/logger.js', dist));
dropListenersAddedSince(before);

const config = loadConfig(process.env);
const server = await startServer(config, createLogger(config.logLevel));
process.send({ ready: true, url: server.url });
handleProfiling();
handleShutdown(() => server.close());
