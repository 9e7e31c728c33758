import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { enquirySchema, newsletterSchema } from '@dealer/schema';
import { BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError, UserInputError } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import { filterText, paging } from '../../common/pagination.js';
import { containsPattern, isoTimestamp } from '../../common/sql.js';
import { validate } from '../../common/validation.js';
import type { ContentService } from '../content/content.service.js';
import type { MailService } from '../mail/mail.service.js';
import { enquiryMail, newsletterMail, type NewsletterTruck } from '../mail/mail.templates.js';
import { toCsv } from './csv.js';

export const ENQUIRY_THANKS = 'Thank you for your enquiry';
export const NEWSLETTER_THANKS = 'Successfully subscribed to our newsletter!';
export const UNSUBSCRIBED = 'You have been unsubscribed';

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

const DEFAULT_PAGE = 50;
const MAX_PAGE = 100;
/** The spec's newsletter covers 7 days; staff may ask for up to a month. */
const MAX_DAYS_BACK = 31;
/** A newsletter shows at most this many trucks, newest first. */
const MAX_NEWSLETTER_TRUCKS = 50;

export interface Subscriber {
  id: number;
  email: string;
  full_name: string | null;
  source: string;
  marketing_consent: boolean;
  /** ISO 8601, UTC. */
  created_at: string;
}

export interface ContactSubmission {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  service: string | null;
  source: string | null;
  truck_id: number | null;
  truck_title: string | null;
  status: EnquiryStatus;
  /** ISO 8601, UTC. */
  created_at: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface ListArgs {
  search?: string | null;
  skip?: number | null;
  limit?: number | null;
}

export interface NewsletterResult {
  emails_sent: number;
  trucks_included: number;
}

export interface CommunicationsOptions {
  /** PUBLIC_URL: enquiry mails link to the site only with it. */
  siteUrl?: string;
  /** The newsletter needs absolute links whatever happens; without PUBLIC_URL they use http://localhost:PORT. */
  port: number;
  /** Signs unsubscribe links (the JWT secret). */
  secret: string;
  logger: Logger;
}

const SUBSCRIBER_COLUMNS = `s.id, s.email, s.full_name, s.source, s.marketing_consent, ${isoTimestamp('s.created_at')} AS created_at`;
const EXPORT_COLUMNS = ['email', 'full_name', 'source', 'marketing_consent', 'created_at'] as const;

/** Current subscribers only: someone who unsubscribed is no longer on the list, nor in its export. */
function subscriberWhere(search: string | undefined): { where: string; params: unknown[] } {
  if (!search) return { where: 's.unsubscribed_at IS NULL', params: [] };
  const pattern = containsPattern(search);
  return { where: 's.unsubscribed_at IS NULL AND (s.email ILIKE ? OR s.full_name ILIKE ?)', params: [pattern, pattern] };
}

function plainObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new UserInputError('The body must be a JSON object');
  return body as Record<string, unknown>;
}

function onlyKeys(body: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(body).find((k) => !allowed.includes(k));
  if (unknown) throw new UserInputError(`${unknown} is not a field here`, unknown);
}

function enquiryStatus(value: unknown): EnquiryStatus {
  if (typeof value !== 'string' || !(ENQUIRY_STATUSES as readonly string[]).includes(value)) {
    throw new UserInputError(`status must be one of: ${ENQUIRY_STATUSES.join(', ')}`, 'status');
  }
  return value as EnquiryStatus;
}

/** ISO 8601 week of the date (UTC), such as 2026-W47. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const SUBMISSION_SELECT = `
  SELECT e.id, e.name, e.email, e.phone, e.company, e.subject, e.message, e.service, e.source, e.truck_id,
         t.title AS truck_title, e.status, ${isoTimestamp('e.created_at')} AS created_at
  FROM enquiries e LEFT JOIN trucks t ON t.id = e.truck_id`;

const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Enquiries from the site's forms, newsletter signups, and the staff side of both. */
export class CommunicationsService {
  private readonly siteUrl?: string;
  private readonly linkBase: string;

