import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  DEFAULT_PAGE_SIZE,
  HIRE_STATUSES,
  MAX_PAGE_SIZE,
  TEXT_LIMITS,
  truckInputSchema,
  type TruckInput,
} from '@dealer/schema';
import { ConflictError, NotFoundError, UserInputError } from '../../common/errors.js';
import { ReadCache } from '../../common/cache.js';
import type { ChangeFeed } from '../../common/change-feed.js';
import { inTransaction } from '../../common/transaction.js';
import { validate } from '../../common/validation.js';
import type { MediaService, PreparedImages } from '../media/media.service.js';
import { Truck } from './truck.entity.js';
import {
  TRUCK_LIST_SORTS,
  TruckReadModel,
  type TruckListSort,
  type TruckFacets,
  type TruckFilter,
  type TruckPage,
  type TruckQuery,
  type TruckRecord,
} from './truck.read-model.js';

export interface TruckListArgs {
  filter?: TruckFilter | null;
  sort?: TruckListSort | null;
  skip?: number | null;
  limit?: number | null;
}

function checkRange(name: string, value: number | null | undefined, min: number, max = Number.MAX_SAFE_INTEGER) {
  if (value === undefined || value === null) return;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UserInputError(`${name} must be a whole number from ${min} to ${max}`, name);
  }
}

/** Checks paging, sort and filter values and puts them in one canonical shape (also the cache key). */
export function normaliseQuery(args: TruckListArgs): TruckQuery {
  const f = args.filter ?? {};
  checkRange('skip', args.skip, 0, 1_000_000);
  checkRange('limit', args.limit, 1, MAX_PAGE_SIZE);
  checkRange('year', f.year, 0, 9999);
  for (const key of ['priceMin', 'priceMax', 'mileageMin', 'mileageMax'] as const) checkRange(key, f[key], 0);
  for (const key of ['make', 'model', 'bodytype', 'search'] as const) {
    if ((f[key]?.length ?? 0) > TEXT_LIMITS.search) {
      throw new UserInputError(`${key} must be at most ${TEXT_LIMITS.search} characters`, key);
    }
    // PostgreSQL cannot compare text holding NUL; without this check it is a 500.
    if (f[key]?.includes('\0')) throw new UserInputError(`${key} must not contain the NUL character`, key);
  }
  if (f.hireStatus && !HIRE_STATUSES.includes(f.hireStatus)) {
    throw new UserInputError(`hire_status must be one of: ${HIRE_STATUSES.join(', ')}`, 'hire_status');
  }
  const sort = args.sort ?? 'newest';
  if (!TRUCK_LIST_SORTS.includes(sort)) throw new UserInputError(`sort must be one of: ${TRUCK_LIST_SORTS.join(', ')}`, 'sort');
  const filter: TruckFilter = {};
  for (const [key, value] of Object.entries(f) as [keyof TruckFilter, unknown][]) {
    if (value !== undefined && value !== null && value !== '') (filter as Record<string, unknown>)[key] = value;
  }
  return { filter, sort, skip: args.skip ?? 0, limit: args.limit ?? DEFAULT_PAGE_SIZE };
}

function applyInput(truck: Truck, input: TruckInput): void {
  truck.title = input.title;
  truck.description = input.description;
  truck.make = input.make;
  truck.model = input.model;
  truck.bodytype = input.bodytype;
  truck.uniquestockid = input.uniquestockid;
  truck.cabtype = input.cabtype ?? null;
  truck.axle = input.axle ?? null;
  truck.price = input.price ?? null;
  truck.year = input.year ?? null;
  truck.power = input.power ?? null;
  truck.weight = input.weight ?? null;
  truck.mileage = input.mileage ?? null;
  truck.emissions = input.emissions ?? null;
  truck.images = input.images;
  truck.videos = input.videos;
  truck.featured = input.featured;
  truck.availableForHire = input.available_for_hire;
  truck.hireStatus = input.hire_status as Truck['hireStatus'];
  truck.hireDailyRate = input.hire_daily_rate ?? null;
  truck.hireWeeklyRate = input.hire_weekly_rate ?? null;
  truck.hireMonthlyRate = input.hire_monthly_rate ?? null;
}

