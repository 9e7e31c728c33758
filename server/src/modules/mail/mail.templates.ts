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
