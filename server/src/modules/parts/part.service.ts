import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { PARTS_DEFAULT_PAGE_SIZE, PARTS_MAX_PAGE_SIZE, partInputSchema, type PartInput } from '@dealer/schema';
import { ReadCache } from '../../common/cache.js';
import type { ChangeFeed } from '../../common/change-feed.js';
import { ConflictError, NotFoundError } from '../../common/errors.js';
import { filterText, paging } from '../../common/pagination.js';
import { inTransaction } from '../../common/transaction.js';
import { validate } from '../../common/validation.js';
import type { MediaService, PreparedImages } from '../media/media.service.js';
import { Part } from './part.entity.js';
import { PartReadModel, type PartFilter, type PartPage, type PartQuery, type PartRecord } from './part.read-model.js';

export interface PartListArgs {
  filter?: { search?: string | null; category?: string | null; condition?: string | null } | null;
  skip?: number | null;
  limit?: number | null;
}

/** Checks the filter and paging and puts them in one canonical shape (also the cache key). */
export function normalisePartQuery(args: PartListArgs): PartQuery {
  const f = args.filter ?? {};
  const filter: PartFilter = {};
  for (const key of ['search', 'category', 'condition'] as const) {
    const value = filterText(key, f[key]);
    if (value !== undefined) filter[key] = value;
  }
  return { filter, ...paging(args, PARTS_DEFAULT_PAGE_SIZE, PARTS_MAX_PAGE_SIZE) };
}

function applyInput(part: Part, input: PartInput): void {
  part.name = input.name;
  part.category = input.category;
  part.partNumber = input.part_number;
  part.condition = input.condition;
  part.compatibility = input.compatibility;
  part.description = input.description;
  part.price = input.price;
  part.availability = input.availability;
  part.warranty = input.warranty;
  part.images = input.images;
  part.featured = input.featured;
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/**
 * The parts catalogue: reads from plain rows through a cache that every write clears (on every
 * instance, through the change feed); writes through the entity, validated by the shared rules.
 */
export class PartService {
  private readonly listCache = new ReadCache<PartPage>();
  private readonly itemCache = new ReadCache<PartRecord | undefined>(2000);

  constructor(
    private readonly changes: ChangeFeed,
    private readonly media: MediaService,
  ) {
    changes.subscribe('parts', () => {
      this.listCache.invalidate();
      this.itemCache.invalidate();
    });
  }

  list(em: EntityManager, args: PartListArgs): Promise<PartPage> {
    const query = normalisePartQuery(args);
    return this.listCache.get(JSON.stringify(query), () => new PartReadModel(em.fork()).list(query));
  }

  async get(em: EntityManager, id: number): Promise<PartRecord> {
    const part = validId(id) ? await this.itemCache.get(String(id), () => new PartReadModel(em.fork()).byId(id)) : undefined;
    if (!part) throw new NotFoundError('Part not found');
    return part;
  }

  /** Embedded pictures (data:image URLs, as the parts admin sends them) are stored as media; the part keeps their URLs. */
  async create(em: EntityManager, body: unknown): Promise<PartRecord> {
    const input = await validate(partInputSchema, body);
    const images = await this.media.prepareList(em, input.images);
    const part = new Part();
    applyInput(part, { ...input, images: images.values });
    await this.flush(em, part, images);
    return this.get(em, part.id);
  }

  async update(em: EntityManager, id: number, body: unknown): Promise<PartRecord> {
    const input = await validate(partInputSchema, body);
    const part = validId(id) ? await em.findOne(Part, { id }) : null;
    if (!part) throw new NotFoundError('Part not found');
    const images = await this.media.prepareList(em, input.images);
    applyInput(part, { ...input, images: images.values });
    await this.flush(em, part, images);
    this.media.collectSoon();
    return this.get(em, part.id);
  }

  async delete(em: EntityManager, id: number): Promise<void> {
    const deleted = validId(id) ? await em.nativeDelete(Part, { id }) : 0;
    if (!deleted) throw new NotFoundError('Part not found');
    await this.changes.publish(em, 'parts');
    this.media.collectSoon();
  }

  /** Writes the part with its new pictures in one transaction: a refused write stores neither. */
  private async flush(em: EntityManager, part: Part, images: PreparedImages): Promise<void> {
    try {
      await inTransaction(em, async () => {
        await images.save(em);
        em.persist(part);
      });
    } catch (error) {
      em.clear();
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError(`A part with part number "${part.partNumber}" already exists`, 'part_number');
      }
      throw error;
    }
    await this.changes.publish(em, 'parts');
  }
}
