import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  FILE_TOO_LARGE_ERROR,
  FILE_TYPE_ERROR,
  HUGE_PHOTO,
  NETWORK_ERROR,
  PAYLOAD_TOO_LARGE,
  PHOTO,
  SERVER_ERROR,
  createFakeShop,
  httpError,
  settle,
} from '../test-support/message-fixtures';
import { reviewFormMachine } from './review-form.machine';
import { REVIEW_SUCCESS_MESSAGE_KEY, sortedDestinations, validateReviewForm } from './review-form.rules';
import {
  selectDestinations,
  selectFieldErrors,
  selectIsFinished,
  selectIsSending,
  selectPicture,
  selectStatusError,
  selectSuccessMessage,
  selectValues,
} from './review-form.selectors';
import type { ReviewDestination, ReviewEvent, ReviewField, ReviewInput, ReviewSubmission, ReviewTextField } from './review-form.types';
import { answeringActor } from '../test-support/fake-requests';

const DESTINATIONS: ReviewDestination[] = [
  { slug: 'spain', name: 'Espagne' },
  { slug: 'uae', name: 'Émirats arabes unis' },
  { slug: 'germany', name: 'Allemagne' },
  { slug: 'japan', name: 'Japon' },
];
const INPUT: ReviewInput = { destinations: DESTINATIONS, locale: 'fr' };

function start(input: ReviewInput = INPUT) {
  const shop = createFakeShop();
  const focusField = vi.fn<(field: ReviewField) => void>();
  const machine = reviewFormMachine.provide({
    actors: { sendReview: shop.request<void, ReviewSubmission>('sendReview') },
    actions: { focusField: (_, params: { field: ReviewField }) => focusField(params.field) },
  });
  const actor = createActor(machine, { input }).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const send = (...events: ReviewEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, shop, emitted, send, focusField };
}

const change = (field: ReviewTextField, value: string): ReviewEvent => ({ type: 'field.changed', field, value });
const FILLED: ReviewEvent[] = [
  change('name', ' Ada '),
  change('email', ' ada@example.com '),
  change('destination', 'japan'),
  change('rate', '4'),
  change('message', ' Worked at once in Tokyo. '),
];

