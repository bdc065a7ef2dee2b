import { describe, expect, it } from 'vitest';

import { ShopError } from '../../errors';
import type { CardPaymentConfig } from './card-payment';
import { HOSTED_FIELD_SOURCE, type HostedCardField } from './card-hosted-field-messages';
import { createHostedCardFields, type HostedFieldEvent, type HostedFieldFrame, type HostedFieldsHost } from './card-hosted-fields';

const GATEWAY = 'http://127.0.0.1:3002';
const SHOP = 'http://127.0.0.1:3000';
const SESSION = 'sess_0123456789abcdef';
const config: CardPaymentConfig = { provider: 'sandbox', tokenizationUrl: `${GATEWAY}/`, publicKey: 'pk_x', sandbox: true };

/** The shop page's window: the test delivers messages as the browser would (origin, source, data). */
function fakeHost() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const host: HostedFieldsHost = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    location: { origin: SHOP },
  };
  const deliver = (data: unknown, source: unknown, origin = GATEWAY) => {
    for (const listener of [...listeners]) listener({ data, source, origin } as MessageEvent);
  };
  return { host, deliver, listening: () => listeners.size };
}

/** A frame's window: what the page posted to it, with the target origin. */
function fakeFrame() {
  const posted: Array<{ message: Record<string, unknown>; targetOrigin: string }> = [];
  const frame: HostedFieldFrame = {
    postMessage: (message, targetOrigin) => posted.push({ message: message as Record<string, unknown>, targetOrigin }),
  };
  return { frame, posted, types: () => posted.map(({ message }) => message['type']) };
}

const from = (field: HostedCardField, message: Record<string, unknown>) => ({
  source: HOSTED_FIELD_SOURCE,
  version: 1,
  session: SESSION,
  field,
  ...message,
});

function mounted() {
  const { host, deliver, listening } = fakeHost();
  const fields = createHostedCardFields({ config, host, session: SESSION, tokenizeTimeoutMs: 50 });
  const frames = { cardNumber: fakeFrame(), expiry: fakeFrame(), cvv: fakeFrame() };
  const events: HostedFieldEvent[] = [];
  fields.subscribe((event) => events.push(event));
  for (const field of ['cardNumber', 'expiry', 'cvv'] as const) {
    fields.attach(field, frames[field].frame);
    deliver(from(field, { type: 'ready' }), frames[field].frame);
  }
  return { fields, frames, events, deliver, listening };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as ShopError,
  );

describe('hosted card fields: the frames’ addresses', () => {
  it('are pages of the gateway’s origin naming the key, the session, this page’s origin and the shopper’s words', () => {
    const { host } = fakeHost();
    const fields = createHostedCardFields({ config, host, session: SESSION });
    const url = new URL(
      fields.fieldUrl('cvv', { label: 'Cryptogramme (CVV)', locale: 'fr', placeholder: '123', style: { color: 'rgb(1, 2, 3)' } }),
    );
    expect(url.origin).toBe(GATEWAY);
    expect(url.pathname).toBe('/v1/hosted-fields/cvv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'pk_x',
      session: SESSION,
      parentOrigin: SHOP,
      locale: 'fr',
      label: 'Cryptogramme (CVV)',
      placeholder: '123',
      style: '{"color":"rgb(1, 2, 3)"}',
    });
  });

  it('get a random session per form unless one is given', () => {
    const { host } = fakeHost();
    const one = createHostedCardFields({ config, host }).session;
    const other = createHostedCardFields({ config, host }).session;
    expect(one).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(one).not.toBe(other);
  });
});

describe('hosted card fields: what the page hears', () => {
  it('passes on states, focus, blur and Enter without the envelope', () => {
    const { frames, events, deliver } = mounted();
    deliver(from('cardNumber', { type: 'change', state: 'valid', brand: 'amex', cvvLength: 4 }), frames.cardNumber.frame);
    deliver(from('cvv', { type: 'focus' }), frames.cvv.frame);
    deliver(from('cvv', { type: 'submit' }), frames.cvv.frame);
    expect(events.slice(3)).toEqual([
      { type: 'change', field: 'cardNumber', state: 'valid', brand: 'amex', cvvLength: 4 },
      { type: 'focus', field: 'cvv' },
      { type: 'submit', field: 'cvv' },
    ]);
  });

  it('ignores another origin, another window, another session, and anything malformed', () => {
    const { frames, events, deliver } = mounted();
    const before = events.length;
    deliver(from('cardNumber', { type: 'change', state: 'valid' }), frames.cardNumber.frame, 'https://evil.example');
    deliver(from('cardNumber', { type: 'change', state: 'valid' }), frames.cvv.frame);
    deliver(from('cardNumber', { type: 'change', state: 'valid' }), {});
    deliver({ ...from('cardNumber', { type: 'change', state: 'valid' }), session: 'sess_another_form_0001' }, frames.cardNumber.frame);
    deliver(from('cardNumber', { type: 'change', state: 'typed', value: '4242' }), frames.cardNumber.frame);
    deliver({ type: 'change', state: 'valid' }, frames.cardNumber.frame);
    deliver('4242424242424242', frames.cardNumber.frame);
    expect(events.length).toBe(before);
  });
});

