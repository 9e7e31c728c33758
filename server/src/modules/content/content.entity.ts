import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One saved section of the site content; only the keys staff saved. Reads go through ContentService. */
@Entity({ tableName: 'site_content' })
export class SiteContent {
  @PrimaryKey({ type: 'string', length: 50 })
  section!: string;

  @Property({ type: 'json' })
  content: Record<string, unknown> = {};

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
