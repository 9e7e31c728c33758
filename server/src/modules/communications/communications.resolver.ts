import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { toSnakeCase } from '../../common/case.js';
import type { RequestContext } from '../../common/context.js';
import { Allow, Throttled } from '../../graphql/access.js';
import { NEWSLETTER_THANKS, UNSUBSCRIBED } from './communications.service.js';
import {
  ContactSubmissionPageType,
  ContactSubmissionType,
  EnquiryInputType,
  NewsletterSendResultType,
  NewsletterSignupInputType,
  NewsletterSignupResultType,
  NewsletterSubscriberPageType,
  submissionToGraphql,
  subscriberToGraphql,
} from './communications.types.js';

@Resolver()
export class CommunicationsResolver {
  @Allow('public')
  @Throttled('forms')
  @Mutation(() => Boolean, { description: 'Stores an enquiry and mails it to the sales team' })
  async sendEnquiry(@Ctx() ctx: RequestContext, @Arg('input', () => EnquiryInputType) input: EnquiryInputType) {
    await ctx.services.communications.sendEnquiry(ctx.em, toSnakeCase(input));
    return true;
  }

  @Allow('public')
  @Throttled('forms')
  @Mutation(() => NewsletterSignupResultType, { description: 'Subscribes an email; the same email again updates it' })
  async subscribeNewsletter(@Ctx() ctx: RequestContext, @Arg('input', () => NewsletterSignupInputType) input: NewsletterSignupInputType) {
    await ctx.services.communications.subscribe(ctx.em, toSnakeCase(input));
    return { message: NEWSLETTER_THANKS };
  }

  @Allow('public')
  @Mutation(() => NewsletterSignupResultType, { description: "The newsletter's one-click unsubscribe link; the token names the subscriber" })
  async unsubscribeNewsletter(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    await ctx.services.communications.unsubscribe(ctx.em, token);
    return { message: UNSUBSCRIBED };
  }

  @Allow('communications:manage')
  @Query(() => NewsletterSubscriberPageType, { description: 'Current newsletter subscribers, newest first' })
  async newsletterSubscribers(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true, description: 'Matches email or name, any case' }) search?: string | null,
    @Arg('skip', () => Int, { nullable: true }) skip?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'At most 100; 50 when not given' }) limit?: number | null,
  ) {
    const page = await ctx.services.communications.listSubscribers(ctx.em, { search, skip, limit });
    return { items: page.items.map(subscriberToGraphql), total: page.total };
  }

  @Allow('communications:manage')
  @Query(() => ContactSubmissionPageType, { description: 'Contact submissions (enquiries), newest first' })
  async contactSubmissions(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true, description: 'Matches name, email, subject or message, any case' }) search?: string | null,
    @Arg('status', () => String, { nullable: true, description: 'new, in_progress or closed' }) status?: string | null,
    @Arg('skip', () => Int, { nullable: true }) skip?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'At most 100; 50 when not given' }) limit?: number | null,
  ) {
    const page = await ctx.services.communications.listSubmissions(ctx.em, { search, status, skip, limit });
    return { items: page.items.map(submissionToGraphql), total: page.total };
  }

  @Allow('communications:manage')
  @Mutation(() => ContactSubmissionType, { description: 'Marks a contact submission new, in_progress or closed' })
  async updateEnquiryStatus(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('status', () => String) status: string) {
    return submissionToGraphql(await ctx.services.communications.updateSubmissionStatus(ctx.em, id, { status }));
  }

  @Allow('communications:manage')
  @Mutation(() => NewsletterSendResultType, {
    description: 'Mails the trucks added in the last daysBack days to consenting subscribers; a second send of the same week needs confirm',
  })
  async sendNewsletter(
    @Ctx() ctx: RequestContext,
    @Arg('daysBack', () => Int, { nullable: true, description: '7 when not given' }) daysBack?: number | null,
    @Arg('confirm', () => Boolean, { nullable: true }) confirm?: boolean | null,
  ) {
    const result = await ctx.services.communications.sendNewsletter(ctx.em, { days_back: daysBack ?? undefined, confirm: confirm ?? undefined });
    return { emailsSent: result.emails_sent, trucksIncluded: result.trucks_included };
  }
}
