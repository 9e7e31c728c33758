import type { EntityManager } from '@mikro-orm/postgresql';
import { enquirySchema, newsletterSchema } from '@dealer/schema';
import { validate } from '../../common/validation.js';
import type { ContentService } from '../content/content.service.js';
import type { MailService } from '../mail/mail.service.js';
import { enquiryMail } from '../mail/mail.templates.js';

export const ENQUIRY_THANKS = 'Thank you for your enquiry';
export const NEWSLETTER_THANKS = 'Successfully subscribed to our newsletter!';

/** Enquiries from the site's forms and newsletter signups. The staff lists come later. */
export class CommunicationsService {
  constructor(
    private readonly mail: MailService,
    private readonly content: ContentService,
    private readonly siteUrl?: string,
  ) {}

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
}
