import type { EntityManager } from '@mikro-orm/postgresql';
import { isoTimestamp as iso } from '../../common/sql.js';

/** A post as every reader sees it: plain data, no entity hydration. */
export interface BlogPostRecord {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  featuredImage: string | null;
  tags: string[];
  published: boolean;
  author: string;
  views: number;
  createdAt: string;
  updatedAt: string;
}

export interface BlogQuery {
  tag?: string;
  publishedOnly: boolean;
  skip: number;
  limit: number;
}

export interface BlogPostPage {
  items: BlogPostRecord[];
  total: number;
}

export interface BlogTagCount {
  tag: string;
  count: number;
}

const COLUMNS = `id, title, content, excerpt, featured_image AS "featuredImage", tags, published, author, views,
  ${iso('created_at')} AS "createdAt", ${iso('updated_at')} AS "updatedAt"`;

function whereClause(query: BlogQuery): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.publishedOnly) conditions.push('published');
  if (query.tag) {
    // Containment, so the GIN index on tags answers it.
    conditions.push('tags @> ?::jsonb');
    params.push(JSON.stringify([query.tag]));
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export class BlogReadModel {
  constructor(private readonly em: EntityManager) {}

  /** Newest first. */
  async list(query: BlogQuery): Promise<BlogPostPage> {
    const { sql: where, params } = whereClause(query);
    const connection = this.em.getConnection();
    const rows = await connection.execute<(BlogPostRecord & { total: string })[]>(
      `SELECT ${COLUMNS}, (SELECT count(*) FROM blog_posts ${where}) AS total FROM blog_posts ${where}
       ORDER BY created_at DESC, id DESC LIMIT ${query.limit} OFFSET ${query.skip}`,
      [...params, ...params],
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && query.skip > 0) {
      const [count] = await connection.execute<{ total: string }[]>(`SELECT count(*) AS total FROM blog_posts ${where}`, params);
      total = Number(count.total);
    }
    return { items: rows.map(({ total: _total, ...post }) => post as BlogPostRecord), total };
  }

  async byId(id: number): Promise<BlogPostRecord | undefined> {
    const [row] = await this.em.getConnection().execute<BlogPostRecord[]>(`SELECT ${COLUMNS} FROM blog_posts WHERE id = ?`, [id]);
    return row;
  }

  /** Tags of published posts with how many posts carry each, most used first, then by name. */
  async tags(): Promise<BlogTagCount[]> {
    const rows = await this.em.getConnection().execute<{ tag: string; count: string }[]>(
      `SELECT tag, count(*) AS count FROM blog_posts, jsonb_array_elements_text(tags) AS tag
       WHERE published GROUP BY tag ORDER BY count(*) DESC, tag ASC`,
    );
    return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
  }
}
