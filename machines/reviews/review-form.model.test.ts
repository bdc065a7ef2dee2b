import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  FILE_TYPE_ERROR,
  HUGE_PHOTO,
  NETWORK_ERROR,
  PHOTO,
  SERVER_ERROR,
  createFakeShop,
  httpError,
} from '../test-support/message-fixtures';
import { observeSelectors, type ModelEvent } from '../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../test-support/model-tests';
import { reviewFormMachine } from './review-form.machine';
import { initialReviewValues, isReviewFormValid, reviewSubmissionOf, validateReviewForm } from './review-form.rules';
import * as reviewFormSelectors from './review-form.selectors';
import type { ReviewFormSnapshot } from './review-form.selectors';
import { REVIEW_FIELDS, type ReviewField, type ReviewInput, type ReviewSubmission } from './review-form.types';

const DESTINATIONS = [
  { slug: 'japan', name: 'Japan' },
  { slug: 'europe', name: 'Europe' },
];
/** The modal opened on a product page by a logged-in customer: only the message is missing. */
const PREFILLED: ReviewInput = { destinations: DESTINATIONS, locale: 'en', name: 'Ada', email: 'ada@example.com', destination: 'japan' };
const EMPTY: ReviewInput = { destinations: DESTINATIONS, locale: 'en' };

/**
 * Each event stands for a class the machine branches on: the missing field
 * typed validly or not, another field made invalid and left, a picture
 * within or over 5 MB and its removal, submit; and the request answering,
 * failing with the server's words, refusing the picture, naming a field, or
 * not reaching the shop.
 */
const EVENTS: readonly ModelEvent[] = [
  { type: 'field.changed', field: 'message', value: 'Great eSIM' },
  { type: 'field.changed', field: 'message', value: 'x' },
  { type: 'field.changed', field: 'name', value: 'A' },
  { type: 'field.blurred', field: 'name' },
  { type: 'file.chosen', field: 'picture', file: PHOTO },
  { type: 'file.chosen', field: 'picture', file: HUGE_PHOTO },
  { type: 'file.cleared', field: 'picture' },
  { type: 'review.submitted' },
  { type: 'xstate.done.actor.sendReview' },
  { type: 'xstate.error.actor.sendReview', error: SERVER_ERROR },
  { type: 'xstate.error.actor.sendReview', error: FILE_TYPE_ERROR },
  { type: 'xstate.error.actor.sendReview', error: httpError({ code: 'BAD_USER_INPUT', fields: { email: 'Unknown domain' } }) },
  { type: 'xstate.error.actor.sendReview', error: NETWORK_ERROR },
];

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observe = observeSelectors<ReviewFormSnapshot>(reviewFormSelectors);

describe('review form model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<ReviewInput, ReviewFormSnapshot>({
    machine: reviewFormMachine,
    states: ['editing', 'editing.failed', 'editing.finished', 'editing.idle', 'sending'],
    events: EVENTS,
    // Past a sent review the form is the fresh one again: the paths there add nothing.
    filterEvents: (snapshot, event) => !(snapshot.matches({ editing: 'finished' }) && event.type !== 'review.submitted'),
    starts: [
      ['a prefilled form', PREFILLED],
      ['an empty form', EMPTY],
    ],
    replayFrom: (input) => ({
      start: () => {
        const shop = createFakeShop();
        const machine = reviewFormMachine.provide({ actors: { sendReview: shop.request<void, ReviewSubmission>('sendReview') } });
        return { actor: createActor(machine, { input }).start(), shop };
      },
      observable: observe,
      checkInput: (sent, before, where) => expect(sent, where).toEqual(reviewSubmissionOf(before.context.values, before.context.picture)),
    }),
    minPathsPerStart: 4,
  });

  it('focuses the first invalid field of every refused submit', () => {
    const focused: ReviewField[] = [];
    const machine = reviewFormMachine.provide({
      actions: { focusField: (_, params: { field: ReviewField }) => void focused.push(params.field) },
    });
    const actor = createActor(machine, { input: PREFILLED }).start();
    actor.send({ type: 'file.chosen', field: 'picture', file: HUGE_PHOTO });
    actor.send({ type: 'review.submitted' });
    actor.send({ type: 'field.changed', field: 'message', value: 'Great eSIM' });
    actor.send({ type: 'review.submitted' });
    expect(focused).toEqual(['message', 'picture']);
    actor.stop();
  });

  itKeepsInvariants(
    (snapshot, where, { steps }) => {
      expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches('sending'));
      expect(snapshot.hasTag('error'), where).toBe(snapshot.matches({ editing: 'failed' }));
      expect(snapshot.context.failure !== null, where).toBe(snapshot.matches({ editing: 'failed' }));
      // Only a form the rules accept is ever sent.
      if (snapshot.matches('sending')) {
        expect(isReviewFormValid(snapshot.context.values, snapshot.context.picture, snapshot.context.destinations), where).toBe(true);
      }
      // After a refused submit every error shows.
      if (snapshot.context.submitAttempted && !snapshot.matches('sending')) {
        const rules = validateReviewForm(snapshot.context.values, snapshot.context.picture, snapshot.context.destinations);
        for (const field of REVIEW_FIELDS) {
          if (rules[field] !== undefined) expect(reviewFormSelectors.selectFieldErrors(snapshot)[field], where).toEqual(rules[field]);
        }
      }
      // A sent review leaves the form as it started.
      if (snapshot.matches({ editing: 'finished' }) && steps.at(-1)?.event.type === 'xstate.done.actor.sendReview') {
        expect(snapshot.context.values, where).toEqual(initialReviewValues(PREFILLED));
        expect(snapshot.context.picture, where).toBeNull();
      }
      // Nothing typed is lost on a failure.
      const last = steps[steps.length - 1];
      const previous = steps[steps.length - 2];
      if (last?.event.type.startsWith('xstate.error') && previous) {
        expect(snapshot.context.values, where).toEqual((previous.state as ReviewFormSnapshot).context.values);
        expect(snapshot.context.picture, where).toEqual((previous.state as ReviewFormSnapshot).context.picture);
      }
    },
    { minSnapshots: 21 },
  );

  it('a stub focus action exists, so the host may leave it out', () => {
    const actor = createActor(reviewFormMachine, { input: EMPTY }).start();
    expect(() => actor.send({ type: 'review.submitted' })).not.toThrow();
    expect(actor.getSnapshot().context.submitAttempted).toBe(true);
    actor.stop();
  });
});
