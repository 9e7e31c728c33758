import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from './logger.js';

const CHANNEL = 'catalogue_changed';

/** The topics of what anonymous visitors see: caches of public answers and pages listen to these. */
export const PUBLIC_TOPICS = ['trucks', 'parts', 'blog', 'content'] as const;

/**
 * Tells every server instance on the same database that cached reads of a topic are stale
 * (PostgreSQL LISTEN/NOTIFY), so several instances behind a load balancer never serve old data.
 */
export class ChangeFeed {
  private readonly listeners = new Map<string, Set<() => void>>();
  private client?: pg.Client;
  private closed = false;
  private retryTimer?: NodeJS.Timeout;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  subscribe(topic: string, listener: () => void): void {
    if (!this.listeners.has(topic)) this.listeners.set(topic, new Set());
    this.listeners.get(topic)!.add(listener);
  }

  /**
   * Called after a write commits. This instance forgets at once; the others hear it through
   * PostgreSQL. The write is saved either way, so a failed notice is logged, not thrown.
   */
  async publish(em: EntityManager, topic: string): Promise<void> {
    this.emit(topic);
    try {
      await em.getConnection().execute('SELECT pg_notify(?, ?)', [CHANNEL, topic]);
    } catch (error) {
      this.logger.warn({ err: error, topic }, 'could not tell other instances about a change');
    }
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.emit(message.payload ?? ''));
    client.on('error', (error) => this.reconnect(error));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }

  private emit(topic: string): void {
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  /** While disconnected, notices may be missed: clear every cache and listen again. */
  private reconnect(error: Error): void {
    if (this.closed) return;
    this.logger.warn({ err: error }, 'change feed lost its connection; retrying');
    this.client?.end().catch(() => undefined);
    this.client = undefined;
    for (const topic of this.listeners.keys()) this.emit(topic);
    this.retryTimer = setTimeout(() => {
      this.start().catch((retryError: Error) => this.reconnect(retryError));
    }, 2_000);
    this.retryTimer.unref();
  }
}
