import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { toSnakeCase } from '../../common/case.js';
import type { RequestContext } from '../../common/context.js';
import { Allow, Throttled } from '../../graphql/access.js';
import { NEWSLETTER_THANKS } from './communications.service.js';
import { EnquiryInputType, NewsletterSignupInputType, NewsletterSignupResultType } from './communications.types.js';

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
}
