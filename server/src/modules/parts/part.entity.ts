import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The write model. Public reads go through PartReadModel (plain rows), not this entity. */
@Entity({ tableName: 'parts' })
export class Part {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 50 })
  category!: string;

  /** Unique in any case (a unique index on lower(part_number)). */
  @Property({ type: 'string', length: 64 })
  partNumber!: string;

  @Property({ type: 'string', length: 50 })
  condition!: string;

  @Property({ type: 'string', length: 500 })
  compatibility!: string;

  @Property({ type: 'text' })
  description!: string;

  /** Display text: '£1,250', 'POA'. */
  @Property({ type: 'string', length: 50 })
  price!: string;

  @Property({ type: 'string', length: 30 })
  availability!: string;

  /** Shown as Coverage. */
  @Property({ type: 'string', length: 30 })
  warranty!: string;

  @Property({ type: 'json' })
  images: string[] = [];

  @Property({ type: 'boolean' })
  featured: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
