import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { FeedActivity, FeedConfigView } from './feed.service.js';

@ObjectType('FeedConfig', { simpleResolvers: true, description: 'The saved feed settings; the password itself is never sent back' })
export class FeedConfigType {
  @Field(() => String, { nullable: true }) feedUrl!: string | null;
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field(() => Boolean, { description: 'Whether a password is saved (and can be decrypted)' }) passwordSet!: boolean;
  @Field(() => String, { nullable: true }) dealerId!: string | null;
  @Field(() => Int, { description: '1, 6, 12 or 24' }) autoSyncHours!: number;
}

@ObjectType('FeedActivity', { simpleResolvers: true, description: 'One upload or auto-sync and how it went' })
export class FeedActivityType {
  @Field(() => String, { description: 'upload or auto_sync' }) type!: string;
  @Field(() => String, { description: 'success, failed (the feed server refused) or error (it could not be reached)' }) status!: string;
  @Field(() => String) message!: string;
  @Field(() => Date) timestamp!: Date;
}

@ObjectType('FeedStatus', { simpleResolvers: true })
export class FeedStatusType {
  @Field(() => FeedConfigType) config!: FeedConfigType;
  @Field(() => Date, { nullable: true, description: 'The last successful upload' }) lastUpload!: Date | null;
  @Field(() => String, { nullable: true, description: 'How the latest upload went; null before the first' }) status!: string | null;
  @Field(() => Int) totalVehicles!: number;
  @Field(() => [FeedActivityType], { description: 'Newest first, the last 20' }) recentActivity!: FeedActivityType[];
}

@ObjectType('FeedPreviewVehicle', { simpleResolvers: true })
export class FeedPreviewVehicleType {
  @Field(() => String) stockNumber!: string;
  @Field(() => String) title!: string;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => Int, { nullable: true }) year!: number | null;
  @Field(() => Int) imagesCount!: number;
}

@ObjectType('FeedPreview', { simpleResolvers: true })
export class FeedPreviewType {
  @Field(() => Int) totalVehicles!: number;
  @Field(() => [FeedPreviewVehicleType], { description: 'The first ten vehicles of the feed, newest first' }) previewVehicles!: FeedPreviewVehicleType[];
}

@InputType('FeedConfigInput', { description: 'Fields left out or null keep their saved values; empty text clears one, except the password, which empty keeps' })
export class FeedConfigInputType {
  @Field(() => String, { nullable: true, description: 'An http or https address' }) feedUrl?: string | null;
  @Field(() => String, { nullable: true }) username?: string | null;
  @Field(() => String, { nullable: true }) password?: string | null;
  @Field(() => String, { nullable: true }) dealerId?: string | null;
  @Field(() => Int, { nullable: true, description: '1, 6, 12 or 24' }) autoSyncHours?: number | null;
}

@ObjectType('FeedUploadResult', { simpleResolvers: true })
export class FeedUploadResultType {
  @Field(() => String) message!: string;
  @Field(() => Int, { description: 'How many vehicles were sent' }) vehicles!: number;
  @Field(() => FeedActivityType, { description: 'The entry the upload added to the activity list' }) activity!: FeedActivityType;
}

export function configToGraphql(c: FeedConfigView): FeedConfigType {
  return { feedUrl: c.feed_url, username: c.username, passwordSet: c.has_password, dealerId: c.dealer_id, autoSyncHours: c.auto_sync_hours };
}

export function activityToGraphql(a: FeedActivity): FeedActivityType {
  return { type: a.type, status: a.status, message: a.message, timestamp: new Date(a.timestamp) };
}
