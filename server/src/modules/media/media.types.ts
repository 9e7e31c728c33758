import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('MediaUpload', { simpleResolvers: true, description: 'A stored picture: put its url in a record; list cards show thumbUrl' })
export class MediaUploadType {
  @Field(() => String, { description: 'SHA-256 of the uploaded bytes, hex' }) id!: string;
  @Field(() => String, { description: '/media/<id>.<jpg|png|gif|webp>: the picture, scaled down to fit 1920x1080 when it was bigger' }) url!: string;
  @Field(() => String, { description: '/media/<id>.thumb.webp: a WebP thumbnail that fits 480x360' }) thumbUrl!: string;
  @Field(() => String, { description: 'image/jpeg, image/png, image/gif or image/webp, by the bytes' }) contentType!: string;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
  @Field(() => Int, { description: 'Bytes of the picture as served' }) size!: number;
}
