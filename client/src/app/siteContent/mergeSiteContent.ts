import { SITE_DEFAULTS, type ServiceItem, type SiteContent, type SiteSectionName } from '../siteDefaults';

export interface LoadedSection {
  section: string;
  content: unknown;
}

const COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serviceItems(value: unknown): ServiceItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = value.flatMap((item) =>
    isRecord(item) && typeof item.title === 'string' && item.title.trim()
      ? [{ title: item.title, description: typeof item.description === 'string' ? item.description : '' }]
      : [],
  );
  return items.length ? items : undefined;
}

/** A loaded value replaces its default only when it has the default's type and says something. */
function pick(section: SiteSectionName, key: string, fallback: unknown, value: unknown): unknown {
  if (typeof fallback === 'string') {
    if (typeof value !== 'string' || !value.trim()) return fallback;
    // The theme computes shades from the colours, so anything but #rgb or #rrggbb keeps the default.
    if (section === 'colours' && !COLOUR.test(value.trim())) return fallback;
    return value.trim();
  }
  if (typeof fallback === 'boolean') return typeof value === 'boolean' ? value : fallback;
  if (typeof fallback === 'number') {
    // The one number is the testimonial's star rating, 1 to 5.
    return typeof value === 'number' && Number.isFinite(value) ? Math.min(5, Math.max(1, Math.round(value))) : fallback;
  }
  if (Array.isArray(fallback)) return serviceItems(value) ?? fallback;
  return fallback;
}

/**
 * The site content to show: every section and key of the defaults, with what the server sent laid
 * over it. Unknown sections and keys are ignored, and a value of the wrong type or an empty text
 * keeps the default, so a half-edited section never leaves a hole in the page.
 */
export function mergeSiteContent(sections: readonly LoadedSection[] | null | undefined): SiteContent {
  const merged = structuredClone(SITE_DEFAULTS);
  for (const { section, content } of sections ?? []) {
    if (!Object.hasOwn(SITE_DEFAULTS, section) || !isRecord(content)) continue;
    const name = section as SiteSectionName;
    const target = merged[name] as unknown as Record<string, unknown>;
    for (const [key, fallback] of Object.entries(SITE_DEFAULTS[name])) {
      target[key] = pick(name, key, fallback, content[key]);
    }
  }
  return merged;
}