  constructor(
    private readonly mail: MailService,
    private readonly content: ContentService,
    private readonly options: CommunicationsOptions,
  ) {
    this.siteUrl = options.siteUrl?.replace(/\/$/, '');
    this.linkBase = this.siteUrl ?? `http://localhost:${options.port}`;
  }

  /**
   * Stores the enquiry, then mails it to the sales address of the site content. The enquiry is
   * kept whatever happens to the mail: it is sent in the background and a failure is logged.
   */
  async sendEnquiry(em: EntityManager, body: unknown): Promise<void> {
    const input = await validate(enquirySchema, body);
    const connection = em.getConnection();
    const [truck] = input.truck_id
      ? await connection.execute<{ id: number; title: string; uniquestockid: string }[]>('SELECT id, title, uniquestockid FROM trucks WHERE id = ?', [input.truck_id])
      : [];
    // A truck deleted while the visitor was writing leaves the enquiry without one, not failed.
    const [stored] = await connection.execute<{ id: number; created_at: Date }[]>(
      `INSERT INTO enquiries (name, email, phone, company, subject, message, service, source, truck_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT id FROM trucks WHERE id = ?))
       RETURNING id, created_at`,
      [input.name, input.email, input.phone, input.company, input.subject, input.message, input.service, input.source, truck?.id ?? null],
    );
    const { email: salesAddress } = await this.content.contact(em);
    this.mail.sendInBackground(
      enquiryMail({
        to: salesAddress,
        enquiryId: stored.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        subject: input.subject,
        message: input.message,
        service: input.service,
        source: input.source,
        truck: truck ?? null,
        receivedAt: new Date(stored.created_at),
        siteUrl: this.siteUrl,
      }),
      'enquiry mail',
      { enquiryId: stored.id },
    );
  }

  /**
   * Adds the address to the newsletter, or updates it when it is there in any case: the name
   * (when given) and consent change, and an unsubscribed address is subscribed again. The
   * answer is the same either way, so it tells nobody who is on the list.
   */
  async subscribe(em: EntityManager, body: unknown): Promise<void> {
    const input = await validate(newsletterSchema, body);
    await em.getConnection().execute(
      `INSERT INTO newsletter_subscribers AS s (email, full_name, source, marketing_consent) VALUES (?, ?, ?, ?)
       ON CONFLICT ((lower(email))) DO UPDATE SET
         full_name = coalesce(excluded.full_name, s.full_name),
         marketing_consent = excluded.marketing_consent,
         unsubscribed_at = NULL,
         updated_at = now()`,
      [input.email, input.full_name, input.source, input.marketing_consent],
    );
  }

  /** Newsletter subscribers, newest first; `search` matches email or name, any case. */
  async listSubscribers(em: EntityManager, args: ListArgs): Promise<Page<Subscriber>> {
    const { skip, limit } = paging(args, DEFAULT_PAGE, MAX_PAGE);
    const { where, params } = subscriberWhere(filterText('search', args.search));
    const connection = em.getConnection();
    const [items, [{ total }]] = await Promise.all([
      connection.execute<Subscriber[]>(`SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers s WHERE ${where} ORDER BY s.created_at DESC, s.id DESC OFFSET ? LIMIT ?`, [
        ...params,
        skip,
        limit,
      ]),
      connection.execute<{ total: number }[]>(`SELECT count(*)::int AS total FROM newsletter_subscribers s WHERE ${where}`, params),
    ]);
    return { items, total };
  }

