/** Words and formats the communications screen shows for the server's values. */

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

const STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', in_progress: 'In progress', closed: 'Closed' };
const STATUS_COLOURS: Record<EnquiryStatus, string> = { new: 'blue', in_progress: 'yellow', closed: 'gray' };

export function isEnquiryStatus(value: string): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly string[]).includes(value);
}

export function statusLabel(status: string): string {
  return isEnquiryStatus(status) ? STATUS_LABELS[status] : status;
}

export function statusColour(status: string): string {
  return isEnquiryStatus(status) ? STATUS_COLOURS[status] : 'gray';
}

export const STATUS_OPTIONS = ENQUIRY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
export const STATUS_FILTER_DATA = [{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS];

const SOURCE_LABELS: Record<string, string> = { website: 'Website', 'email-capture': 'Email capture' };

/** Which form a subscriber signed up on. */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

// A UK dealer's staff read UK times, wherever the browser is.
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });

/** '14 May 2026, 10:00' (UK time). */
export function formatReceived(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateTime.format(d);
}

/** '14 May 2026' (UK date): short enough for a table column. */
export function formatDay(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : shortDay.format(d);
}

/** The export's name when the server offers none: subscribers-YYYY-MM-DD.csv, today in the UK. */
export function exportFallbackName(now = new Date()): string {
  return `subscribers-${isoDay.format(now)}.csv`;
}

/** The spec's success toast after Send Weekly Newsletter. */
export function sentMessage(emailsSent: number, trucksIncluded: number): string {
  return `Sent to ${emailsSent} subscribers. ${trucksIncluded} trucks included.`;
}
