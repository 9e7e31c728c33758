import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { toSnakeCase } from '../../common/case.js';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import { PartFilterInput, PartInputType, PartPageType, PartType } from './part.types.js';

@Resolver(() => PartType)
export class PartResolver {
  @Allow('public')
  @Query(() => PartPageType, { description: 'Parts matching the filter, featured first, then newest first' })
  parts(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => PartFilterInput, { nullable: true }) filter?: PartFilterInput | null,
    @Arg('skip', () => Int, { nullable: true }) skip?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'At most 200; 100 when not given' }) limit?: number | null,
  ) {
    return ctx.services.parts.list(ctx.em, { filter, skip, limit });
  }

  @Allow('public')
  @Query(() => PartType)
  part(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return ctx.services.parts.get(ctx.em, id);
  }

  @Allow('catalogue:write')
  @Mutation(() => PartType)
  createPart(@Ctx() ctx: RequestContext, @Arg('input', () => PartInputType) input: PartInputType) {
    return ctx.services.parts.create(ctx.em, toSnakeCase(input));
  }

  @Allow('catalogue:write')
  @Mutation(() => PartType)
  updatePart(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => PartInputType) input: PartInputType) {
    return ctx.services.parts.update(ctx.em, id, toSnakeCase(input));
  }

  @Allow('catalogue:write')
  @Mutation(() => Boolean)
  async deletePart(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await ctx.services.parts.delete(ctx.em, id);
    return true;
  }
}