/**
 * Trucks: reads come from the plain-row read model through a cache that every write clears;
 * writes go through the entity and the unit of work, validated by the shared schema.
 */
export class TruckService {
  private readonly listCache = new ReadCache<TruckPage>();
  private readonly itemCache = new ReadCache<TruckRecord | undefined>(2000);
  private readonly facetCache = new ReadCache<TruckFacets>(1);

  constructor(
    private readonly changes: ChangeFeed,
    private readonly media: MediaService,
  ) {
    changes.subscribe('trucks', () => this.invalidate());
  }

  list(em: EntityManager, args: TruckListArgs): Promise<TruckPage> {
    const query = normaliseQuery(args);
    return this.listCache.get(JSON.stringify(query), () => new TruckReadModel(em.fork()).list(query));
  }

  facets(em: EntityManager): Promise<TruckFacets> {
    return this.facetCache.get('all', () => new TruckReadModel(em.fork()).facets());
  }

  async get(em: EntityManager, id: number): Promise<TruckRecord> {
    const truck = Number.isSafeInteger(id) && id > 0
      ? await this.itemCache.get(String(id), () => new TruckReadModel(em.fork()).byId(id))
      : undefined;
    if (!truck) throw new NotFoundError('Truck not found');
    return truck;
  }

  /**
   * Embedded pictures (data:image URLs) are stored as media; the truck keeps their URLs. Addresses
   * of pictures and videos uploaded here must still be stored (the save marks them as used).
   */
  async create(em: EntityManager, body: unknown): Promise<TruckRecord> {
    const input = await validate(truckInputSchema, body);
    const images = await this.media.prepareList(em, input.images);
    const videos = await this.media.prepareList(em, input.videos, 'videos');
    const truck = new Truck();
    applyInput(truck, { ...input, images: images.values, videos: videos.values });
    await this.flush(em, truck, [images, videos]);
    return this.get(em, truck.id);
  }

  async update(em: EntityManager, id: number, body: unknown): Promise<TruckRecord> {
    const input = await validate(truckInputSchema, body);
    const truck = Number.isSafeInteger(id) && id > 0 ? await em.findOne(Truck, { id }) : null;
    if (!truck) throw new NotFoundError('Truck not found');
    const images = await this.media.prepareList(em, input.images);
    const videos = await this.media.prepareList(em, input.videos, 'videos');
    applyInput(truck, { ...input, images: images.values, videos: videos.values });
    await this.flush(em, truck, [images, videos]);
    this.media.collectSoon();
    return this.get(em, truck.id);
  }

  async delete(em: EntityManager, id: number): Promise<void> {
    const deleted = Number.isSafeInteger(id) && id > 0 ? await em.nativeDelete(Truck, { id }) : 0;
    if (!deleted) throw new NotFoundError('Truck not found');
    await this.changes.publish(em, 'trucks');
    this.media.collectSoon();
  }

  /** Drops cached reads; the change feed calls it after every write, from any instance. */
  private invalidate(): void {
    this.listCache.invalidate();
    this.itemCache.invalidate();
    this.facetCache.invalidate();
  }

  /** Writes the truck with its new pictures in one transaction: a refused write stores neither. */
  private async flush(em: EntityManager, truck: Truck, media: PreparedImages[]): Promise<void> {
    try {
      await inTransaction(em, async () => {
        for (const prepared of media) await prepared.save(em);
        em.persist(truck);
      });
    } catch (error) {
      em.clear();
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError(`A truck with stock ID "${truck.uniquestockid}" already exists`, 'uniquestockid');
      }
      throw error;
    }
    await this.changes.publish(em, 'trucks');
  }
}
