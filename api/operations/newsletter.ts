import { z } from '../zod';

import type { CallOptions, ShopClient } from '../client';
import { graphql, requestTyped, type ResultOf } from '../graphql';
import { newsletterSubscriptionInputSchema, type NewsletterSource } from '../schemas/newsletter';
import { validInput } from './operation-input';

/*
 * The newsletter modal's and the blog's sign-up (issue 7): double opt-in. Subscribing sends a
 * confirmation email in the client's language whose link opens `/{lang}/newsletter/confirm?token=…`;
 * that page calls confirmNewsletterSubscription. Checking the address is the backend's:
 * BAD_USER_INPUT with spec §5's message ('This field is required', 'Is not a valid email address')
 * in the client's language.
 */

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
  const input = validInput('subscribeToNewsletter', newsletterSubscriptionInputSchema, { email, source });
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
