import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType('EnquiryInput', { description: 'The contact page, the enquiry and quote modals and Book a Service' })
export class EnquiryInputType {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) company?: string | null;
  @Field(() => String) subject!: string;
  @Field(() => String) message!: string;
  @Field(() => String, { nullable: true }) service?: string | null;
  @Field(() => String, { nullable: true, description: "The page it came from, e.g. '/repairs'" }) source?: string | null;
  @Field(() => Int, { nullable: true, description: 'The truck asked about' }) truckId?: number | null;
}

@InputType('NewsletterSignupInput')
export class NewsletterSignupInputType {
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) fullName?: string | null;
  @Field(() => String, { nullable: true, description: "'website' when not given" }) source?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'True when not given' }) marketingConsent?: boolean | null;
}

@ObjectType('NewsletterSignupResult', { simpleResolvers: true })
export class NewsletterSignupResultType {
  @Field(() => String) message!: string;
}
