import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_FEED_AUTO_SYNC_HOURS, FEED_NOT_CONFIGURED, feedConfigSchema } from '@dealer/schema';
import { AppError, BadRequestError, ConflictError, UserInputError } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import { isoTimestamp } from '../../common/sql.js';
import { inTransaction } from '../../common/transaction.js';
import { validate } from '../../common/validation.js';
import { SecretBox } from './feed.secret.js';
import { el, xmlDocument } from './xml.js';

export const CONFIG_SAVED = 'Configuration saved successfully!';
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

export interface FeedUploadResult {
  message: string;
  vehicles: number;
  /** The entry the upload added to the activity list. */
  activity: FeedActivity;
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

/** The configuration with the password decrypted; it never leaves this service but as Basic auth. */
interface StoredConfig {
  feed_url: string | null;
  username: string | null;
  password: string | null;
  dealer_id: string | null;
  auto_sync_hours: number;
}

const EMPTY_CONFIG: StoredConfig = { feed_url: null, username: null, password: null, dealer_id: null, auto_sync_hours: DEFAULT_FEED_AUTO_SYNC_HOURS };

export interface FeedOptions {
  /** PUBLIC_URL, else http://localhost:PORT: the feed's links and pictures must be absolute. */
  linkBase: string;
  logger: Logger;
  /** The root entity manager, for auto-sync outside any request. */
  em: EntityManager;
  /** How often auto-sync looks whether an upload is due. */
  checkEveryMs?: number;
  /** The signing secret, from which the key that encrypts the saved password is derived. */
  secret: string;
}

/** The marketplace feed: configuration, the XML of the stock, uploads and their activity. */
export class FeedService {
  private readonly linkBase: string;
  private interval?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;
  private readonly passwords: SecretBox;
  private warnedUnreadable = false;

  constructor(private readonly options: FeedOptions) {
    this.linkBase = options.linkBase.replace(/\/$/, '');
    this.passwords = new SecretBox(options.secret, 'feed_config.password');
  }

  async config(em: EntityManager): Promise<FeedConfigView> {
    const c = await this.storedConfig(em);
    return { feed_url: c.feed_url, username: c.username, has_password: !!c.password, dealer_id: c.dealer_id, auto_sync_hours: c.auto_sync_hours };
  }

  /**
   * Saves the configuration; fields left out keep their saved values. The password is never
   * shown again, so one left out or empty keeps the saved one (the form can be saved again
   * without retyping it); null clears it. It is stored encrypted.
   */
  async saveConfig(em: EntityManager, body: unknown): Promise<FeedConfigView> {
    const input = await validate(feedConfigSchema, body);
    const current = await this.storedConfig(em);
    const next: StoredConfig = {
      feed_url: input.feed_url === undefined ? current.feed_url : input.feed_url,
      username: input.username === undefined ? current.username : input.username,
      password: input.password === undefined || input.password === '' ? current.password : input.password,
      dealer_id: input.dealer_id === undefined ? current.dealer_id : input.dealer_id,
      auto_sync_hours: input.auto_sync_hours ?? current.auto_sync_hours,
    };
    await em.getConnection().execute(
      `INSERT INTO feed_config (id, feed_url, username, password_encrypted, dealer_id, auto_sync_hours) VALUES (true, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET feed_url = excluded.feed_url, username = excluded.username, password_encrypted = excluded.password_encrypted,
         dealer_id = excluded.dealer_id, auto_sync_hours = excluded.auto_sync_hours, updated_at = now()`,
      [next.feed_url, next.username, next.password === null ? null : this.passwords.seal(next.password), next.dealer_id, next.auto_sync_hours],
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
  async upload(em: EntityManager, body: unknown): Promise<FeedUploadResult> {
    const confirm = body !== null && typeof body === 'object' && (body as Record<string, unknown>).confirm === true;
    return (await this.uploadLocked(em, confirm, 'upload'))!;
  }

  /** The upload under the lock; for auto-sync, `due` decides under the lock whether it is still due, so two instances never both upload. */
  private async uploadLocked(
    em: EntityManager,
    confirm: boolean,
    type: 'upload' | 'auto_sync',
    due?: (config: StoredConfig) => Promise<boolean>,
  ): Promise<FeedUploadResult | undefined> {
    return inTransaction(em, async () => {
      const [{ locked }] = await em.execute<{ locked: boolean }[]>('SELECT pg_try_advisory_xact_lock(?::bigint) AS locked', [UPLOAD_LOCK]);
      if (!locked) {
        if (due) return undefined;
        throw new ConflictError('An upload is already under way.');
      }
      const config = await this.storedConfig(em);
      if (due && !(await due(config))) return undefined;
      if (!config.feed_url || !config.dealer_id) throw new BadRequestError(FEED_NOT_CONFIGURED);
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
      const [activity] = await em.execute<FeedActivity[]>(
        `INSERT INTO feed_activity (type, status, message, stock_numbers) VALUES (?, ?, ?, ?)
         RETURNING type, status, message, ${isoTimestamp('created_at')} AS timestamp`,
        [type, outcome.status, outcome.message, outcome.status === 'success' ? JSON.stringify(stockNumbers) : null],
      );
      this.options.logger.info({ type, status: outcome.status, vehicles: stockNumbers.length }, 'feed upload');
      return { activity, vehicles: stockNumbers.length };
    }).then((done) => {
      if (!done) return undefined;
      const { activity, vehicles } = done;
      // Thrown after the commit, so the failure stays in the activity list.
      if (activity.status !== 'success') throw new AppError(activity.message, 'FEED_UPLOAD_FAILED', 502);
      return { message: activity.message, vehicles, activity };
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

  /** The saved configuration with the password decrypted (and one saved before encryption now encrypted). */
  private async storedConfig(em: EntityManager): Promise<StoredConfig> {
    const [row] = await em.execute<(Omit<StoredConfig, 'password'> & { password_encrypted: string | null })[]>(
      'SELECT feed_url, username, password_encrypted, dealer_id, auto_sync_hours FROM feed_config',
    );
    if (!row) return EMPTY_CONFIG;
    const { password_encrypted: stored, ...config } = row;
    if (stored === null) return { ...config, password: null };
    const opened = this.passwords.open(stored);
    if (!opened) {
      // Sealed with another secret: staff must enter the password again. The value is never logged.
      if (!this.warnedUnreadable) this.options.logger.warn('the saved feed password cannot be decrypted (JWT_SECRET changed?); enter it again in the feed configuration');
      this.warnedUnreadable = true;
      return { ...config, password: null };
    }
    if (opened.legacy) {
      await em.execute('UPDATE feed_config SET password_encrypted = ? WHERE password_encrypted = ?', [this.passwords.seal(opened.plain), stored]);
    }
    return { ...config, password: opened.plain };
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
