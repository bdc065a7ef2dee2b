import { describe, expect } from 'vitest';
import { observeSelectors, type ModelEvent, type ReplayedStep } from '../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../test-support/model-tests';
import { validateEmail } from '../forms/rules';
import { newsletterSignupMachine, newsletterSubscriptionOf } from './newsletter-signup.machine';
import * as newsletterSignupSelectors from './newsletter-signup.selectors';
import type { NewsletterSignupSnapshot } from './newsletter-signup.selectors';
import {
  ACCOUNT,
  EMAIL_REFUSED,
  MODAL,
  NETWORK_ERROR,
  SERVER_ERROR,
  startNewsletterSignup,
  type NewsletterSignupEffect,
  type NewsletterSignupHarness,
} from './newsletter-signup.test-support';
import type { NewsletterSignupInput } from './newsletter-signup.types';

/**
 * Each event stands for a class the machine branches on: an address typed
 * valid, not valid, or blank; the field left; submit; restart; and the
 * request answering, failing with the server's words, naming the email
 * field, or not reaching the shop.
 */
const EVENTS: readonly ModelEvent[] = [
  { type: 'field.changed', field: 'email', value: ' ada@example.com ' },
  { type: 'field.changed', field: 'email', value: 'ada@' },
  { type: 'field.changed', field: 'email', value: '' },
  { type: 'field.blurred', field: 'email' },
  { type: 'signup.submitted' },
  { type: 'signup.restarted' },
  { type: 'xstate.done.actor.subscribe' },
  { type: 'xstate.error.actor.subscribe', error: SERVER_ERROR },
  { type: 'xstate.error.actor.subscribe', error: EMAIL_REFUSED },
  { type: 'xstate.error.actor.subscribe', error: NETWORK_ERROR },
];

const STARTS = [
  ['the newsletter modal', MODAL],
  ['the account, prefilled', ACCOUNT],
] as const satisfies ReadonlyArray<readonly [string, NewsletterSignupInput]>;

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observe = observeSelectors<NewsletterSignupSnapshot>(newsletterSignupSelectors);

let current: { harness: NewsletterSignupHarness; seen: number } | null = null;

/** What a step must ask the host for or tell it, from the model's snapshots before and after. */
function expectedEffects({ event, before, actor }: ReplayedStep<NewsletterSignupSnapshot>): NewsletterSignupEffect[] {
  const after = actor.getSnapshot() as NewsletterSignupSnapshot;
  const refused = event.type === 'signup.submitted' && before.matches('editing') && validateEmail(before.context.values.email) !== null;
  if (refused) return [{ effect: 'focusField', field: 'email' }];
  if (before.matches('sending') && after.matches('sent')) return [{ effect: 'emitted', event: { type: 'newsletter.subscribed' } }];
  return [];
}

describe('newsletter sign-up model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<NewsletterSignupInput, NewsletterSignupSnapshot>({
    machine: newsletterSignupMachine,
    states: ['editing', 'editing.failed', 'editing.idle', 'sending', 'sent'],
    events: EVENTS,
    starts: STARTS,
    replayFrom: (input) => ({
      start: () => {
        const harness = startNewsletterSignup(input);
        current = { harness, seen: 0 };
        return harness;
      },
      observable: observe,
      checkInput: (sent, before, where) => expect(sent, where).toEqual(newsletterSubscriptionOf(before.context)),
      afterStep: (step) => {
        if (current === null) throw new Error('afterStep before start');
        expect(current.harness.effects.slice(current.seen), `${step.where}: effects`).toEqual(expectedEffects(step));
        current.seen = current.harness.effects.length;
      },
    }),
    minPathsPerStart: 20,
  });

  itKeepsInvariants(
    (snapshot, where, { steps }, input) => {
      const { context } = snapshot;
      expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches('sending'));
      expect(snapshot.hasTag('sent'), where).toBe(snapshot.matches('sent'));
      expect(snapshot.hasTag('error'), where).toBe(snapshot.matches({ editing: 'failed' }));
      expect(context.source, where).toBe(input.source);
      // A failure shows in one place: the status line, or the field.
      const onField = context.serverFieldErrors.email !== undefined;
      if (steps.at(-1)?.event.type.startsWith('xstate.error') === true) expect(context.failure !== null, where).toBe(!onField);
      if (context.failure !== null) expect(onField, where).toBe(false);
      if (!snapshot.matches({ editing: 'failed' })) expect(context.failure, where).toBeNull();
      // Only an address the rule accepts is ever sent, and nothing failed is shown while it is.
      if (snapshot.matches('sending') || snapshot.matches('sent')) {
        expect(validateEmail(context.values.email), where).toBeNull();
        expect(context.serverFieldErrors, where).toEqual({});
      }
      // The address typed is never lost on a failure.
      const last = steps[steps.length - 1];
      const previous = steps[steps.length - 2];
      if (last?.event.type.startsWith('xstate.error') && previous) {
        expect(context.values, where).toEqual((previous.state as NewsletterSignupSnapshot).context.values);
      }
      // A restart keeps nothing.
      if (last?.event.type === 'signup.restarted' && previous?.state.matches('sent')) {
        expect(context, where).toEqual({
          source: input.source,
          values: { email: '' },
          touched: { email: false },
          submitAttempted: false,
          serverFieldErrors: {},
          failure: null,
        });
      }
    },
    { minSnapshots: 21 },
  );
});
