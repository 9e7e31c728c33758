import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Part', { simpleResolvers: true, description: 'A part in the parts catalogue' })
export class PartType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Engine, Transmission, Brakes, Electrical, Cab & Body or Suspension' }) category!: string;
  @Field(() => String) partNumber!: string;
  @Field(() => String, { description: 'Genuine New, Reconditioned, Used - Excellent, Used - Very Good or Used - Good' }) condition!: string;
  @Field(() => String, { description: 'The trucks it fits' }) compatibility!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: "Display text such as '£1,250' or 'POA'" }) price!: string;
  @Field(() => String, { description: 'In Stock, 2-3 Days, 1 Week, 2 Weeks or Out of Stock' }) availability!: string;
  @Field(() => String, { description: 'Shown as Coverage: 3 months, 6 months or Up to 12 months' }) warranty!: string;
  @Field(() => [String], { description: 'Web addresses or site paths; uploaded pictures are /media URLs (thumbnails: see thumbnailUrl in @dealer/schema)' }) images!: string[];
  @Field(() => String, { nullable: true, description: 'The first image, or null' }) image!: string | null;
  @Field(() => Boolean) featured!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('PartPage', { simpleResolvers: true })
export class PartPageType {
  @Field(() => [PartType]) items!: PartType[];
  @Field(() => Int, { description: 'How many parts match the filter in all' }) total!: number;
}

@InputType('PartFilter')
export class PartFilterInput {
  @Field(() => String, { nullable: true, description: 'Name, part number or compatibility contains, any case' }) search?: string | null;
  @Field(() => String, { nullable: true, description: 'Exact category' }) category?: string | null;
  @Field(() => String, { nullable: true, description: "Condition starts with, any case ('Used - Good' does not match 'Used - Very Good')" })
  condition?: string | null;
}

@InputType('PartInput', { description: 'Every field of a part; an update replaces them all' })
export class PartInputType {
  @Field(() => String) name!: string;
  @Field(() => String) category!: string;
  @Field(() => String) partNumber!: string;
  @Field(() => String) condition!: string;
  @Field(() => String) compatibility!: string;
  @Field(() => String) description!: string;
  @Field(() => String) price!: string;
  @Field(() => String) availability!: string;
  @Field(() => String, { description: 'Coverage' }) warranty!: string;
  @Field(() => [String], {
    nullable: true,
    description: 'Web addresses, site paths or pictures embedded as data:image URLs (JPEG, PNG, GIF or WebP), which are stored and kept as /media URLs',
  })
  images?: string[] | null;
  @Field(() => Boolean, { nullable: true }) featured?: boolean | null;
}
