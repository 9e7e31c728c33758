import * as yup from 'yup';
import { strictText } from './fields.js';

/** How often the feed uploads on its own, in hours (the spec's choices; 6 unless staff choose). */
export const FEED_AUTO_SYNC_HOURS = [1, 6, 12, 24] as const;
export type FeedAutoSyncHours = (typeof FEED_AUTO_SYNC_HOURS)[number];
export const DEFAULT_FEED_AUTO_SYNC_HOURS: FeedAutoSyncHours = 6;

export const FEED_LIMITS = { feedUrl: 2048, username: 200, password: 500, dealerId: 100 } as const;

/**
 * Where the feed goes, and who the dealer is to the marketplace. Upload needs both; the name of
 * the marketplace in the spec's 'Please configure {host} settings first.' is "feed" here.
 */
export const FEED_NOT_CONFIGURED = 'Please configure feed settings first.';

/** An absolute http or https address. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Optional text: left out keeps the saved value, null or empty clears it. */
const optionalText = (label: string, max: number) =>
  strictText(label)
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value, original) => (original === null || value === '' ? null : value));

const fields = {
  feed_url: optionalText('Feed URL', FEED_LIMITS.feedUrl).test(
    'http-url',
    'Feed URL must be an http or https address',
    (value) => value === null || value === undefined || isHttpUrl(value),
  ),
  username: optionalText('Username', FEED_LIMITS.username),
  /** Never trimmed (spaces are part of it). Left out or empty keeps the saved one, so a form can be saved again without retyping it. */
  password: strictText('Password', false)
    .max(FEED_LIMITS.password, `Password must be at most ${FEED_LIMITS.password} characters`)
    .nullable(),
  dealer_id: optionalText('Dealer ID', FEED_LIMITS.dealerId),
};

/**
 * The feed configuration as saved (POST /api/xml-feed/config, saveFeedConfig): every field
 * optional, and only the fields sent change.
 */
export const feedConfigSchema = yup
  .object({
    ...fields,
    auto_sync_hours: yup
      .mixed<FeedAutoSyncHours>()
      .oneOf([...FEED_AUTO_SYNC_HOURS], `Auto-sync must be one of ${FEED_AUTO_SYNC_HOURS.join(', ')} hours`),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type FeedConfigInput = yup.InferType<typeof feedConfigSchema>;

/** The Configuration tab: the same rules, with auto-sync as its select holds it (text). */
export const feedConfigFormSchema = yup.object({
  ...fields,
  auto_sync_hours: yup
    .string()
    .oneOf(
      FEED_AUTO_SYNC_HOURS.map(String),
      `Auto-sync must be one of ${FEED_AUTO_SYNC_HOURS.join(', ')} hours`,
    )
    .required('Auto-sync is required'),
});
