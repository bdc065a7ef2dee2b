import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { answeringActor, settle } from '../test-support/fake-requests';
import { newsletterSignupMachine } from './newsletter-signup.machine';
import { selectEmail, selectEmailError, selectIsSending, selectIsSent, selectStatusError } from './newsletter-signup.selectors';
import {
  ACCOUNT,
  EMAIL_REFUSED,
  MODAL,
  NETWORK_ERROR,
  SERVER_ERROR,
  httpError,
  startNewsletterSignup,
  type NewsletterSignupHarness,
} from './newsletter-signup.test-support';
import type { NewsletterSignupEvent, NewsletterSignupInput, NewsletterSubscription } from './newsletter-signup.types';

const change = (value: string): NewsletterSignupEvent => ({ type: 'field.changed', field: 'email', value });
const BLUR: NewsletterSignupEvent = { type: 'field.blurred', field: 'email' };
const SUBMIT: NewsletterSignupEvent = { type: 'signup.submitted' };
const RESTART: NewsletterSignupEvent = { type: 'signup.restarted' };

const FOCUS = { effect: 'focusField', field: 'email' } as const;
const SUBSCRIBED = { effect: 'emitted', event: { type: 'newsletter.subscribed' } } as const;

/** What a person sees of the form. */
const seen = ({ actor }: NewsletterSignupHarness) => {
  const snapshot = actor.getSnapshot();
  return {
    email: selectEmail(snapshot),
    emailError: selectEmailError(snapshot),
    statusError: selectStatusError(snapshot),
    sending: selectIsSending(snapshot),
    sent: selectIsSent(snapshot),
  };
};

const EMPTY = { email: '', emailError: null, statusError: null, sending: false, sent: false };

/** A valid address submitted: the request is running. */
function sending(input: NewsletterSignupInput = MODAL, email = ' ada@example.com '): NewsletterSignupHarness {
  const harness = startNewsletterSignup(input);
  harness.send(change(email), SUBMIT);
  return harness;
}

async function failed(cause: unknown): Promise<NewsletterSignupHarness> {
  const harness = sending();
  harness.shop.only().reject(cause);
  await settle();
  return harness;
}

async function sent(input: NewsletterSignupInput = MODAL): Promise<NewsletterSignupHarness> {
  const harness = sending(input);
  harness.shop.only().resolve();
  await settle();
  return harness;
}

