import { Router } from 'express';
import type { TruckSort } from '@dealer/schema';
import { allow, ctxOf, etagOf, idParam, queryParam, sendCachedJson } from '../../common/http.js';
import type { TruckPage, TruckRecord } from './truck.read-model.js';

/** The REST shape: the specs' snake_case field names. */
export function truckToRest(t: TruckRecord) {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    make: t.make,
    model: t.model,
    year: t.year,
    emissions: t.emissions,
    mileage: t.mileage,
    bodytype: t.bodytype,
    price: t.price,
    power: t.power,
    weight: t.weight,
    axle: t.axle,
    cabtype: t.cabtype,
    images: t.images,
    videos: t.videos,
    featured: t.featured,
    uniquestockid: t.uniquestockid,
    available_for_hire: t.availableForHire,
    hire_status: t.hireStatus,
    hire_daily_rate: t.hireDailyRate,
    hire_weekly_rate: t.hireWeeklyRate,
    hire_monthly_rate: t.hireMonthlyRate,
    created_at: t.createdAt,
    updated_at: t.updatedAt,
  };
}

/** Serialised list bodies, kept as long as the cached page they were made from. */
const serialised = new WeakMap<TruckPage, { body: string; etag: string }>();

function listBody(page: TruckPage) {
  let entry = serialised.get(page);
  if (!entry) {
    const body = JSON.stringify(page.items.map(truckToRest));
    entry = { body, etag: etagOf(body) };
    serialised.set(page, entry);
  }
  return entry;
}

/** A truck read back from GET may be sent to PUT as it is: the read-only fields are dropped. */
function writableFields(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { id: _id, created_at: _createdAt, updated_at: _updatedAt, ...rest } = body as Record<string, unknown>;
  return rest;
}

export function truckRoutes(): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const q = req.query;
    const page = await ctxOf(res).services.trucks.list(ctxOf(res).em, {
      filter: {
        make: queryParam.string(q, 'make'),
        model: queryParam.string(q, 'model'),
        year: queryParam.integer(q, 'year'),
        bodytype: queryParam.string(q, 'bodytype'),
        featured: queryParam.boolean(q, 'featured'),
        availableForHire: queryParam.boolean(q, 'available_for_hire'),
        hireStatus: queryParam.string(q, 'hire_status') as TruckRecord['hireStatus'] | undefined,
        priceMin: queryParam.integer(q, 'price_min'),
        priceMax: queryParam.integer(q, 'price_max'),
        mileageMin: queryParam.integer(q, 'mileage_min'),
        mileageMax: queryParam.integer(q, 'mileage_max'),
        search: queryParam.string(q, 'search'),
      },
      sort: queryParam.string(q, 'sort') as TruckSort | undefined,
      skip: queryParam.integer(q, 'skip'),
      limit: queryParam.integer(q, 'limit'),
    });
    const { body, etag } = listBody(page);
    res.setHeader('X-Total-Count', String(page.total));
    sendCachedJson(req, res, body, etag);
  });

  router.get('/facets', async (_req, res) => {
    res.json(await ctxOf(res).services.trucks.facets(ctxOf(res).em));
  });

  router.get('/:id', async (req, res) => {
    const truck = await ctxOf(res).services.trucks.get(ctxOf(res).em, idParam(req));
    res.json(truckToRest(truck));
  });

  router.post('/', allow('catalogue:write'), async (req, res) => {
    const truck = await ctxOf(res).services.trucks.create(ctxOf(res).em, req.body);
    res.status(201).json(truckToRest(truck));
  });

  router.put('/:id', allow('catalogue:write'), async (req, res) => {
    const truck = await ctxOf(res).services.trucks.update(ctxOf(res).em, idParam(req), writableFields(req.body));
    res.json(truckToRest(truck));
  });

  router.delete('/:id', allow('catalogue:write'), async (req, res) => {
    await ctxOf(res).services.trucks.delete(ctxOf(res).em, idParam(req));
    res.status(204).end();
  });

  return router;
}
