import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadRequestError, ConflictError, UserInputError } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import { isoTimestamp } from '../../common/sql.js';
import { inTransaction } from '../../common/transaction.js';
import { el, xmlDocument } from './xml.js';

export const AUTO_SYNC_CHOICES = [1, 6, 12, 24] as const;
export const CONFIG_SAVED = 'Configuration saved successfully!';
export const NOT_CONFIGURED = 'Please configure feed settings first.';
const UPLOAD_TIMEOUT_MS = 15_000;
const PREVIEW_SIZE = 10;
const ACTIVITY_SHOWN = 20;
/** One upload at a time across instances: pg_try_advisory_xact_lock on this key ("feed" in ASCII). */
const UPLOAD_LOCK = 0x66656564;

export interface FeedConfigView {
  feed_url: string | null;
  username: string | null;
  has_password: boolean;
  dealer_id: string | null;
  auto_sync_hours: number;
}

export interface FeedActivity {
  type: string;
  status: 'success' | 'failed' | 'error';
  message: string;
  timestamp: string;
}

export interface FeedVehicle {
  id: number;
  stock_number: string;
  title: string;
  make: string;
  model: string;
  year: number | null;
  price: number | null;
  mileage: number | null;
  bodytype: string;
  cabtype: string | null;
  axle: string | null;
  emissions: string | null;
  power: string | null;
  weight: number | null;
  description: string;
  images: string[];
}

interface StoredConfig {
  feed_url: string | null;
  username: string | null;
  password: string | null;
  dealer_id: string | null;
  auto_sync_hours: number;
}

const EMPTY_CONFIG: StoredConfig = { feed_url: null, username: null, password: null, dealer_id: null, auto_sync_hours: 6 };

export interface FeedOptions {
  /** PUBLIC_URL, else http://localhost:PORT: the feed's links and pictures must be absolute. */
  linkBase: string;
  logger: Logger;
  /** The root entity manager, for auto-sync outside any request. */
  em: EntityManager;
  /** How often auto-sync looks whether an upload is due. */
  checkEveryMs?: number;
}

function optionalText(body: Record<string, unknown>, name: string, max: number): string | null | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw new UserInputError(`${name} must be text`, name);
  const text = value.trim();
  if (text.length > max) throw new UserInputError(`${name} must be at most ${max} characters`, name);
  return text || null;
}

/** The marketplace feed: configuration, the XML of the stock, uploads and their activity. */
export class FeedService {
  private readonly linkBase: string;
  private interval?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(private readonly options: FeedOptions) {
    this.linkBase = options.linkBase.replace(/\/$/, '');
  }

  async config(em: EntityManager): Promise<FeedConfigView> {
    const c = await this.storedConfig(em);
    return { feed_url: c.feed_url, username: c.username, has_password: !!c.password, dealer_id: c.dealer_id, auto_sync_hours: c.auto_sync_hours };
  }

  /**
   * Saves the configuration. The screen never loads it back, so a password left out or empty
   * keeps the saved one; null clears it.
   */
  async saveConfig(em: EntityManager, body: unknown): Promise<FeedConfigView> {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new UserInputError('The body must be a JSON object');
    const input = body as Record<string, unknown>;
    const unknown = Object.keys(input).find((k) => !['feed_url', 'username', 'password', 'dealer_id', 'auto_sync_hours'].includes(k));
    if (unknown) throw new UserInputError(`${unknown} is not a field here`, unknown);
    const feedUrl = optionalText(input, 'feed_url', 2048);
    if (feedUrl) {
      let url: URL | undefined;
      try {
        url = new URL(feedUrl);
      } catch {
        url = undefined;
      }
      if (!url || !['http:', 'https:'].includes(url.protocol)) throw new UserInputError('feed_url must be an http or https address', 'feed_url');
    }
    const username = optionalText(input, 'username', 200);
    const dealerId = optionalText(input, 'dealer_id', 100);
    const password = input.password;
    if (password !== undefined && password !== null && (typeof password !== 'string' || password.length > 500)) {
      throw new UserInputError('password must be text of at most 500 characters', 'password');
    }
    const hours = input.auto_sync_hours;
    if (hours !== undefined && !(AUTO_SYNC_CHOICES as readonly unknown[]).includes(hours)) {
      throw new UserInputError(`auto_sync_hours must be one of ${AUTO_SYNC_CHOICES.join(', ')}`, 'auto_sync_hours');
    }
    const current = await this.storedConfig(em);
    const next: StoredConfig = {
      feed_url: feedUrl === undefined ? current.feed_url : feedUrl,
      username: username === undefined ? current.username : username,
      password: password === undefined || password === '' ? current.password : (password as string | null),
      dealer_id: dealerId === undefined ? current.dealer_id : dealerId,
      auto_sync_hours: (hours as number | undefined) ?? current.auto_sync_hours,
    };
    await em.getConnection().execute(
      `INSERT INTO feed_config (id, feed_url, username, password, dealer_id, auto_sync_hours) VALUES (true, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET feed_url = excluded.feed_url, username = excluded.username, password = excluded.password,
         dealer_id = excluded.dealer_id, auto_sync_hours = excluded.auto_sync_hours, updated_at = now()`,
      [next.feed_url, next.username, next.password, next.dealer_id, next.auto_sync_hours],
    );
    return this.config(em);
  }