describe('hosted card fields: what the page tells the frames', () => {
  it('posts only to the gateway’s exact origin, never to any', () => {
    const { fields, frames } = mounted();
    fields.focus('expiry');
    fields.setReadOnly(true);
    const all = [...frames.cardNumber.posted, ...frames.expiry.posted, ...frames.cvv.posted];
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map(({ targetOrigin }) => targetOrigin))).toEqual(new Set([GATEWAY]));
    expect(frames.expiry.types()).toContain('focus');
    expect(frames.cvv.posted.at(-1)?.message).toMatchObject({
      source: HOSTED_FIELD_SOURCE,
      session: SESSION,
      field: 'cvv',
      type: 'setReadOnly',
      readOnly: true,
    });
  });

  it('keeps what a frame must show and sends it again when the frame (re)loads', () => {
    const { host, deliver } = fakeHost();
    const fields = createHostedCardFields({ config, host, session: SESSION });
    const number = fakeFrame();
    fields.attach('cardNumber', number.frame);
    fields.describeField('cardNumber', { invalid: true, text: 'Is not a valid credit card number' });
    fields.setReadOnly(true);
    expect(number.posted).toEqual([]);
    deliver(from('cardNumber', { type: 'ready' }), number.frame);
    expect(number.posted.map(({ message }) => message)).toEqual([
      expect.objectContaining({ type: 'setReadOnly', readOnly: true }),
      expect.objectContaining({ type: 'setInvalid', invalid: true, description: 'Is not a valid credit card number' }),
    ]);
    fields.describeField('cardNumber', { invalid: false, text: 'Visa' });
    expect(number.posted.at(-1)?.message).toMatchObject({ type: 'setInvalid', invalid: false, description: 'Visa' });
  });
});

describe('hosted card fields: tokenization', () => {
  it('asks the number’s frame and answers the token it hands back', async () => {
    const { fields, frames, deliver } = mounted();
    const token = fields.tokenize();
    const asked = frames.cardNumber.posted.at(-1)?.message;
    expect(asked).toMatchObject({ type: 'tokenize', field: 'cardNumber' });
    // An answer to another request changes nothing.
    deliver(
      from('cardNumber', { type: 'tokenized', requestId: 'other', token: 'tok_x', brand: 'visa', last4: '4242' }),
      frames.cardNumber.frame,
    );
    deliver(
      from('cardNumber', { type: 'tokenized', requestId: asked?.['requestId'], token: 'tok_1', brand: 'amex', last4: '0005' }),
      frames.cardNumber.frame,
    );
    expect(await token).toEqual({ token: 'tok_1', brand: 'amex', last4: '0005' });
  });

  it('turns a refusal into a ShopError with the gateway’s code and field, and no card value', async () => {
    const { fields, frames, deliver } = mounted();
    const token = fields.tokenize();
    const requestId = frames.cardNumber.posted.at(-1)?.message['requestId'];
    deliver(from('cardNumber', { type: 'tokenizeFailed', requestId, code: 'invalid_cvv', failedField: 'cvv' }), frames.cardNumber.frame);
    const error = await rejection(token);
    expect(error).toBeInstanceOf(ShopError);
    expect(error.detail).toEqual({ kind: 'http', status: 400, code: 'invalid_cvv', fields: { cvv: 'invalid_cvv' } });
  });

  it('fails at once when the number’s frame is not there, and after its timeout when it does not answer', async () => {
    const { host } = fakeHost();
    const unmounted = createHostedCardFields({ config, host, session: SESSION });
    expect((await rejection(unmounted.tokenize())).detail).toMatchObject({ kind: 'http', code: 'fields_unavailable' });
    const { fields } = mounted();
    expect((await rejection(fields.tokenize())).detail).toEqual({ kind: 'timeout' });
  });

  it('a network failure in the frame is the shop’s network error; leaving the page aborts', async () => {
    const { fields, frames, deliver } = mounted();
    const token = fields.tokenize();
    deliver(
      from('cardNumber', { type: 'tokenizeFailed', requestId: frames.cardNumber.posted.at(-1)?.message['requestId'], code: 'network' }),
      frames.cardNumber.frame,
    );
    expect((await rejection(token)).detail).toEqual({ kind: 'network' });
    const controller = new AbortController();
    const aborted = fields.tokenize(controller.signal);
    controller.abort();
    expect((await rejection(aborted)).detail).toEqual({ kind: 'network' });
  });

  it('stops listening once destroyed', () => {
    const { fields, listening } = mounted();
    expect(listening()).toBe(1);
    fields.destroy();
    expect(listening()).toBe(0);
  });
});

describe('hosted card fields: mounting', () => {
  it('attaching the same frame again (a re-render) keeps it ready; another frame must say it is ready', async () => {
    const { fields, frames, deliver } = mounted();
    fields.attach('cardNumber', frames.cardNumber.frame);
    const token = fields.tokenize();
    const requestId = frames.cardNumber.posted.at(-1)?.message['requestId'];
    expect(requestId).toEqual(expect.any(String));
    deliver(from('cardNumber', { type: 'tokenized', requestId, token: 'tok_1', brand: 'visa', last4: '4242' }), frames.cardNumber.frame);
    await token;
    const replaced = fakeFrame();
    fields.attach('cardNumber', replaced.frame);
    expect((await rejection(fields.tokenize())).detail).toMatchObject({ code: 'fields_unavailable' });
  });
});
