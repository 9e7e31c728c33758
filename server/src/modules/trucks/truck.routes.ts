import { idParam, queryParam, sendCachedJson, serialisedOnce, withoutReadOnlyFields } from '../../common/http.js';
import { route, routeGroup } from '../../common/routes.js';
import type { TruckListSort, TruckPage, TruckRecord } from './truck.read-model.js';

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

const listBody = serialisedOnce((page: TruckPage) => JSON.stringify(page.items.map(truckToRest)));

/** Fields the server keeps: a record read back from GET may be sent to PUT as it is. */
const READ_ONLY = ['id', 'created_at', 'updated_at'] as const;

export const truckRoutes = routeGroup('/trucks', [
  route('get', '/', 'public', async ({ req, res, ctx }) => {
    const q = req.query;
    const page = await ctx.services.trucks.list(ctx.em, {
      filter: {
        make: queryParam.string(q, 'make'),
        model: queryParam.string(q, 'model'),
        year: queryParam.integer(q, 'year'),
        bodytype: queryParam.string(q, 'bodytype'),
        featured: queryParam.boolean(q, 'featured'),
        availableForHire: queryParam.boolean(q, 'available_for_hire'),
        forSale: queryParam.boolean(q, 'for_sale'),
        hireStatus: queryParam.string(q, 'hire_status') as TruckRecord['hireStatus'] | undefined,
        priceMin: queryParam.integer(q, 'price_min'),
        priceMax: queryParam.integer(q, 'price_max'),
        mileageMin: queryParam.integer(q, 'mileage_min'),
        mileageMax: queryParam.integer(q, 'mileage_max'),
        search: queryParam.string(q, 'search'),
      },
      sort: queryParam.string(q, 'sort') as TruckListSort | undefined,
      skip: queryParam.integer(q, 'skip'),
      limit: queryParam.integer(q, 'limit'),
    });
    const { body, etag } = listBody(page);
    res.setHeader('X-Total-Count', String(page.total));
    sendCachedJson(req, res, body, etag);
  }),

  route('get', '/facets', 'public', async ({ res, ctx }) => {
    res.json(await ctx.services.trucks.facets(ctx.em));
  }),

  route('get', '/:id', 'public', async ({ req, res, ctx }) => {
    res.json(truckToRest(await ctx.services.trucks.get(ctx.em, idParam(req))));
  }),

  route(
    'post',
    '/',
    'catalogue:write',
    async ({ req, res, ctx }) => {
      res.status(201).json(truckToRest(await ctx.services.trucks.create(ctx.em, req.body)));
    },
    { body: 'images' },
  ),

  route(
    'put',
    '/:id',
    'catalogue:write',
    async ({ req, res, ctx }) => {
      res.json(truckToRest(await ctx.services.trucks.update(ctx.em, idParam(req), withoutReadOnlyFields(req.body, READ_ONLY))));
    },
    { body: 'images' },
  ),

  route('delete', '/:id', 'catalogue:write', async ({ req, res, ctx }) => {
    await ctx.services.trucks.delete(ctx.em, idParam(req));
    res.status(204).end();
  }),
]);