describe('review form', () => {
  it('starts empty with five stars (spec §9) and the options sorted by name in the current language', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(selectValues(snapshot)).toEqual({ name: '', email: '', destination: '', rate: '5', message: '' });
    expect(selectPicture(snapshot)).toBeNull();
    expect(selectFieldErrors(snapshot)).toEqual({});
    expect(selectStatusError(snapshot)).toBeNull();
    expect(selectSuccessMessage(snapshot)).toBeNull();
    // A code-point sort would put 'Émirats' last.
    expect(selectDestinations(snapshot).map(({ slug }) => slug)).toEqual(['germany', 'uae', 'spain', 'japan']);
  });

  it('takes prefills (a customer, the product page of the modal)', () => {
    const { actor } = start({ ...INPUT, name: 'Ada', email: 'ada@example.com', destination: 'japan' });
    expect(selectValues(actor.getSnapshot())).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      destination: 'japan',
      rate: '5',
      message: '',
    });
  });

  it('one option per slug (local and regional lists overlap), ties by slug, any locale tag', () => {
    const options = sortedDestinations(
      [
        { slug: 'b', name: 'Same' },
        { slug: 'a', name: 'Same' },
        { slug: 'b', name: 'Duplicate' },
      ],
      'not a locale!',
    );
    expect(options).toEqual([
      { slug: 'a', name: 'Same' },
      { slug: 'b', name: 'Same' },
    ]);
    expect(
      sortedDestinations(
        [
          { slug: 'z', name: 'Zürich' },
          { slug: 'a', name: 'Zurich' },
        ],
        'de',
      ).map(({ slug }) => slug),
    ).toEqual(['a', 'z']);
  });

  it('checks every field (spec §5): name and message min 2, email valid, destination one of the options, rate 1–5, picture ≤ 5 MB', () => {
    const options = sortedDestinations(DESTINATIONS, 'fr');
    const valid = { name: 'Ada', email: 'ada@example.com', destination: 'japan', rate: '5', message: 'Ok' };
    expect(validateReviewForm(valid, null, options)).toEqual({});
    expect(validateReviewForm(valid, PHOTO, options)).toEqual({});
    expect(validateReviewForm({ name: '', email: '', destination: '', rate: '', message: '' }, null, options)).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
      destination: { code: 'required' },
      rate: { code: 'required' },
      message: { code: 'required' },
    });
    expect(validateReviewForm({ name: 'A', email: 'ada@', destination: 'atlantis', rate: '6', message: '!' }, HUGE_PHOTO, options)).toEqual(
      {
        name: { code: 'min' },
        email: { code: 'email' },
        destination: { code: 'required' },
        rate: { code: 'rate', min: 1, max: 5 },
        message: { code: 'min' },
        picture: { code: 'pictureTooLarge', maxMegabytes: 5 },
      },
    );
    expect(validateReviewForm({ ...valid, name: 'a'.repeat(61), message: 'm'.repeat(5001) }, null, options)).toEqual({
      name: { code: 'max' },
      message: { code: 'max' },
    });
  });

  it("shows a field's error once left, ignores fields it does not have", () => {
    const { actor, send } = start();
    send({ type: 'field.blurred', field: 'name' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ name: { code: 'required' } });
    send(change('name', 'A'));
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ name: { code: 'min' } });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'field.changed', field: '__proto__', value: 'x' } as unknown as ReviewEvent);
    actor.send({ type: 'field.changed', field: 'name', value: 5 } as unknown as ReviewEvent);
    actor.send({ type: 'field.blurred', field: 'title' } as unknown as ReviewEvent);
    expect(actor.getSnapshot().context).toBe(before);
  });

  it('refuses a picture over 5 MB at once, and forgets it when cleared', () => {
    const { actor, send } = start();
    send({ type: 'file.chosen', field: 'picture', file: HUGE_PHOTO });
    expect(selectPicture(actor.getSnapshot())).toEqual(HUGE_PHOTO);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ picture: { code: 'pictureTooLarge', maxMegabytes: 5 } });
    send({ type: 'file.chosen', field: 'picture', file: PHOTO });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    send({ type: 'file.cleared', field: 'picture' });
    expect(selectPicture(actor.getSnapshot())).toBeNull();
  });

  it('keeps only the description of a chosen file, and ignores a stray one', () => {
    const { actor, send } = start();
    const file = { ...PHOTO, lastModified: 1, arrayBuffer: () => undefined };
    send({ type: 'file.chosen', field: 'picture', file: file });
    expect(selectPicture(actor.getSnapshot())).toEqual(PHOTO);
    actor.send({ type: 'file.chosen', field: 'picture', file: { name: 'x' } } as unknown as ReviewEvent);
    expect(selectPicture(actor.getSnapshot())).toEqual(PHOTO);
  });

  it('an invalid submit sends nothing, shows every error and focuses the first invalid field', () => {
    const { actor, send, shop, focusField } = start();
    send({ type: 'review.submitted' });
    expect(shop.requests).toHaveLength(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(Object.keys(selectFieldErrors(actor.getSnapshot()))).toEqual(['name', 'email', 'destination', 'message']);
    expect(focusField).toHaveBeenLastCalledWith('name');
    send(change('name', 'Ada'), change('email', 'ada@example.com'), { type: 'review.submitted' });
    expect(focusField).toHaveBeenLastCalledWith('destination');
    send(
      change('destination', 'japan'),
      change('message', 'Great'),
      { type: 'file.chosen', field: 'picture', file: HUGE_PHOTO },
      { type: 'review.submitted' },
    );
    expect(focusField).toHaveBeenLastCalledWith('picture');
    expect(shop.requests).toHaveLength(0);
  });

  it('sends trimmed values with the rate as a number; the button is busy and a second press sends nothing', async () => {
    const { actor, send, shop, emitted } = start({ ...INPUT, email: 'ada@example.com' });
    send(...FILLED, { type: 'file.chosen', field: 'picture', file: PHOTO }, { type: 'review.submitted' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    send({ type: 'review.submitted' }, change('name', 'Someone else'), { type: 'file.cleared', field: 'picture' });
    expect(shop.asked()).toEqual([
      {
        name: 'sendReview',
        input: {
          name: 'Ada',
          email: 'ada@example.com',
          destination: 'japan',
          rate: 4,
          message: 'Worked at once in Tokyo.',
          picture: PHOTO,
        },
      },
    ]);
    shop.only().resolve();
    await settle();
    const snapshot = actor.getSnapshot();
    expect(selectIsSending(snapshot)).toBe(false);
    expect(selectIsFinished(snapshot)).toBe(true);
    expect(selectSuccessMessage(snapshot)).toBe(REVIEW_SUCCESS_MESSAGE_KEY);
    expect(REVIEW_SUCCESS_MESSAGE_KEY).toBe('components.addReviewForm.messages.success');
    // A fresh form, as it started (the prefill kept), nothing shown.
    expect(selectValues(snapshot)).toEqual({ name: '', email: 'ada@example.com', destination: '', rate: '5', message: '' });
    expect(selectPicture(snapshot)).toBeNull();
    expect(selectFieldErrors(snapshot)).toEqual({});
    expect(emitted).toEqual([{ type: 'review.sent' }]);
  });

  it('spec §4: submit sets finished to false before validating; typing keeps the message until then', async () => {
    const { actor, send, shop } = start();
    send(...FILLED, { type: 'review.submitted' });
    shop.only().resolve();
    await settle();
    send(change('name', 'Grace'));
    expect(selectIsFinished(actor.getSnapshot())).toBe(true);
    send({ type: 'review.submitted' });
    expect(selectIsFinished(actor.getSnapshot())).toBe(false);
    expect(selectSuccessMessage(actor.getSnapshot())).toBeNull();
    // A valid second review goes straight out.
    send(...FILLED.slice(1), { type: 'review.submitted' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    expect(shop.requests).toHaveLength(2);
  });

  it.each([
    ["the server's words", SERVER_ERROR, { code: 'server', message: 'Mail server unavailable' }],
    ['a lost connection', NETWORK_ERROR, { code: 'generic' }],
    ['a picture refused by its content', FILE_TYPE_ERROR, { code: 'pictureType' }],
    ['a picture too large', FILE_TOO_LARGE_ERROR, { code: 'pictureTooLarge', maxMegabytes: 5 }],
    ["a proxy's 413", PAYLOAD_TOO_LARGE, { code: 'pictureTooLarge', maxMegabytes: 5 }],
  ])('a failure (%s) shows in the status line, everything kept', async (_name, cause, failure) => {
    const { actor, send, shop, emitted } = start();
    send(...FILLED, { type: 'file.chosen', field: 'picture', file: PHOTO }, { type: 'review.submitted' });
    shop.only().reject(cause);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'failed' });
    expect(snapshot.hasTag('error')).toBe(true);
    expect(selectStatusError(snapshot)).toEqual({ ...failure, cause });
    expect(selectValues(snapshot)).toMatchObject({ name: ' Ada ', rate: '4', destination: 'japan' });
    expect(selectPicture(snapshot)).toEqual(PHOTO);
    expect(selectIsFinished(snapshot)).toBe(false);
    expect(emitted).toEqual([]);
    // The next press is the news: the status line goes with it.
    send({ type: 'review.submitted' });
    expect(selectStatusError(actor.getSnapshot())).toBeNull();
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
  });

  it("shows the server's words on the fields it named (the upload is `file`) until they change", async () => {
    const { actor, send, shop } = start();
    send(...FILLED, { type: 'file.chosen', field: 'picture', file: PHOTO }, { type: 'review.submitted' });
    const cause = httpError({
      code: 'BAD_USER_INPUT',
      message: 'Invalid review',
      fields: { email: 'Unknown domain', file: 'Unreadable image', other: 'x' },
    });
    shop.only().reject(cause);
    await settle();
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      email: { code: 'server', message: 'Unknown domain' },
      picture: { code: 'server', message: 'Unreadable image' },
    });
    expect(selectStatusError(actor.getSnapshot())).toEqual({ code: 'server', message: 'Invalid review', cause });
    send(change('email', 'ada@example.org'), { type: 'file.cleared', field: 'picture' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it('the stub actor says what to provide', async () => {
    const actor = createActor(reviewFormMachine, { input: INPUT }).start();
    FILLED.forEach((event) => actor.send(event));
    actor.send({ type: 'review.submitted' });
    await settle();
    expect(selectStatusError(actor.getSnapshot())).toMatchObject({ code: 'generic' });
    expect(String((selectStatusError(actor.getSnapshot())?.cause as Error).message)).toMatch(/provide the sendReview actor/);
  });

  it('the provided actor gets the submission and an abort signal, and focus moves', async () => {
    const sendReview = vi.fn((_submission: ReviewSubmission, _signal: AbortSignal) => Promise.resolve());
    const focusField = vi.fn();
    const provided = reviewFormMachine.provide({
      actors: { sendReview: answeringActor(sendReview) },
      actions: { focusField: (_, { field }) => focusField(field) },
    });
    const actor = createActor(provided, { input: INPUT }).start();
    actor.send({ type: 'review.submitted' });
    expect(focusField).toHaveBeenCalledWith('name');
    FILLED.forEach((event) => actor.send(event));
    actor.send({ type: 'review.submitted' });
    await settle();
    expect(sendReview).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ada', rate: 4, picture: null }), expect.any(AbortSignal));
    expect(selectIsFinished(actor.getSnapshot())).toBe(true);
  });

  it('leaving the form while sending aborts the request', () => {
    const { actor, send, shop } = start();
    send(...FILLED, { type: 'review.submitted' });
    const [request] = shop.requests;
    actor.stop();
    expect(request?.signal.aborted).toBe(true);
  });
});
