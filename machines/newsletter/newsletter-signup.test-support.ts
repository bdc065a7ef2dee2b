import { createActor } from 'xstate';
import { ShopError } from '../../api/errors';
import { createFakeRequests } from '../test-support/fake-requests';
import { newsletterSignupMachine } from './newsletter-signup.machine';
import type {
  NewsletterSignupEmitted,
  NewsletterSignupEvent,
  NewsletterSignupField,
  NewsletterSignupInput,
  NewsletterSubscription,
} from './newsletter-signup.types';

/*
 * A fake host for the newsletter sign-up's tests: `subscribe` waits until the
 * test answers it (`machines/test-support/fake-requests.ts`), and every focus
 * request and emitted event is logged in order. Shared by the unit and the
 * model tests.
 */

/** The newsletter modal, empty. */
export const MODAL: NewsletterSignupInput = { source: 'modal' };
/** The account, with the customer's address. */
export const ACCOUNT: NewsletterSignupInput = { source: 'account', email: 'ada@example.com' };

/** A refusal as the api raises it: an http `ShopError`. */
export function httpError(extra: { status?: number; code?: string; message?: string; fields?: Record<string, string> } = {}): ShopError {
  return new ShopError('subscribeToNewsletter', {
    kind: 'http',
    status: extra.status ?? 400,
    ...(extra.code === undefined ? {} : { code: extra.code }),
    ...(extra.message === undefined ? {} : { message: extra.message }),
    ...(extra.fields === undefined ? {} : { fields: extra.fields }),
  });
}

/** The backend refusing the address, naming the field. */
export const EMAIL_REFUSED = httpError({
  code: 'BAD_USER_INPUT',
  message: 'Is not a valid email address',
  fields: { email: 'Is not a valid email address' },
});
/** A failure the shop explained in its own words. */
export const SERVER_ERROR = httpError({ status: 500, message: 'Mail server unavailable' });
/** A request that never reached the shop (no server message: 'An error occured'). */
export const NETWORK_ERROR = new ShopError('subscribeToNewsletter', { kind: 'network' });

/** What the machine asked the host for or told it, in order. */
export type NewsletterSignupEffect =
  | { readonly effect: 'focusField'; readonly field: NewsletterSignupField }
  | { readonly effect: 'emitted'; readonly event: NewsletterSignupEmitted };

export function startNewsletterSignup(input: NewsletterSignupInput = MODAL) {
  const shop = createFakeRequests();
  const effects: NewsletterSignupEffect[] = [];
  const machine = newsletterSignupMachine.provide({
    actors: { subscribe: shop.request<void, NewsletterSubscription>('subscribe') },
    actions: { focusField: (_, { field }) => effects.push({ effect: 'focusField', field }) },
  });
  const actor = createActor(machine, { input });
  actor.on('*', (event) => effects.push({ effect: 'emitted', event }));
  actor.start();
  const send = (...events: NewsletterSignupEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, shop, effects, send };
}

export type NewsletterSignupHarness = ReturnType<typeof startNewsletterSignup>;