  /** The Overview tab: recent activity, the last successful upload, how many vehicles, and the saved settings. */
  async status(em: EntityManager) {
    const connection = em.getConnection();
    const [activity, [last], vehicles, config] = await Promise.all([
      connection.execute<FeedActivity[]>(
        `SELECT type, status, message, ${isoTimestamp('created_at')} AS timestamp FROM feed_activity ORDER BY created_at DESC, id DESC LIMIT ?`,
        [ACTIVITY_SHOWN],
      ),
      connection.execute<{ at: string }[]>(
        `SELECT ${isoTimestamp('created_at')} AS at FROM feed_activity WHERE status = 'success' ORDER BY created_at DESC, id DESC LIMIT 1`,
      ),
      connection.execute<{ n: number }[]>('SELECT count(*)::int AS n FROM trucks'),
      this.config(em),
    ]);
    return {
      sync_status: activity,
      last_upload: last?.at ?? null,
      status: activity[0]?.status ?? null,
      total_vehicles: vehicles[0].n,
      config,
    };
  }

  async preview(em: EntityManager) {
    const vehicles = await this.vehicles(em);
    return {
      total_vehicles: vehicles.length,
      preview_vehicles: vehicles.slice(0, PREVIEW_SIZE).map((v) => ({
        stock_number: v.stock_number,
        title: v.title,
        make: v.make,
        model: v.model,
        year: v.year,
        images_count: v.images.length,
      })),
    };
  }

  /** The feed document and a file name for downloading it. */
  async generate(em: EntityManager): Promise<{ filename: string; xml: string; stockNumbers: string[] }> {
    const [config, vehicles] = await Promise.all([this.storedConfig(em), this.vehicles(em)]);
    const xml = xmlDocument(
      el(
        'feed',
        vehicles.map((v) =>
          el('vehicle', [
            el('stock_number', v.stock_number),
            el('title', v.title),
            el('make', v.make),
            el('model', v.model),
            el('year', v.year),
            v.price ? el('price', v.price, { currency: 'GBP' }) : el('price', 'POA'),
            el('mileage', v.mileage, { unit: 'km' }),
            el('body_type', v.bodytype),
            el('cab_type', v.cabtype),
            el('axle', v.axle),
            el('emissions', v.emissions),
            el('power', v.power),
            el('weight', v.weight, { unit: 'tonnes' }),
            el('description', v.description),
            el('url', `${this.linkBase}/trucks/${v.id}`),
            el('images', v.images.map((src) => el('image', src))),
          ]),
        ),
        { dealer_id: config.dealer_id, generated_at: new Date().toISOString(), vehicle_count: vehicles.length },
      ),
    );
    return { filename: `vehicle-feed-${new Date().toISOString().slice(0, 10)}.xml`, xml, stockNumbers: vehicles.map((v) => v.stock_number) };
  }

  /**
   * Upload Now: posts the feed to feed_url with Basic auth, 15 s at most, and records the outcome.
   * Refuses without feed_url and dealer_id, with no vehicles, and (unless `confirm`) when more
   * than half the vehicles of the last successful upload would vanish from the marketplace.
   */
  async upload(em: EntityManager, body: unknown): Promise<{ message: string; vehicles: number }> {
    const confirm = body !== null && typeof body === 'object' && (body as Record<string, unknown>).confirm === true;
    return (await this.uploadLocked(em, confirm, 'upload'))!;
  }

