import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import { TruckFacetsType, TruckFilterInput, TruckInputType, TruckPageType, TruckSort, TruckType } from './truck.types.js';
import { toSnakeCase } from '../../common/case.js';

@Resolver(() => TruckType)
export class TruckResolver {
  @Allow('public')
  @Query(() => TruckPageType, { description: 'Trucks matching the filter, newest first unless sorted otherwise' })
  trucks(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => TruckFilterInput, { nullable: true }) filter?: TruckFilterInput | null,
    @Arg('sort', () => TruckSort, { nullable: true }) sort?: TruckSort | null,
    @Arg('skip', () => Int, { nullable: true }) skip?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'At most 100; 50 when not given' }) limit?: number | null,
  ) {
    return ctx.services.trucks.list(ctx.em, { filter, sort, skip, limit });
  }

  @Allow('public')
  @Query(() => TruckFacetsType)
  truckFacets(@Ctx() ctx: RequestContext) {
    return ctx.services.trucks.facets(ctx.em);
  }

  @Allow('public')
  @Query(() => TruckType)
  truck(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return ctx.services.trucks.get(ctx.em, id);
  }

  @Allow('catalogue:write')
  @Mutation(() => TruckType)
  createTruck(@Ctx() ctx: RequestContext, @Arg('input', () => TruckInputType) input: TruckInputType) {
    return ctx.services.trucks.create(ctx.em, toSnakeCase(input));
  }

  @Allow('catalogue:write')
  @Mutation(() => TruckType)
  updateTruck(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TruckInputType) input: TruckInputType,
  ) {
    return ctx.services.trucks.update(ctx.em, id, toSnakeCase(input));
  }

  @Allow('catalogue:write')
  @Mutation(() => Boolean)
  async deleteTruck(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await ctx.services.trucks.delete(ctx.em, id);
    return true;
  }
}
