import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('BlogPost', { simpleResolvers: true, description: 'A news post; drafts (published false) are shown to staff only' })
export class BlogPostType {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'HTML, cleaned of anything that could run script when saved; render as given' }) content!: string;
  @Field(() => String, { description: 'Plain text; made from the content when left empty' }) excerpt!: string;
  @Field(() => String, { nullable: true }) featuredImage!: string | null;
  @Field(() => [String]) tags!: string[];
  @Field(() => Boolean) published!: boolean;
  @Field(() => String) author!: string;
  @Field(() => Int) views!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('BlogPostPage', { simpleResolvers: true })
export class BlogPostPageType {
  @Field(() => [BlogPostType], { description: 'Newest first' }) items!: BlogPostType[];
  @Field(() => Int, { description: 'How many posts match in all' }) total!: number;
}

@ObjectType('BlogTag', { simpleResolvers: true })
export class BlogTagType {
  @Field(() => String) tag!: string;
  @Field(() => Int, { description: 'How many published posts carry the tag' }) count!: number;
}

@InputType('BlogPostInput', { description: 'Every field of a post; an update replaces them all (views stay)' })
export class BlogPostInputType {
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'HTML; anything that could run script is removed before it is stored' }) content!: string;
  @Field(() => String, { nullable: true, description: 'Empty: made from the start of the content' }) excerpt?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A web address, a path on this site, or an uploaded picture as a data:image URL (stored and kept as a /media URL)',
  })
  featuredImage?: string | null;
  @Field(() => [String], { nullable: true, description: 'Trimmed; empty ones and repeats are dropped' }) tags?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'True when not given' }) published?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Empty: the company name from the site content' }) author?: string | null;
}
