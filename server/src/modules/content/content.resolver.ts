import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import { SiteSectionType } from './content.types.js';

@Resolver(() => SiteSectionType)
export class ContentResolver {
  @Allow('public')
  @Query(() => [SiteSectionType], { description: 'Every section of the site content, defaults filled in' })
  siteContent(@Ctx() ctx: RequestContext) {
    return ctx.services.content.all(ctx.em);
  }

  @Allow('public')
  @Query(() => SiteSectionType, { description: 'One section; NOT_FOUND for a section the site does not have' })
  siteSection(@Ctx() ctx: RequestContext, @Arg('section', () => String) section: string) {
    return ctx.services.content.section(ctx.em, section);
  }

  @Allow('catalogue:write')
  @Mutation(() => SiteSectionType, {
    description: 'Replaces the saved keys of a section; keys left out show their defaults. Picture fields may hold data:image URLs, stored and kept as /media URLs',
  })
  updateSiteSection(
    @Ctx() ctx: RequestContext,
    @Arg('section', () => String) section: string,
    @Arg('content', () => GraphQLJSONObject) content: Record<string, unknown>,
  ) {
    return ctx.services.content.update(ctx.em, section, content);
  }
}