  /** Contact submissions (enquiries), newest first; `search` matches name, email, subject or message. */
  async listSubmissions(em: EntityManager, args: ListArgs & { status?: string | null }): Promise<Page<ContactSubmission>> {
    const { skip, limit } = paging(args, DEFAULT_PAGE, MAX_PAGE);
    const search = filterText('search', args.search);
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (search) {
      const pattern = containsPattern(search);
      conditions.push('(e.name ILIKE ? OR e.email ILIKE ? OR e.subject ILIKE ? OR e.message ILIKE ?)');
      params.push(pattern, pattern, pattern, pattern);
    }
    if (args.status) {
      conditions.push('e.status = ?');
      params.push(enquiryStatus(args.status));
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const connection = em.getConnection();
    const [items, [{ total }]] = await Promise.all([
      connection.execute<ContactSubmission[]>(
        `${SUBMISSION_SELECT} ${where} ORDER BY e.created_at DESC, e.id DESC OFFSET ? LIMIT ?`,
        [...params, skip, limit],
      ),
      connection.execute<{ total: number }[]>(`SELECT count(*)::int AS total FROM enquiries e ${where}`, params),
    ]);
    return { items, total };
  }

  /** Marks a contact submission new, in progress or closed. */
  async updateSubmissionStatus(em: EntityManager, id: number, body: unknown): Promise<ContactSubmission> {
    const input = plainObject(body);
    onlyKeys(input, ['status']);
    const status = enquiryStatus(input.status);
    const connection = em.getConnection();
    const updated = await connection.execute<{ id: number }[]>('UPDATE enquiries SET status = ? WHERE id = ? RETURNING id', [status, id]);
    if (updated.length === 0) throw new NotFoundError('Contact submission not found');
    const [row] = await connection.execute<ContactSubmission[]>(`${SUBMISSION_SELECT} WHERE e.id = ?`, [id]);
    return row;
  }

  /** The unsubscribe token of a subscriber: its id and an HMAC of it, so links cannot be guessed. */
  unsubscribeToken(subscriberId: number): string {
    return `${subscriberId}.${this.sign(subscriberId)}`;
  }

  /** One-click unsubscribe; the same answer when already unsubscribed. */
  async unsubscribe(em: EntityManager, token: unknown): Promise<void> {
    const match = typeof token === 'string' ? /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token) : null;
    const id = match ? Number(match[1]) : NaN;
    const given = match ? Buffer.from(match[2]) : Buffer.alloc(0);
    const expected = Buffer.from(Number.isSafeInteger(id) ? this.sign(id) : '');
    if (!match || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new BadRequestError('This unsubscribe link is not valid');
    }
    await em.getConnection().execute('UPDATE newsletter_subscribers SET unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now() WHERE id = ?', [id]);
  }

