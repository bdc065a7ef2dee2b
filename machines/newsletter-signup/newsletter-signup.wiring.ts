import { fromPromise } from 'xstate';
import { newsletterSignupMachine } from './newsletter-signup.machine';
import type { NewsletterSubscription } from './newsletter-signup.types';

export interface NewsletterSignupMachineDeps {
  /**
   * Asks the shop to email a confirmation link (the api's
   * `subscribeToNewsletter(client, request.email, request.source)`; the same
   * answer whether or not the address was known). Rejects with a `ShopError`:
   * BAD_USER_INPUT with `detail.fields.email` (shown on the field), or another
   * failure with the server's message (shown in the status line).
   *
   * The signal aborts only when the form is left (the actor stops).
   */
  subscribe: (request: NewsletterSubscription, signal: AbortSignal) => Promise<void>;
  /** Moves focus to the email field after a refused submit. */
  focusEmail: () => void;
}

export function createNewsletterSignupMachine(deps: NewsletterSignupMachineDeps) {
  return newsletterSignupMachine.provide({
    actors: {
      subscribe: fromPromise<void, NewsletterSubscription>(({ input, signal }) => deps.subscribe(input, signal)),
    },
    actions: {
      focusEmail: () => deps.focusEmail(),
    },
  });
}
