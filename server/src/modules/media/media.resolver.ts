import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import { MediaUploadType } from './media.types.js';

@Resolver()
export class MediaResolver {
  @Allow('catalogue:write')
  @Mutation(() => MediaUploadType, {
    description:
      'Stores a picture sent as a data:image URL (JPEG, PNG, GIF or WebP, checked by its bytes; at most MEDIA_MAX_BYTES) once, and gives its URLs. The same picture again gives the same URLs.',
  })
  uploadImage(@Ctx() ctx: RequestContext, @Arg('dataUrl', () => String) dataUrl: string) {
    return ctx.services.media.storeDataUrl(ctx.em, dataUrl, 'dataUrl');
  }
}
