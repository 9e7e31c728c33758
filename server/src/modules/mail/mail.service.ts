import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Logger } from '../../common/logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go, e.g. the visitor who sent an enquiry; name and address stay apart so neither can forge a header. */
  replyTo?: { name: string; address: string };
  /** Extra headers, e.g. List-Unsubscribe on the newsletter. */
  headers?: Record<string, string>;
}

/** How long shutdown waits for mails still being sent in the background. */
const DRAIN_MS = 10_000;

/** `sent`: handed to the mail server. `outbox`: no mail server is configured; kept as a file. */
export type MailOutcome = 'sent' | 'outbox';

/**
 * Sends mail through SMTP_URL, or without one writes each message as an .eml file into the
 * outbox folder, so nothing is lost silently. Logs name the recipient and subject, never the body.
 */
export class MailService {
  private readonly transport: Transporter;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly config: Config['mail'],
    private readonly logger: Logger,
  ) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          // nodemailer waits up to two minutes by default; the admin screen is waiting for the answer.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Throws when the mail server refuses or cannot be reached; callers decide what that means. */
  async send(message: MailMessage): Promise<MailOutcome> {
    const info = await this.transport.sendMail({ from: this.config.from, ...message });
    if (this.config.smtpUrl) {
      this.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      return 'sent';
    }
    const file = path.join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await mkdir(this.config.outboxDir, { recursive: true, mode: 0o700 });
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.logger.info({ to: message.to, subject: message.subject, file }, 'no SMTP_URL set: mail written to the outbox');
    return 'outbox';
  }

  /**
   * Sends without keeping the caller waiting (a slow mail server must not hold up a visitor's
   * form); a failure is logged with `context`, never with the message. close() waits for these.
   */
  sendInBackground(message: MailMessage, what: string, context: Record<string, unknown> = {}): void {
    const sending: Promise<void> = this.send(message)
      .then(
        () => undefined,
        (error: Error) => this.logger.warn({ ...context, to: message.to, reason: error.message }, `${what} could not be sent`),
      )
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Waits a while for background mails, then closes the connection to the mail server. */
  async close(): Promise<void> {
    if (this.inFlight.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, DRAIN_MS);
      });
      await Promise.race([Promise.allSettled([...this.inFlight]), timeout]);
      clearTimeout(timer);
    }
    this.transport.close();
  }
}
