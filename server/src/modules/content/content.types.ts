import { Field, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { SiteSectionName } from '@dealer/schema';

@ObjectType('SiteSection', { simpleResolvers: true, description: 'One section of the editable site content' })
export class SiteSectionType {
  @Field(() => String, { description: 'hero, heroImages, services, contact, colours or testimonial' }) section!: SiteSectionName;
  @Field(() => GraphQLJSONObject, { description: 'Every key of the section; keys staff have not saved hold their defaults' })
  content!: Record<string, unknown>;
}