  /** The upload under the lock; for auto-sync, `due` decides under the lock whether it is still due, so two instances never both upload. */
  private async uploadLocked(
    em: EntityManager,
    confirm: boolean,
    type: 'upload' | 'auto_sync',
    due?: (config: StoredConfig) => Promise<boolean>,
  ): Promise<{ message: string; vehicles: number } | undefined> {
    return inTransaction(em, async () => {
      const [{ locked }] = await em.execute<{ locked: boolean }[]>('SELECT pg_try_advisory_xact_lock(?::bigint) AS locked', [UPLOAD_LOCK]);
      if (!locked) {
        if (due) return undefined;
        throw new ConflictError('An upload is already under way.');
      }
      const config = await this.storedConfig(em);
      if (due && !(await due(config))) return undefined;
      if (!config.feed_url || !config.dealer_id) throw new BadRequestError(NOT_CONFIGURED);
      const { xml, stockNumbers } = await this.generate(em);
      if (stockNumbers.length === 0) throw new UserInputError('The feed is empty: there are no vehicles to upload.');
      const [last] = await em.execute<{ stock_numbers: string[] | string }[]>(
        "SELECT stock_numbers FROM feed_activity WHERE status = 'success' AND stock_numbers IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1",
      );
      const before: string[] = last ? (typeof last.stock_numbers === 'string' ? JSON.parse(last.stock_numbers) : last.stock_numbers) : [];
      const now = new Set(stockNumbers.map((s) => s.toLowerCase()));
      const vanishing = before.filter((s) => !now.has(s.toLowerCase())).length;
      if (!confirm && before.length > 0 && vanishing > before.length / 2) {
        throw new ConflictError(`${vanishing} of the ${before.length} vehicles of the last upload would be removed from the marketplace. Upload anyway?`);
      }
      const headers: Record<string, string> = { 'content-type': 'application/xml; charset=utf-8' };
      if (config.username || config.password) {
        headers.authorization = `Basic ${Buffer.from(`${config.username ?? ''}:${config.password ?? ''}`).toString('base64')}`;
      }
      let outcome: { status: 'success' | 'failed' | 'error'; message: string };
      try {
        const res = await fetch(config.feed_url, { method: 'POST', headers, body: xml, redirect: 'error', signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) });
        await res.arrayBuffer().catch(() => undefined);
        outcome = res.ok
          ? { status: 'success', message: `Uploaded ${stockNumbers.length} vehicles` }
          : { status: 'failed', message: `The feed server answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}` };
      } catch (error) {
        const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${UPLOAD_TIMEOUT_MS / 1000} seconds` : ((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
        outcome = { status: 'error', message: `The feed server could not be reached: ${reason}` };
      }
      await em.execute('INSERT INTO feed_activity (type, status, message, stock_numbers) VALUES (?, ?, ?, ?)', [
        type,
        outcome.status,
        outcome.message,
        outcome.status === 'success' ? JSON.stringify(stockNumbers) : null,
      ]);
      this.options.logger.info({ type, status: outcome.status, vehicles: stockNumbers.length }, 'feed upload');
      return { outcome, vehicles: stockNumbers.length };
    }).then((done) => {
      if (!done) return undefined;
      const { outcome, vehicles } = done;
      // Thrown after the commit, so the failure stays in the activity list.
      if (outcome.status !== 'success') throw new AppError(outcome.message, 'FEED_UPLOAD_FAILED', 502);
      return { message: outcome.message, vehicles };
    });
  }

  /**
   * Uploads when feed_url and dealer_id are set and no upload was tried in the last
   * auto_sync_hours. Several instances may call this; the advisory lock lets one upload.
   * Returns whether it uploaded (or tried to: a failure is in the activity list).
   */
  async autoSyncIfDue(): Promise<boolean> {
    const em = this.options.em.fork();
    const due = async (config: StoredConfig) => {
      if (!config.feed_url || !config.dealer_id) return false;
      const [row] = await em.execute<{ due: boolean }[]>(
        `SELECT NOT EXISTS (SELECT 1 FROM feed_activity WHERE type IN ('upload', 'auto_sync') AND created_at > now() - make_interval(hours => ?)) AS due`,
        [config.auto_sync_hours],
      );
      return row.due;
    };
    try {
      return (await this.uploadLocked(em, false, 'auto_sync', due)) !== undefined;
    } catch (error) {
      const appError = error as AppError;
      if (appError.code === 'FEED_UPLOAD_FAILED') return true;
      // A refusal (empty feed, too many vehicles vanishing) is recorded, so staff see why nothing went.
      if (appError.status === 409 || appError.status === 422) {
        await em.execute("INSERT INTO feed_activity (type, status, message) VALUES ('auto_sync', 'failed', ?)", [appError.message]);
        return true;
      }
      throw error;
    }
  }

  start(): void {
    this.interval ??= setInterval(() => {
      if (this.stopped || this.running) return;
      this.running = this.autoSyncIfDue()
        .catch((error: unknown) => this.options.logger.warn({ reason: (error as Error).message }, 'feed auto-sync failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, this.options.checkEveryMs ?? 60_000);
    this.interval.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.interval);
    await this.running;
  }

  private async storedConfig(em: EntityManager): Promise<StoredConfig> {
    const [row] = await em.getConnection().execute<StoredConfig[]>('SELECT feed_url, username, password, dealer_id, auto_sync_hours FROM feed_config');
    return row ?? EMPTY_CONFIG;
  }

  /** Every truck, newest first, with pictures as absolute addresses (embedded data is left out). */
  private async vehicles(em: EntityManager): Promise<FeedVehicle[]> {
    const rows = await em.getConnection().execute<(Omit<FeedVehicle, 'images'> & { images: string[] | string })[]>(
      `SELECT id, uniquestockid AS stock_number, title, make, model, year, price, mileage, bodytype, cabtype, axle, emissions, power, weight, description, images
       FROM trucks ORDER BY created_at DESC, id DESC`,
    );
    return rows.map((r) => {
      const images = (typeof r.images === 'string' ? (JSON.parse(r.images) as string[]) : r.images)
        .map((src) => (/^https?:\/\//i.test(src) ? src : src.startsWith('/') && !src.startsWith('//') ? `${this.linkBase}${src}` : null))
        .filter((src): src is string => src !== null);
      return { ...r, images };
    });
  }
}