describe('newsletter sign-up: editing', () => {
  it('starts empty, with no error, nothing sent', () => {
    const harness = startNewsletterSignup();
    expect(harness.actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(seen(harness)).toEqual(EMPTY);
    expect([...harness.actor.getSnapshot().tags]).toEqual([]);
    expect(harness.shop.requests).toHaveLength(0);
  });

  it('starts with the address it is given (the account)', () => {
    const harness = startNewsletterSignup(ACCOUNT);
    expect(seen(harness)).toEqual({ ...EMPTY, email: 'ada@example.com' });
    expect(harness.actor.getSnapshot().context.source).toBe('account');
  });

  it('stores the address as typed and shows no error before the field is left', () => {
    const harness = startNewsletterSignup();
    harness.send(change(' ada@'));
    expect(seen(harness)).toEqual({ ...EMPTY, email: ' ada@' });
  });

  it('once the field is left its error shows live: not valid, then required, then none', () => {
    const harness = startNewsletterSignup();
    harness.send(change('ada@'), BLUR);
    expect(selectEmailError(harness.actor.getSnapshot())).toEqual({ code: 'email' });
    harness.send(change('  '));
    expect(selectEmailError(harness.actor.getSnapshot())).toEqual({ code: 'required' });
    harness.send(change('ada@example.com'));
    expect(selectEmailError(harness.actor.getSnapshot())).toBeNull();
    expect(harness.effects).toEqual([]);
  });

  it('answers the same error object for the same snapshot (no re-render from an equal one)', () => {
    const harness = startNewsletterSignup();
    harness.send(BLUR);
    const snapshot = harness.actor.getSnapshot();
    expect(selectEmailError(snapshot)).toBe(selectEmailError(snapshot));
  });

  it('ignores a value that is not text and a restart while editing', () => {
    const harness = startNewsletterSignup(ACCOUNT);
    const before = harness.actor.getSnapshot().context;
    harness.actor.send({ type: 'field.changed', field: 'email', value: 42 } as unknown as NewsletterSignupEvent);
    harness.send(RESTART);
    expect(harness.actor.getSnapshot().context).toBe(before);
    expect(harness.actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it.each([
    ['an empty field', '', 'required'],
    ['blanks', '   ', 'required'],
    ['no domain', 'ada@', 'email'],
    ['no @', 'ada.example.com', 'email'],
    ['over 254 characters', `${'a'.repeat(250)}@example.com`, 'max'],
  ] as const)('a submit of %s sends nothing, shows its error and focuses the field', (_name, email, code) => {
    const harness = startNewsletterSignup();
    harness.send(change(email), SUBMIT);
    expect(harness.actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(seen(harness)).toEqual({ ...EMPTY, email, emailError: { code } });
    expect(harness.shop.requests).toHaveLength(0);
    expect(harness.effects).toEqual([FOCUS]);
  });
});

describe('newsletter sign-up: sending', () => {
  it('a valid address is sent trimmed with where it was given; the button is busy', () => {
    const harness = sending({ source: 'blog' });
    expect(harness.actor.getSnapshot().value).toBe('sending');
    expect(harness.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(seen(harness)).toEqual({ ...EMPTY, email: ' ada@example.com ', sending: true });
    expect(harness.shop.asked()).toEqual([{ name: 'subscribe', input: { email: 'ada@example.com', source: 'blog' } }]);
    expect(harness.effects).toEqual([]);
  });

  it('a prefilled address is sent as it is', () => {
    const harness = startNewsletterSignup(ACCOUNT);
    harness.send(SUBMIT);
    expect(harness.shop.only().input).toEqual({ email: 'ada@example.com', source: 'account' });
  });

  it('ignores every event while sending: a second press sends nothing, typing changes nothing', () => {
    const harness = sending();
    const before = harness.actor.getSnapshot().context;
    harness.send(SUBMIT, change('other@example.com'), BLUR, RESTART, SUBMIT);
    expect(harness.actor.getSnapshot().value).toBe('sending');
    expect(harness.actor.getSnapshot().context).toBe(before);
    expect(harness.shop.requests).toHaveLength(1);
    expect(harness.effects).toEqual([]);
  });
});

describe('newsletter sign-up: sent', () => {
  it('says the confirmation was asked for, keeps the address and tells the host once', async () => {
    const harness = await sent();
    expect(harness.actor.getSnapshot().value).toBe('sent');
    expect([...harness.actor.getSnapshot().tags]).toEqual(['sent']);
    expect(seen(harness)).toEqual({ ...EMPTY, email: ' ada@example.com ', sent: true });
    expect(harness.effects).toEqual([SUBSCRIBED]);
  });

  it('hears only a restart: typing and submitting again do nothing', async () => {
    const harness = await sent();
    const before = harness.actor.getSnapshot().context;
    harness.send(change('other@example.com'), BLUR, SUBMIT);
    expect(harness.actor.getSnapshot().value).toBe('sent');
    expect(harness.actor.getSnapshot().context).toBe(before);
    expect(harness.shop.requests).toHaveLength(1);
    expect(harness.effects).toEqual([SUBSCRIBED]);
  });

  it('a restart is an empty form keeping nothing, not even a prefill; the next address is sent from the same place', async () => {
    const harness = await sent(ACCOUNT);
    harness.send(RESTART);
    expect(harness.actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(seen(harness)).toEqual(EMPTY);
    expect(harness.actor.getSnapshot().context).toMatchObject({ touched: { email: false }, submitAttempted: false, serverFieldErrors: {} });
    harness.send(SUBMIT);
    expect(selectEmailError(harness.actor.getSnapshot())).toEqual({ code: 'required' });
    harness.send(change('bob@example.com'), SUBMIT);
    expect(harness.shop.only().input).toEqual({ email: 'bob@example.com', source: 'account' });
  });
});

describe('newsletter sign-up: failures', () => {
  it.each([
    ["the server's words", SERVER_ERROR, { code: 'server', message: 'Mail server unavailable' }],
    ['a lost connection', NETWORK_ERROR, { code: 'generic' }],
    [
      'a refusal naming no field',
      httpError({ code: 'BAD_USER_INPUT', message: 'Is not a valid email address' }),
      { code: 'server', message: 'Is not a valid email address' },
    ],
    ['a refusal naming another field', httpError({ code: 'BAD_USER_INPUT', fields: { source: 'Unknown' } }), { code: 'generic' }],
  ])('%s: the status line, the address kept; typing keeps it, the next press clears it', async (_name, cause, failure) => {
    const harness = await failed(cause);
    expect(harness.actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(harness.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(seen(harness)).toEqual({ ...EMPTY, email: ' ada@example.com ', statusError: { ...failure, cause } });
    expect(harness.effects).toEqual([]);
    harness.send(change('ada@example.org'), BLUR);
    expect(selectStatusError(harness.actor.getSnapshot())).toEqual({ ...failure, cause });
    harness.send(SUBMIT);
    expect(seen(harness)).toEqual({ ...EMPTY, email: 'ada@example.org', sending: true });
    expect(harness.shop.open()).toHaveLength(1);
    expect(harness.shop.only().input).toEqual({ email: 'ada@example.org', source: 'modal' });
  });

  it("BAD_USER_INPUT naming the email: the server's words on the field, not the status line, until the address changes", async () => {
    const harness = await failed(EMAIL_REFUSED);
    expect(harness.actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(harness.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(seen(harness)).toEqual({
      ...EMPTY,
      email: ' ada@example.com ',
      emailError: { code: 'server', message: 'Is not a valid email address' },
    });
    harness.send(change('ada@example.org'));
    expect(selectEmailError(harness.actor.getSnapshot())).toBeNull();
  });

  it('an invalid submit after a failure clears the status line and focuses the field', async () => {
    const harness = await failed(SERVER_ERROR);
    harness.send(change(''), SUBMIT);
    expect(harness.actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(seen(harness)).toEqual({ ...EMPTY, emailError: { code: 'required' } });
    expect(harness.effects).toEqual([FOCUS]);
  });

  it('a restart is not heard after a failure (only once sent)', async () => {
    const harness = await failed(SERVER_ERROR);
    const before = harness.actor.getSnapshot();
    harness.send(RESTART);
    expect(harness.actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(harness.actor.getSnapshot().context).toBe(before.context);
  });

  it('the stub actor says what to provide', async () => {
    const actor = createActor(newsletterSignupMachine, { input: ACCOUNT }).start();
    actor.send(SUBMIT);
    await settle();
    expect(String((selectStatusError(actor.getSnapshot())?.cause as Error).message)).toMatch(/provide the subscribe actor/);
    actor.stop();
  });
});

describe('newsletterSignupMachine provided with its actor and focus', () => {
  it('passes the request and an abort signal, moves focus, and aborts when the form is left', async () => {
    const subscribe = vi.fn(
      (_request: NewsletterSubscription, signal: AbortSignal) =>
        new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve())),
    );
    const focusField = vi.fn();
    const actor = createActor(
      newsletterSignupMachine.provide({ actors: { subscribe: answeringActor(subscribe) }, actions: { focusField } }),
      {
        input: { source: 'blog' },
      },
    ).start();
    actor.send(SUBMIT);
    expect(focusField).toHaveBeenCalledTimes(1);
    expect(subscribe).not.toHaveBeenCalled();
    actor.send(change('ada@example.com'));
    actor.send(SUBMIT);
    expect(subscribe).toHaveBeenCalledWith({ email: 'ada@example.com', source: 'blog' }, expect.any(AbortSignal));
    const signal = subscribe.mock.calls[0]?.[1];
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('an answer of the real request reaches sent and emits once', async () => {
    const subscribe = vi.fn(async () => {});
    const actor = createActor(newsletterSignupMachine.provide({ actors: { subscribe: answeringActor(subscribe) } }), {
      input: ACCOUNT,
    }).start();
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.send(SUBMIT);
    await settle();
    expect(selectIsSent(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'newsletter.subscribed' }]);
    actor.stop();
  });
});
