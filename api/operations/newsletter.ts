import { z } from '../zod';

import type { CallOptions, ShopClient } from '../client';
import { graphql, requestTyped, type ResultOf } from '../graphql';
import { validInput } from './operation-input';

/*
 * The newsletter modal's and the blog's sign-up (issue 7): double opt-in. Subscribing sends a
 * confirmation email in the client's language whose link opens `/{lang}/newsletter/confirm?token=…`;
 * that page calls confirmNewsletterSubscription. Checking the address is the backend's:
 * BAD_USER_INPUT with spec §5's message ('This field is required', 'Is not a valid email address')
 * in the client's language.
 */

/** Where the address was given: the newsletter modal, the blog's featured block, the account. */
export const NEWSLETTER_SOURCES = ['modal', 'blog', 'account'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The address itself is the backend's to check; here only a value no form would send (thousands of characters) is refused. */
const subscriptionInputSchema = z.object({
  email: z.string().max(1000, 'Is not a valid email address'),
  source: z.enum(NEWSLETTER_SOURCES),
});

const SUBSCRIBE_DOCUMENT = graphql(`
  mutation SubscribeToNewsletter($email: String!, $source: String) {
    subscribeToNewsletter(email: $email, source: $source) { status }
  }
`);
const CONFIRM_DOCUMENT = graphql(`
  mutation ConfirmNewsletterSubscription($token: String!) {
    confirmNewsletterSubscription(token: $token) { status }
  }
`);

/** The same answer whether or not the address was known or already confirmed (no enumeration). */
export type NewsletterSubscribeResult = ResultOf<typeof SUBSCRIBE_DOCUMENT>['subscribeToNewsletter'];
/** The emailed link's token: CONFIRMED once; INVALID_TOKEN when unknown or used; EXPIRED after 48 hours. */
export type NewsletterConfirmationResult = ResultOf<typeof CONFIRM_DOCUMENT>['confirmNewsletterSubscription'];
export type NewsletterConfirmationStatus = NewsletterConfirmationResult['status'];

/**
 * Always `{ status: 'PENDING_CONFIRMATION' }` for a valid address, known or not; a confirmed
 * address gets no email and a pending one at most one every 10 minutes.
 */
export async function subscribeToNewsletter(
  client: ShopClient,
  email: string,
  source: NewsletterSource = 'modal',
  options: CallOptions = {},
): Promise<NewsletterSubscribeResult> {
  const input = validInput('subscribeToNewsletter', subscriptionInputSchema, { email, source });
  const { subscribeToNewsletter: result } = await requestTyped(client, 'subscribeToNewsletter', SUBSCRIBE_DOCUMENT, input, {
    ...options,
    fresh: true,
  });
  return result;
}

/** The emailed link's token: CONFIRMED once; INVALID_TOKEN when unknown or used; EXPIRED after 48 hours. */
export async function confirmNewsletterSubscription(
  client: ShopClient,
  token: string,
  options: CallOptions = {},
): Promise<NewsletterConfirmationResult> {
  const checked = validInput('confirmNewsletterSubscription', z.object({ token: z.string().trim().min(1, 'This field is required') }), {
    token,
  });
  const { confirmNewsletterSubscription: result } = await requestTyped(client, 'confirmNewsletterSubscription', CONFIRM_DOCUMENT, checked, {
    ...options,
    fresh: true,
  });
  return result;
}
