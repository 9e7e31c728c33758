import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnyObjectSchema } from 'yup';
import {
  SITE_SECTIONS,
  SITE_SECTION_IMAGE_FIELDS,
  isSiteSection,
  siteSectionSchemas,
  type SiteContentValues,
  type SiteSectionName,
} from '@dealer/schema';
import { ReadCache } from '../../common/cache.js';
import type { ChangeFeed } from '../../common/change-feed.js';
import { NotFoundError, UserInputError } from '../../common/errors.js';
import { inTransaction } from '../../common/transaction.js';
import { validate } from '../../common/validation.js';
import type { MediaService } from '../media/media.service.js';
import { SITE_CONTENT_DEFAULTS } from './content.defaults.js';

/** A section as every reader sees it: the saved keys over the defaults. */
export interface SiteSectionRecord {
  section: SiteSectionName;
  content: Record<string, unknown>;
}

function unknownSection(name: string): NotFoundError {
  return new NotFoundError(`Unknown content section "${name}"; the sections are ${SITE_SECTIONS.join(', ')}`);
}

/**
 * Site content: a few small sections read on every page, so all of them are read at once and
 * kept until staff save (on any instance, through the change feed).
 */
export class ContentService {
  private readonly cache = new ReadCache<SiteSectionRecord[]>(1);

  constructor(
    private readonly changes: ChangeFeed,
    private readonly media: MediaService,
  ) {
    changes.subscribe('content', () => this.cache.invalidate());
  }

  /** Every known section in the editor's order, defaults filled in. */
  all(em: EntityManager): Promise<SiteSectionRecord[]> {
    return this.cache.get('all', () => this.load(em.fork()));
  }

  /** Throws NOT_FOUND unless `name` is a section the site has. */
  requireSection(name: string): SiteSectionName {
    if (!isSiteSection(name)) throw unknownSection(name);
    return name;
  }

  async section(em: EntityManager, name: string): Promise<SiteSectionRecord> {
    const section = this.requireSection(name);
    return (await this.all(em)).find((s) => s.section === section)!;
  }

  /** The contact details in force: where enquiries are mailed, and the blog's default author. */
  async contact(em: EntityManager): Promise<SiteContentValues['contact']> {
    return (await this.section(em, 'contact')).content as SiteContentValues['contact'];
  }

  /**
   * Saves a section: the content replaces what was saved before, and keys left out read as
   * their defaults. Validated by the section's shared rules; unknown keys are refused. Pictures
   * uploaded in the editor's Upload File mode (data:image URLs) are stored as media and the
   * section keeps their URLs.
   */
  async update(em: EntityManager, name: string, content: unknown): Promise<SiteSectionRecord> {
    const section = this.requireSection(name);
    if (content === null || typeof content !== 'object' || Array.isArray(content)) {
      throw new UserInputError('content must be an object', 'content');
    }
    const value = (await validate(siteSectionSchemas[section] as AnyObjectSchema, content)) as Record<string, unknown>;
    const fields = (SITE_SECTION_IMAGE_FIELDS[section] ?? []).filter((key) => typeof value[key] === 'string' && value[key] !== '');
    const images = await this.media.prepare(em, fields.map((field) => ({ field, value: value[field] as string })));
    fields.forEach((field, index) => {
      value[field] = images.values[index];
    });
    await inTransaction(em, async () => {
      await images.save(em);
      await em.execute(
        `INSERT INTO site_content (section, content, updated_at) VALUES (?, ?::jsonb, now())
         ON CONFLICT (section) DO UPDATE SET content = excluded.content, updated_at = now()`,
        [section, JSON.stringify(value)],
      );
    });
    await this.changes.publish(em, 'content');
    // A picture replaced or removed may now be unused.
    if (SITE_SECTION_IMAGE_FIELDS[section]) this.media.collectSoon();
    return this.section(em, section);
  }

  private async load(em: EntityManager): Promise<SiteSectionRecord[]> {
    const rows = await em.getConnection().execute<{ section: string; content: Record<string, unknown> }[]>(
      'SELECT section, content FROM site_content',
    );
    const saved = new Map(rows.map((row) => [row.section, row.content]));
    return SITE_SECTIONS.map((section) => ({
      section,
      content: { ...structuredClone(SITE_CONTENT_DEFAULTS[section]), ...(saved.get(section) ?? {}) },
    }));
  }
}