  /**
   * Send Weekly Newsletter: the trucks added in the last `days_back` days, to every subscriber who
   * consented and has not unsubscribed. Each (week, days_back, subscriber) is recorded before its
   * mail goes, so a second send of the same week reaches nobody twice (even two at once); with
   * any sends recorded for the week, it answers 409 unless `confirm` is true, which mails everyone again.
   */
  async sendNewsletter(em: EntityManager, body: unknown): Promise<NewsletterResult> {
    const input = plainObject(body);
    onlyKeys(input, ['days_back', 'confirm']);
    const daysBack = input.days_back ?? 7;
    if (typeof daysBack !== 'number' || !Number.isInteger(daysBack) || daysBack < 1 || daysBack > MAX_DAYS_BACK) {
      throw new UserInputError(`days_back must be a whole number from 1 to ${MAX_DAYS_BACK}`, 'days_back');
    }
    if (input.confirm !== undefined && typeof input.confirm !== 'boolean') throw new UserInputError('confirm must be true or false', 'confirm');
    const confirm = input.confirm === true;
    const weekKey = `${isoWeek(new Date())}:${daysBack}`;
    const connection = em.getConnection();

    const [{ sent }] = await connection.execute<{ sent: number }[]>('SELECT count(*)::int AS sent FROM newsletter_sends WHERE week_key = ?', [weekKey]);
    if (sent > 0 && !confirm) {
      throw new ConflictError(`The newsletter for this week has already been sent to ${sent} subscribers. Send again?`);
    }

    const trucks = await connection.execute<{ id: number; title: string; price: number | null; image: string | null }[]>(
      `SELECT id, title, price, images->>0 AS image FROM trucks
       WHERE created_at >= now() - make_interval(days => ?) ORDER BY created_at DESC, id DESC LIMIT ?`,
      [daysBack, MAX_NEWSLETTER_TRUCKS],
    );
    if (trucks.length === 0) throw new UserInputError(`No trucks were added in the last ${daysBack} days, so there is nothing to send.`, 'days_back');
    const site = this.linkBase;
    const items: NewsletterTruck[] = trucks.map((t) => ({
      title: t.title,
      price: t.price,
      imageUrl: this.absolute(t.image),
      link: `${site}/trucks/${t.id}`,
    }));

    const recipients = await connection.execute<{ id: number; email: string; full_name: string | null }[]>(
      'SELECT id, email, full_name FROM newsletter_subscribers WHERE marketing_consent AND unsubscribed_at IS NULL ORDER BY id',
    );
    let emailsSent = 0;
    let failed = 0;
    for (const r of recipients) {
      const claimed = await connection.execute<{ fresh: boolean }[]>(
        `INSERT INTO newsletter_sends (week_key, subscriber_id) VALUES (?, ?)
         ON CONFLICT (week_key, subscriber_id) DO ${confirm ? 'UPDATE SET sent_at = now()' : 'NOTHING'}
         RETURNING (xmax = 0) AS fresh`,
        [weekKey, r.id],
      );
      if (claimed.length === 0) continue;
      try {
        const token = this.unsubscribeToken(r.id);
        await this.mail.send(
          newsletterMail({
            to: r.email,
            fullName: r.full_name,
            trucks: items,
            daysBack,
            // People follow the link to the site's page, which confirms it; mail programs' own
            // unsubscribe button calls the API directly.
            unsubscribeUrl: `${site}/unsubscribe?token=${token}`,
            listUnsubscribeUrl: `${site}/api/newsletter/unsubscribe?token=${token}`,
          }),
        );
        emailsSent++;
      } catch (error) {
        failed++;
        this.options.logger.warn({ subscriberId: r.id, reason: (error as Error).message }, 'newsletter mail could not be sent');
        // Not sent, so not recorded: a later send of the week reaches this subscriber.
        if (claimed[0].fresh) await connection.execute('DELETE FROM newsletter_sends WHERE week_key = ? AND subscriber_id = ?', [weekKey, r.id]);
      }
    }
    if (emailsSent === 0 && failed > 0) throw new ServiceUnavailableError('The mail server could not be reached; the newsletter was not sent');
    return { emails_sent: emailsSent, trucks_included: items.length };
  }

  /** Export CSV: current subscribers, newest first, with the file name naming today's date in the UK. */
  async exportSubscribers(em: EntityManager, search?: string | null): Promise<{ filename: string; csv: string }> {
    const { where, params } = subscriberWhere(filterText('search', search));
    const rows = await em.getConnection().execute<Subscriber[]>(
      `SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers s WHERE ${where} ORDER BY s.created_at DESC, s.id DESC`,
      params,
    );
    return { filename: `newsletter-subscribers-${londonDate.format(new Date())}.csv`, csv: toCsv(EXPORT_COLUMNS, rows) };
  }

  private sign(subscriberId: number): string {
    return createHmac('sha256', this.options.secret).update(`newsletter-unsubscribe:${subscriberId}`).digest('base64url');
  }

  /** A picture address as a mail can load it: site paths made absolute; data URLs and others left out. */
  private absolute(image: string | null): string | null {
    if (!image) return null;
    if (/^https?:\/\//i.test(image)) return image;
    if (image.startsWith('/') && !image.startsWith('//')) return `${this.linkBase}${image}`;
    return null;
  }
}
