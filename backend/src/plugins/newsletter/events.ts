import { VendureEvent, type RequestContext } from '@vendure/core';

/**
 * A confirmation email is due (email/newsletter-email-handler.ts). It carries the token in clear,
 * in memory only, for the link: the subscription row keeps its hash.
 */
export class NewsletterConfirmationRequestedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly email: string,
    readonly languageCode: string,
    readonly token: string,
  ) {
    super();
  }
}
