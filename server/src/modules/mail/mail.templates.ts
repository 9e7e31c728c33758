import { escapeHtml } from '../../common/html.js';
import type { MailMessage } from './mail.service.js';

const COMPANY = 'Leicester Commercial Trucks';

export interface WelcomeMail {
  to: string;
  fullName: string | null;
  temporaryPassword: string;
  /** The site's public address; without it the mail names no link. */
  siteUrl?: string;
}

/** The welcome mail with a temporary password, for an account an administrator created. */
export function welcomeMail({ to, fullName, temporaryPassword, siteUrl }: WelcomeMail): MailMessage {
  const greeting = fullName ? `Hello ${fullName},` : 'Hello,';
  const signIn = siteUrl ? `${siteUrl.replace(/\/$/, '')}/login` : undefined;
  const text = [
    greeting,
    '',
    `An account has been created for you on the ${COMPANY} website.`,
    '',
    `Email: ${to}`,
    `Temporary password: ${temporaryPassword}`,
    '',
    signIn ? `Sign in at ${signIn} and change your password straight away` : 'Sign in and change your password straight away',
    '(User Management, Change Password).',
    '',
    COMPANY,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>${escapeHtml(greeting)}</p>
    <p>An account has been created for you on the ${COMPANY} website.</p>
    <table role="presentation" style="border-collapse: collapse">
      <tr><td style="padding: 2px 12px 2px 0">Email</td><td><strong>${escapeHtml(to)}</strong></td></tr>
      <tr><td style="padding: 2px 12px 2px 0">Temporary password</td><td><code style="font-size: 1.1em">${escapeHtml(temporaryPassword)}</code></td></tr>
    </table>
    <p>${signIn ? `<a href="${escapeHtml(signIn)}">Sign in</a>` : 'Sign in'} and change your password straight away (User Management, Change Password).</p>
    <p>${COMPANY}</p>
  </body>
</html>
`;
  return { to, subject: `Your ${COMPANY} account`, text, html };
}

export interface EnquiryMail {
  /** The sales address from the site content. */
  to: string;
  enquiryId: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  service: string | null;
  /** The page the enquiry was sent from. */
  source: string | null;
  truck: { id: number; title: string; uniquestockid: string } | null;
  receivedAt: Date;
  siteUrl?: string;
}

const received = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

/** An enquiry from the website, to the sales team; answering it replies to the visitor. */
export function enquiryMail(e: EnquiryMail): MailMessage {
  const site = e.siteUrl?.replace(/\/$/, '');
  const truckLink = e.truck && site ? `${site}/trucks/${e.truck.id}` : undefined;
  const rows: [string, string][] = [
    ['Name', e.name],
    ['Email', e.email],
    ...(e.phone ? [['Phone', e.phone] as [string, string]] : []),
    ...(e.company ? [['Company', e.company] as [string, string]] : []),
    ...(e.service ? [['Service', e.service] as [string, string]] : []),
    ...(e.truck ? [['Truck', `${e.truck.title} (stock ID ${e.truck.uniquestockid})`] as [string, string]] : []),
    ...(e.source ? [['Sent from', e.source] as [string, string]] : []),
    ['Received', received.format(e.receivedAt)],
  ];
  const text = [
    `New enquiry from the ${COMPANY} website (no. ${e.enquiryId})`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(truckLink ? [`Truck page: ${truckLink}`] : []),
    '',
    `Subject: ${e.subject}`,
    '',
    e.message,
    '',
    `Reply to this email to answer ${e.name} directly.`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>New enquiry from the ${COMPANY} website (no. ${e.enquiryId})</p>
    <table role="presentation" style="border-collapse: collapse">
${rows.map(([label, value]) => `      <tr><td style="padding: 2px 12px 2px 0; color: #6b7280">${label}</td><td>${escapeHtml(value)}</td></tr>`).join('\n')}
    </table>
${truckLink ? `    <p><a href="${escapeHtml(truckLink)}">View the truck on the website</a></p>\n` : ''}    <h2 style="font-size: 1.1em">${escapeHtml(e.subject)}</h2>
    <p>${escapeHtml(e.message).replace(/\r?\n/g, '<br>\n')}</p>
    <p style="color: #6b7280">Reply to this email to answer ${escapeHtml(e.name)} directly.</p>
  </body>
</html>
`;
  return {
    to: e.to,
    subject: `Website enquiry: ${e.subject}`.replace(/[\r\n]+/g, ' '),
    text,
    html,
    replyTo: { name: e.name, address: e.email },
  };
}

export interface NewsletterTruck {
  title: string;
  /** Pounds; null or 0 reads as POA. */
  price: number | null;
  /** An absolute address, or null when the truck has no picture to show. */
  imageUrl: string | null;
  /** The truck's page, absolute. */
  link: string;
}

export interface NewsletterMail {
  to: string;
  fullName: string | null;
  trucks: NewsletterTruck[];
  daysBack: number;
  /** This recipient's own unsubscribe page on the site, linked from the mail's text. */
  unsubscribeUrl: string;
  /** The one-click address for the List-Unsubscribe header (mail programs call it themselves); the page's when not given. */
  listUnsubscribeUrl?: string;
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export function newsletterPrice(price: number | null): string {
  return price ? pounds.format(price) : 'POA';
}

/** The weekly newsletter: the trucks added lately, each linking to its page, and an unsubscribe link. */
export function newsletterMail({ to, fullName, trucks, daysBack, unsubscribeUrl, listUnsubscribeUrl }: NewsletterMail): MailMessage {
  const greeting = fullName ? `Hello ${fullName},` : 'Hello,';
  const intro = `Here ${trucks.length === 1 ? 'is the truck' : `are the ${trucks.length} trucks`} added to our stock in the last ${daysBack} days.`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...trucks.flatMap((t) => [`${t.title}: ${newsletterPrice(t.price)}`, t.link, '']),
    `${COMPANY}`,
    '',
    `To stop receiving this newsletter, unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  const items = trucks
    .map(
      (t) => `      <tr>
        <td style="padding: 8px 12px 8px 0; vertical-align: top; width: 200px">${
          t.imageUrl ? `<a href="${escapeHtml(t.link)}"><img src="${escapeHtml(t.imageUrl)}" alt="${escapeHtml(t.title)}" width="200" style="display: block; border: 0"></a>` : ''
        }</td>
        <td style="padding: 8px 0; vertical-align: top">
          <a href="${escapeHtml(t.link)}" style="color: #ea6c0a; font-weight: bold">${escapeHtml(t.title)}</a><br>
          ${escapeHtml(newsletterPrice(t.price))}
        </td>
      </tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>
    <table role="presentation" style="border-collapse: collapse">
${items}
    </table>
    <p>${COMPANY}</p>
    <p style="font-size: 0.85em; color: #6b7280">To stop receiving this newsletter, <a href="${escapeHtml(unsubscribeUrl)}">unsubscribe</a>.</p>
  </body>
</html>
`;
  return {
    to,
    subject: `New trucks this week at ${COMPANY}`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${listUnsubscribeUrl ?? unsubscribeUrl}>` },
  };
}
