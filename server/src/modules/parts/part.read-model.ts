import type { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern, isoTimestamp as iso, startsWithPattern } from '../../common/sql.js';

/** A part as every reader sees it: plain data, no entity hydration. */
export interface PartRecord {
  id: number;
  name: string;
  category: string;
  partNumber: string;
  condition: string;
  compatibility: string;
  description: string;
  price: string;
  availability: string;
  warranty: string;
  images: string[];
  /** The first image, or null. */
  image: string | null;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PartFilter {
  search?: string;
  category?: string;
  condition?: string;
}

export interface PartQuery {
  filter: PartFilter;
  skip: number;
  limit: number;
}

export interface PartPage {
  items: PartRecord[];
  total: number;
}

const COLUMNS = `id, name, category, part_number AS "partNumber", condition, compatibility, description, price,
  availability, warranty, images, images->>0 AS image, featured,
  ${iso('created_at')} AS "createdAt", ${iso('updated_at')} AS "updatedAt"`;

/**
 * The catalogue's filters (public spec, section 5): text contains, in any case, in name, part
 * number or compatibility; category exact; condition starts with, so 'Used - Good' does not
 * match 'Used - Very Good'.
 */
function whereClause(filter: PartFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push('(name ILIKE ? OR part_number ILIKE ? OR compatibility ILIKE ?)');
    params.push(pattern, pattern, pattern);
  }
  if (filter.category) {
    conditions.push('category = ?');
    params.push(filter.category);
  }
  if (filter.condition) {
    conditions.push('condition ILIKE ?');
    params.push(startsWithPattern(filter.condition));
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export class PartReadModel {
  constructor(private readonly em: EntityManager) {}

  /** Featured parts first, then newest first. */
  async list(query: PartQuery): Promise<PartPage> {
    const { sql: where, params } = whereClause(query.filter);
    const connection = this.em.getConnection();
    const rows = await connection.execute<(PartRecord & { total: string })[]>(
      `SELECT ${COLUMNS}, (SELECT count(*) FROM parts ${where}) AS total FROM parts ${where}
       ORDER BY featured DESC, created_at DESC, id DESC LIMIT ${query.limit} OFFSET ${query.skip}`,
      [...params, ...params],
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && query.skip > 0) {
      const [count] = await connection.execute<{ total: string }[]>(`SELECT count(*) AS total FROM parts ${where}`, params);
      total = Number(count.total);
    }
    return { items: rows.map(({ total: _total, ...part }) => part as PartRecord), total };
  }

  async byId(id: number): Promise<PartRecord | undefined> {
    const [row] = await this.em.getConnection().execute<PartRecord[]>(`SELECT ${COLUMNS} FROM parts WHERE id = ?`, [id]);
    return row;
  }
}
