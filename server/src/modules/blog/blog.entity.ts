import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The write model. Reads go through BlogReadModel (plain rows), not this entity. */
@Entity({ tableName: 'blog_posts' })
export class BlogPost {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  title!: string;

  /** HTML, cleaned by sanitizeHtml before it is stored: the site renders it as given. */
  @Property({ type: 'text' })
  content!: string;

  /** Plain text; made from the content when staff leave it empty. */
  @Property({ type: 'string', length: 500 })
  excerpt!: string;

  @Property({ type: 'string', length: 2048, nullable: true })
  featuredImage: string | null = null;

  @Property({ type: 'json' })
  tags: string[] = [];

  @Property({ type: 'boolean' })
  published: boolean = true;

  @Property({ type: 'string', length: 100 })
  author!: string;

  @Property({ type: 'integer' })
  views: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
