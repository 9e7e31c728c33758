import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { ContactSubmission, Subscriber } from './communications.service.js';

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

@ObjectType('NewsletterSubscriber', { simpleResolvers: true })
export class NewsletterSubscriberType {
  @Field(() => Int) id!: number;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) fullName!: string | null;
  @Field(() => String, { description: "Which form: 'website', 'email-capture', ..." }) source!: string;
  @Field(() => Boolean) marketingConsent!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('NewsletterSubscriberPage', { simpleResolvers: true })
export class NewsletterSubscriberPageType {
  @Field(() => [NewsletterSubscriberType], { description: 'Newest first; only current subscribers' }) items!: NewsletterSubscriberType[];
  @Field(() => Int) total!: number;
}

@ObjectType('ContactSubmission', { simpleResolvers: true })
export class ContactSubmissionType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) company!: string | null;
  @Field(() => String) subject!: string;
  @Field(() => String) message!: string;
  @Field(() => String, { nullable: true }) service!: string | null;
  @Field(() => String, { nullable: true, description: 'The page it was sent from' }) source!: string | null;
  @Field(() => Int, { nullable: true }) truckId!: number | null;
  @Field(() => String, { nullable: true }) truckTitle!: string | null;
  @Field(() => String, { description: 'new, in_progress or closed' }) status!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('ContactSubmissionPage', { simpleResolvers: true })
export class ContactSubmissionPageType {
  @Field(() => [ContactSubmissionType], { description: 'Newest first' }) items!: ContactSubmissionType[];
  @Field(() => Int) total!: number;
}

@ObjectType('NewsletterSendResult', { simpleResolvers: true })
export class NewsletterSendResultType {
  @Field(() => Int) emailsSent!: number;
  @Field(() => Int) trucksIncluded!: number;
}

/** The REST rows (snake_case, ISO timestamps) as the GraphQL types have them. */
export function subscriberToGraphql(s: Subscriber): NewsletterSubscriberType {
  return { id: s.id, email: s.email, fullName: s.full_name, source: s.source, marketingConsent: s.marketing_consent, createdAt: new Date(s.created_at) };
}

export function submissionToGraphql(e: ContactSubmission): ContactSubmissionType {
  return {
    id: e.id,
    name: e.name,
    email: e.email,
    phone: e.phone,
    company: e.company,
    subject: e.subject,
    message: e.message,
    service: e.service,
    source: e.source,
    truckId: e.truck_id,
    truckTitle: e.truck_title,
    status: e.status,
    createdAt: new Date(e.created_at),
  };
}
