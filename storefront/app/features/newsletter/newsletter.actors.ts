import type { ShopClient } from '@shop/api';
import type { NewsletterSubscription, newsletterSignupMachine } from '@shop/machines/newsletter';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/react/machine-actors';

/** Loaded with the first request, not with the page (docs/architecture.md "What a first load holds"). */
const newsletterOperations = () => import('@shop/api/operations/newsletter');

/** The sign-up's double opt-in request (the backend emails the link), and focus back to the email after a refusal. */
export function newsletterSignupActors(
  client: ShopClient,
  focusEmail: () => void,
): MachineActors<typeof newsletterSignupMachine, 'focusField'> {
  return {
    actors: {
      subscribe: fromPromise<void, NewsletterSubscription>(async ({ input, signal }) => {
        await (await newsletterOperations()).subscribeToNewsletter(client, input.email, input.source, { signal });
      }),
    },
    // The form has one field: focus goes back to it.
    actions: { focusField: focusEmail },
  };
}
