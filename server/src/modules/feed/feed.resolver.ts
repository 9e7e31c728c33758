import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { toSnakeCase } from '../../common/case.js';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import {
  FeedConfigInputType,
  FeedConfigType,
  FeedPreviewType,
  FeedStatusType,
  FeedUploadResultType,
  activityToGraphql,
  configToGraphql,
} from './feed.types.js';

/** The Feed tool, with the same access as its REST routes: reading is back-office work, changing or uploading manager work. */
@Resolver()
export class FeedResolver {
  @Allow('backoffice:read')
  @Query(() => FeedStatusType, { description: 'The Overview tab: saved settings (without the password), last upload, vehicles and recent activity' })
  async feedStatus(@Ctx() ctx: RequestContext): Promise<FeedStatusType> {
    const s = await ctx.services.feed.status(ctx.em);
    return {
      config: configToGraphql(s.config),
      lastUpload: s.last_upload ? new Date(s.last_upload) : null,
      status: s.status,
      totalVehicles: s.total_vehicles,
      recentActivity: s.sync_status.map(activityToGraphql),
    };
  }

  @Allow('backoffice:read')
  @Query(() => FeedPreviewType, { description: 'How many vehicles the feed holds, and the first ten' })
  async feedPreview(@Ctx() ctx: RequestContext): Promise<FeedPreviewType> {
    const p = await ctx.services.feed.preview(ctx.em);
    return {
      totalVehicles: p.total_vehicles,
      previewVehicles: p.preview_vehicles.map((v) => ({
        stockNumber: v.stock_number,
        title: v.title,
        make: v.make,
        model: v.model,
        year: v.year,
        imagesCount: v.images_count,
      })),
    };
  }

  @Allow('communications:manage')
  @Mutation(() => FeedConfigType, { description: 'Saves the feed settings; the answer says whether a password is saved, never what it is' })
  async saveFeedConfig(@Ctx() ctx: RequestContext, @Arg('input', () => FeedConfigInputType) input: FeedConfigInputType): Promise<FeedConfigType> {
    return configToGraphql(await ctx.services.feed.saveConfig(ctx.em, toSnakeCase(input)));
  }

  @Allow('communications:manage')
  @Mutation(() => FeedUploadResultType, {
    description:
      'Upload Now. BAD_REQUEST until feed_url and dealer_id are set; CONFLICT when more than half the vehicles of the last upload would vanish (send confirm: true to go ahead); FEED_UPLOAD_FAILED when the feed server refused or could not be reached (the failure is in the activity list)',
  })
  async uploadFeed(
    @Ctx() ctx: RequestContext,
    @Arg('confirm', () => Boolean, { nullable: true, description: 'Upload even though many vehicles would vanish' }) confirm?: boolean | null,
  ): Promise<FeedUploadResultType> {
    const result = await ctx.services.feed.upload(ctx.em, { confirm: confirm === true });
    return { message: result.message, vehicles: result.vehicles, activity: activityToGraphql(result.activity) };
  }
}
