import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { toSnakeCase } from '../../common/case.js';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import { BlogPostInputType, BlogPostPageType, BlogPostType, BlogTagType } from './blog.types.js';

@Resolver(() => BlogPostType)
export class BlogResolver {
  @Allow('public')
  @Query(() => BlogPostPageType, { description: 'Posts newest first; publishedOnly false (drafts too) needs backoffice:read' })
  blogPosts(
    @Ctx() ctx: RequestContext,
    @Arg('tag', () => String, { nullable: true, description: 'Only posts carrying this tag' }) tag?: string | null,
    @Arg('publishedOnly', () => Boolean, { nullable: true, defaultValue: true }) publishedOnly?: boolean | null,
    @Arg('skip', () => Int, { nullable: true }) skip?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'At most 100; 20 when not given' }) limit?: number | null,
  ) {
    return ctx.services.blog.list(ctx.em, { tag, publishedOnly, skip, limit }, () => ctx.viewer());
  }

  @Allow('public')
  @Query(() => BlogPostType, { description: 'A draft is NOT_FOUND for anyone without backoffice:read' })
  blogPost(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return ctx.services.blog.get(ctx.em, id, () => ctx.viewer());
  }

  @Allow('public')
  @Query(() => [BlogTagType], { description: 'Tags of published posts, most used first, then by name' })
  blogTags(@Ctx() ctx: RequestContext) {
    return ctx.services.blog.tags(ctx.em);
  }

  @Allow('public')
  @Mutation(() => Int, { description: 'Counts a visit to a published post (once per visit); returns the new count' })
  recordBlogView(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return ctx.services.blog.recordView(ctx.em, id);
  }

  @Allow('catalogue:write')
  @Mutation(() => BlogPostType)
  createBlogPost(@Ctx() ctx: RequestContext, @Arg('input', () => BlogPostInputType) input: BlogPostInputType) {
    return ctx.services.blog.create(ctx.em, toSnakeCase(input));
  }

  @Allow('catalogue:write')
  @Mutation(() => BlogPostType)
  updateBlogPost(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => BlogPostInputType) input: BlogPostInputType) {
    return ctx.services.blog.update(ctx.em, id, toSnakeCase(input));
  }

  @Allow('catalogue:write')
  @Mutation(() => Boolean)
  async deleteBlogPost(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await ctx.services.blog.delete(ctx.em, id);
    return true;
  }
}
