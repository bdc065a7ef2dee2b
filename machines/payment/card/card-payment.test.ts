import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { ShopError } from '../../../api/errors';
import { cardPaymentMachine } from './card-payment.machine';
import {
  selectBrand,
  selectCardSummary,
  selectCvvLength,
  selectChallengeUrl,
  selectConfig,
  selectConfigError,
  selectFailure,
  selectFieldErrors,
  selectIsBusy,
  selectIsLoadingConfig,
  selectIsSandbox,
  selectOrderCode,
  selectPaymentDisplay,
  type CardPaymentSnapshot,
} from './card-payment.selectors';
import {
  BROWSER,
  CHALLENGE,
  CONFIG,
  DECLINED,
  FINISHED,
  FINISH_DECLINED,
  PAID,
  RETURNED,
  TOKEN,
  VALID_CARD,
  createFakeGateway,
  settle,
  type FakeGateway,
  type FakeGatewayOptions,
} from './card-payment.test-support';
import {
  EMPTY_CARD_FIELDS,
  type CardBrand,
  type CardField,
  type CardFieldState,
  type CardDebitResult,
  type CardFinishReturn,
  type CardPaymentEmitted,
  type CardPaymentEvent,
  type CardPaymentInput,
} from './card-payment.types';
import { THANK_YOU_REDIRECT_MS } from '../thank-you/thank-you';

const NETWORK_DOWN = new ShopError('cardDebit', { kind: 'network' });
const GATEWAY_REFUSED = new ShopError('cardTokenize', { kind: 'http', status: 402, message: 'Card not supported' });

type CardPaymentActor = Actor<typeof cardPaymentMachine>;

interface Harness {
  actor: CardPaymentActor;
  gateway: FakeGateway;
  emitted: CardPaymentEmitted[];
  send: (...events: CardPaymentEvent[]) => void;
  snapshot: () => CardPaymentSnapshot;
}

function start(input: CardPaymentInput = { mode: 'pay' }, options: FakeGatewayOptions = {}, clock?: SimulatedClock): Harness {
  const gateway = createFakeGateway(options);
  const actor = createActor(gateway.machine, clock === undefined ? { input } : { input, clock });
  const emitted: CardPaymentEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    gateway,
    emitted,
    send: (...events) => events.forEach((event) => actor.send(event)),
    snapshot: () => actor.getSnapshot(),
  };
}

const change = (field: CardField, state: CardFieldState, number: { brand?: CardBrand; cvvLength?: number } = {}): CardPaymentEvent => ({
  type: 'field.changed',
  field,
  state,
  ...number,
});
const blur = (field: CardField): CardPaymentEvent => ({ type: 'field.blurred', field });
const SUBMIT: CardPaymentEvent = { type: 'card.submitted' };
const RETRY: CardPaymentEvent = { type: 'payment.retry' };
/** Google Pay's sheet through the card provider's script: a card token of its own. */
const WALLET: CardPaymentEvent = { type: 'wallet.authorized', token: { token: 'pm_wallet_1', last4: '4242', brand: 'visa' } };
const CONFIG_RETRY: CardPaymentEvent = { type: 'config.retry' };

/** The hosted fields report a whole valid card (the card itself stays in their frames). */
function typeCard(harness: Harness): void {
  harness.send(...VALID_CARD);
}

/** The form, with the config loaded. */
async function editing(options: FakeGatewayOptions = {}): Promise<Harness> {
  const harness = start({ mode: 'pay' }, options);
  harness.gateway.pending('loadConfig').resolve(CONFIG);
  await settle();
  return harness;
}

/** A valid card sent: tokenization runs. */
async function tokenizing(): Promise<Harness> {
  const harness = await editing();
  typeCard(harness);
  harness.send(SUBMIT);
  return harness;
}

/** Tokenized: the debit runs. */
async function debiting(): Promise<Harness> {
  const harness = await tokenizing();
  harness.gateway.pending('tokenize').resolve(TOKEN);
  await settle();
  return harness;
}

async function debitAnswered(result: CardDebitResult): Promise<Harness> {
  const harness = await debiting();
  harness.gateway.pending('debit').resolve(result);
  await settle();
  return harness;
}

const finishInput = (finish: CardFinishReturn = RETURNED): CardPaymentInput => ({ mode: 'finish', finish });

/** Everything a component could observe, read only through selectors and tags. */
function observe(snapshot: CardPaymentSnapshot) {
  return {
    display: selectPaymentDisplay(snapshot),
    fieldErrors: selectFieldErrors(snapshot),
    isBusy: selectIsBusy(snapshot),
    isLoadingConfig: selectIsLoadingConfig(snapshot),
    failure: selectFailure(snapshot),
    configError: selectConfigError(snapshot),
    orderCode: selectOrderCode(snapshot),
    tags: [...snapshot.tags].sort(),
  };
}

/** Sends events that must change nothing: same value and context, no dependency called, nothing emitted. */
function expectIgnored(harness: Harness, ...events: CardPaymentEvent[]): void {
  for (const event of events) {
    const before = harness.snapshot();
    const calls = harness.gateway.calls.length;
    const emitted = harness.emitted.length;
    harness.send(event);
    const where = JSON.stringify(event);
    expect(harness.snapshot().value, where).toEqual(before.value);
    expect(harness.snapshot().context, where).toEqual(before.context);
    expect(harness.gateway.calls.length, where).toBe(calls);
    expect(harness.emitted.length, where).toBe(emitted);
  }
}

/** The form's field states are gone (the form's frames are gone with them, or new and empty). */
function expectFreshForm(harness: Harness): void {
  const { context } = harness.snapshot();
  expect(context.fields).toEqual(EMPTY_CARD_FIELDS);
  expect(context.brand).toBe('unknown');
  expect(context.cvvLength).toBe(3);
  expect(context.touched).toEqual({ cardNumber: false, expiry: false, cvv: false });
  expect(context.submitAttempted).toBe(false);
}

describe('loading the config (pay mode)', () => {
  it('starts by loading the config, the form not yet sendable', () => {
    const harness = start();
    expect(harness.snapshot().value).toBe('loadingConfig');
    expect(observe(harness.snapshot())).toEqual({
      display: 'form',
      fieldErrors: {},
      isBusy: false,
      isLoadingConfig: true,
      failure: null,
      configError: null,
      orderCode: null,
      tags: ['loading'],
    });
    expect(harness.gateway.count('loadConfig')).toBe(1);
    expect(selectConfig(harness.snapshot())).toBeNull();
  });

  it('shows the form once the config is there', async () => {
    const harness = await editing();
    expect(harness.snapshot().value).toBe('editing');
    expect(selectConfig(harness.snapshot())).toEqual(CONFIG);
    expect(selectIsSandbox(harness.snapshot())).toBe(true);
    expect(observe(harness.snapshot())).toMatchObject({ display: 'form', isLoadingConfig: false, tags: [] });
  });

  it('a production gateway is no sandbox', async () => {
    const harness = start();
    harness.gateway.pending('loadConfig').resolve({ ...CONFIG, sandbox: false });
    await settle();
    expect(selectIsSandbox(harness.snapshot())).toBe(false);
  });

  it('a failed load waits for config.retry, which loads again', async () => {
    const harness = start();
    harness.gateway.pending('loadConfig').reject(NETWORK_DOWN);
    await settle();
    expect(harness.snapshot().value).toBe('configFailed');
    expect(selectConfigError(harness.snapshot())).toEqual({ cause: NETWORK_DOWN });
    expect(observe(harness.snapshot())).toMatchObject({ display: 'form', failure: null, tags: ['error'] });
    expectIgnored(harness, change('cardNumber', 'incomplete'), SUBMIT, RETRY);

    harness.send(CONFIG_RETRY);
    expect(harness.snapshot().value).toBe('loadingConfig');
    expect(selectConfigError(harness.snapshot())).toBeNull();
    expect(harness.gateway.count('loadConfig')).toBe(2);
    harness.gateway.pending('loadConfig').resolve(CONFIG);
    await settle();
    expect(harness.snapshot().value).toBe('editing');
  });

  it('ignores the form and retries while loading', () => {
    const harness = start();
    expectIgnored(harness, change('cardNumber', 'incomplete'), blur('cardNumber'), SUBMIT, RETRY, CONFIG_RETRY);
  });

  it('the bare machine refuses to run without real requests', async () => {
    const actor = createActor(cardPaymentMachine, { input: { mode: 'pay' } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('configFailed');
    expect(selectConfigError(actor.getSnapshot())?.cause).toEqual(new Error('cardPaymentMachine: provide the loadConfig actor'));
    actor.stop();
  });
});

describe('the card form (hosted fields report states, never values)', () => {
  it('stores each field’s state and shows no error before a blur or a press of pay', async () => {
    const harness = await editing();
    harness.send(
      change('cardNumber', 'incomplete', { brand: 'visa', cvvLength: 3 }),
      change('expiry', 'invalid'),
      change('cvv', 'incomplete'),
    );
    expect(harness.snapshot().context.fields).toEqual({ cardNumber: 'incomplete', expiry: 'invalid', cvv: 'incomplete' });
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
  });

  it('shows a field error live once the field was left', async () => {
    const harness = await editing();
    harness.send(blur('cardNumber'));
    expect(selectFieldErrors(harness.snapshot())).toEqual({ cardNumber: { code: 'required' } });
    harness.send(change('cardNumber', 'incomplete'));
    expect(selectFieldErrors(harness.snapshot())).toEqual({ cardNumber: { code: 'cardNumber' } });
    harness.send(change('cardNumber', 'invalid'));
    expect(selectFieldErrors(harness.snapshot())).toEqual({ cardNumber: { code: 'cardNumber' } });
    harness.send(change('cardNumber', 'valid', { brand: 'visa', cvvLength: 3 }));
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
    harness.send(change('cvv', 'invalid'), blur('cvv'));
    expect(selectFieldErrors(harness.snapshot())).toEqual({ cvv: { code: 'cvv', digits: 3 } });
    // The security code's message names the digits the card's brand needs.
    harness.send(change('cardNumber', 'valid', { brand: 'amex', cvvLength: 4 }));
    expect(selectFieldErrors(harness.snapshot())).toEqual({ cvv: { code: 'cvv', digits: 4 } });
  });

  it('the same errors object for the same snapshot (no needless re-render)', async () => {
    const harness = await editing();
    harness.send(blur('expiry'));
    expect(selectFieldErrors(harness.snapshot())).toBe(selectFieldErrors(harness.snapshot()));
  });

  it('a press of pay with a field not valid shows every error and asks for no token', async () => {
    const harness = await editing();
    harness.send(change('cardNumber', 'invalid'), change('expiry', 'incomplete'));
    harness.send(SUBMIT);
    expect(harness.snapshot().value).toBe('editing');
    expect(selectFieldErrors(harness.snapshot())).toEqual({
      cardNumber: { code: 'cardNumber' },
      expiry: { code: 'expiry' },
      cvv: { code: 'required' },
    });
    expect(harness.gateway.count('tokenize')).toBe(0);
    // From now on every field shows its error live.
    harness.send(change('cvv', 'incomplete'));
    expect(selectFieldErrors(harness.snapshot())).toEqual({
      cardNumber: { code: 'cardNumber' },
      expiry: { code: 'expiry' },
      cvv: { code: 'cvv', digits: 3 },
    });
    // Only all three valid lets pay go on.
    harness.send(change('cardNumber', 'valid'), change('expiry', 'valid'));
    harness.send(SUBMIT);
    expect(harness.snapshot().value).toBe('editing');
    harness.send(change('cvv', 'valid'), SUBMIT);
    expect(harness.snapshot().value).toBe('tokenizing');
  });

  it('takes the brand and the CVV length from the number’s frame: Amex needs 4 digits (issue 15)', async () => {
    const harness = await editing();
    expect(selectBrand(harness.snapshot())).toBe('unknown');
    expect(selectCvvLength(harness.snapshot())).toBe(3);
    harness.send(change('cardNumber', 'incomplete', { brand: 'amex', cvvLength: 4 }));
    expect(selectBrand(harness.snapshot())).toBe('amex');
    expect(selectCvvLength(harness.snapshot())).toBe(4);
    // The CVV's frame judges against that length; its own report does not change the card's.
    harness.send(change('cvv', 'valid', { cvvLength: 3 }));
    expect(selectCvvLength(harness.snapshot())).toBe(4);
    harness.send(change('cardNumber', 'incomplete', { brand: 'mastercard', cvvLength: 3 }));
    expect(selectBrand(harness.snapshot())).toBe('mastercard');
    expect(selectCvvLength(harness.snapshot())).toBe(3);
    // A length no card has falls back to 3; a number report without a brand is unknown.
    harness.send(change('cardNumber', 'incomplete', { cvvLength: 7 }));
    expect(selectCvvLength(harness.snapshot())).toBe(3);
    expect(selectBrand(harness.snapshot())).toBe('unknown');
  });

  it('ignores an unknown field or state from an untyped caller', async () => {
    const harness = await editing();
    // Casts on purpose: the guard exists for callers TypeScript does not check.
    expectIgnored(harness, { type: 'field.changed', field: '__proto__' as CardField, state: 'valid' });
    expectIgnored(harness, { type: 'field.changed', field: 'cvv', state: 'typed' as CardFieldState });
    expectIgnored(harness, { type: 'field.blurred', field: 'name' as CardField });
  });

  it('keeps nothing but the state from a field event that carries more (a value smuggled in)', async () => {
    const harness = await editing();
    harness.send({
      ...change('cardNumber', 'valid', { brand: 'visa', cvvLength: 3 }),
      value: '4242424242424242',
    } as unknown as CardPaymentEvent);
    expect(JSON.stringify(harness.actor.getPersistedSnapshot())).not.toContain('4242');
    expect(harness.snapshot().context.fields.cardNumber).toBe('valid');
  });

  it('ignores a retry that has nothing to retry', async () => {
    const harness = await editing();
    expectIgnored(harness, RETRY, CONFIG_RETRY);
  });
});

describe('paying', () => {
  it('a valid card is tokenized by the hosted fields with the config alone, the form kept on screen, busy', async () => {
    const harness = await tokenizing();
    expect(harness.snapshot().value).toBe('tokenizing');
    // The frames hold the card: they must stay mounted until the token is there.
    expect(observe(harness.snapshot())).toMatchObject({ display: 'form', isBusy: true, tags: ['busy'] });
    expect(harness.gateway.pending('tokenize').input).toEqual({ config: CONFIG });
    expect(harness.gateway.count('tokenize')).toBe(1);
  });

  it('ignores the form, a second press of pay and retries while tokenizing', async () => {
    const harness = await tokenizing();
    expectIgnored(harness, SUBMIT, change('cvv', 'invalid'), blur('cvv'), RETRY, CONFIG_RETRY);
    expect(harness.gateway.count('tokenize')).toBe(1);
  });

  it('forgets the form’s states once tokenized, then debits with the token and the browser data', async () => {
    const harness = await debiting();
    expect(harness.snapshot().value).toBe('debiting');
    expect(observe(harness.snapshot())).toMatchObject({ display: 'processing', isBusy: true, fieldErrors: {}, tags: ['busy'] });
    expectFreshForm(harness);
    expect(harness.snapshot().context.touched).toEqual({ cardNumber: false, expiry: false, cvv: false });
    expect(harness.gateway.pending('debit').input).toEqual({ token: TOKEN.token, browser: BROWSER });
    expect(selectCardSummary(harness.snapshot())).toEqual({ last4: '4242', brand: 'visa' });
    expect(selectBrand(harness.snapshot())).toBe('visa');
  });

  it('a wallet’s token is debited at once, with no tokenization, the half-typed form forgotten', async () => {
    const harness = await editing();
    harness.send(change('cardNumber', 'incomplete'));
    harness.send(WALLET);
    await settle();
    expect(harness.snapshot().value).toBe('debiting');
    expect(harness.gateway.count('tokenize')).toBe(0);
    expect(harness.gateway.pending('debit').input).toEqual({ token: 'pm_wallet_1', browser: BROWSER });
    expectFreshForm(harness);
    expect(selectCardSummary(harness.snapshot())).toEqual({ last4: '4242', brand: 'visa' });
    harness.gateway.pending('debit').resolve(PAID);
    await settle();
    expect(harness.snapshot().value).toBe('confirmed');
  });

  it('a wallet’s token while a card is being paid is ignored: one payment at a time', async () => {
    const harness = await tokenizing();
    expectIgnored(harness, WALLET);
    harness.gateway.pending('tokenize').resolve(TOKEN);
    await settle();
    expectIgnored(harness, WALLET);
    expect(harness.gateway.pending('debit').input).toEqual({ token: TOKEN.token, browser: BROWSER });
  });

  it('a second press of pay while the debit runs is ignored: one debit', async () => {
    const harness = await debiting();
    expectIgnored(harness, SUBMIT, SUBMIT, change('cardNumber', 'valid'), RETRY);
    harness.send(SUBMIT);
    await settle();
    expect(harness.gateway.count('debit')).toBe(1);
    expect(harness.gateway.count('tokenize')).toBe(1);
  });

  it('a paid debit confirms, keeps the order code and tells the host', async () => {
    const harness = await debitAnswered(PAID);
    expect(harness.snapshot().value).toBe('confirmed');
    expect(harness.gateway.count('goToThankYou')).toBe(0);
    expect(observe(harness.snapshot())).toMatchObject({
      display: 'confirmed',
      isBusy: false,
      orderCode: 'ORD-PAID',
      failure: null,
      tags: [],
    });
    expect(harness.emitted).toEqual([{ type: 'payment.succeeded', orderCode: 'ORD-PAID' }]);
    expect(harness.snapshot().context.token).toBeNull();
    expect(harness.gateway.count('rememberTransaction')).toBe(0);
    expect(harness.gateway.count('navigateToChallenge')).toBe(0);
    expectFreshForm(harness);
  });

  it('the confirmation stays THANK_YOU_REDIRECT_MS, then the host goes to thank-you with the order code, once', async () => {
    const clock = new SimulatedClock();
    const harness = start({ mode: 'pay' }, {}, clock);
    harness.gateway.pending('loadConfig').resolve(CONFIG);
    await settle();
    harness.send(...VALID_CARD, SUBMIT);
    harness.gateway.pending('tokenize').resolve(TOKEN);
    await settle();
    harness.gateway.pending('debit').resolve(PAID);
    await settle();
    clock.increment(THANK_YOU_REDIRECT_MS - 1);
    expect(harness.snapshot().value).toBe('confirmed');
    expect(harness.gateway.count('goToThankYou')).toBe(0);
    clock.increment(1);
    expect(harness.snapshot().value).toBe('leaving');
    expect(harness.snapshot().status).toBe('done');
    // The confirmation stays on screen until the host has navigated.
    expect(selectPaymentDisplay(harness.snapshot())).toBe('confirmed');
    expect(harness.gateway.calls.filter((call) => call.dep === 'goToThankYou')).toEqual([{ dep: 'goToThankYou', args: ['ORD-PAID'] }]);
  });

  it('a challenge remembers the transaction, then leaves for the challenge page', async () => {
    const harness = await debitAnswered(CHALLENGE);
    expect(harness.snapshot().value).toBe('redirectingToChallenge');
    expect(observe(harness.snapshot())).toMatchObject({ display: 'processing', isBusy: false, tags: [] });
    const effects = harness.gateway.calls.filter((call) => ['rememberTransaction', 'navigateToChallenge'].includes(call.dep));
    expect(effects).toEqual([
      { dep: 'rememberTransaction', args: ['tx-3ds'] },
      { dep: 'navigateToChallenge', args: [CHALLENGE.challengeUrl] },
    ]);
    expect(selectChallengeUrl(harness.snapshot())).toBe('http://127.0.0.1:3002/en/test-simulator?tx=tx-3ds');
    expect(harness.emitted).toEqual([]);
    expect(harness.gateway.count('forgetTransaction')).toBe(0);
    expect(harness.snapshot().context.token).toBeNull();
    expectIgnored(harness, SUBMIT, RETRY, change('cvv', 'valid'));
    expectFreshForm(harness);
  });

  it('a declined debit shows the error with the gateway message', async () => {
    const harness = await debitAnswered(DECLINED);
    expect(harness.snapshot().value).toBe('failed');
    expect(observe(harness.snapshot())).toMatchObject({
      display: 'error',
      isBusy: false,
      failure: { reason: 'declined', message: 'Card declined' },
      tags: ['error'],
    });
    expect(harness.emitted).toEqual([]);
    expectIgnored(harness, SUBMIT, change('cvv', 'valid'), CONFIG_RETRY);
    expectFreshForm(harness);
  });

  it('try again after a decline: an empty form, nothing sensitive, config kept, no reload', async () => {
    const harness = await debitAnswered(DECLINED);
    harness.send(RETRY);
    expect(harness.snapshot().value).toBe('editing');
    expect(observe(harness.snapshot())).toEqual({
      display: 'form',
      fieldErrors: {},
      isBusy: false,
      isLoadingConfig: false,
      failure: null,
      configError: null,
      orderCode: null,
      tags: [],
    });
    const { context } = harness.snapshot();
    expect(context.token).toBeNull();
    expect(context.card).toBeNull();
    expect(context.submitAttempted).toBe(false);
    expect(selectConfig(harness.snapshot())).toEqual(CONFIG);
    expect(harness.gateway.count('loadConfig')).toBe(1);
    expect(harness.emitted).toEqual([]);
    expectFreshForm(harness);

    // A second card goes through the whole way again.
    typeCard(harness);
    harness.send(SUBMIT);
    expect(harness.gateway.pending('tokenize').input).toEqual({ config: CONFIG });
    expect(harness.gateway.count('tokenize')).toBe(2);
  });

  it('a failed tokenization shows the error with its message and forgets the form', async () => {
    const harness = await tokenizing();
    harness.gateway.pending('tokenize').reject(GATEWAY_REFUSED);
    await settle();
    expect(harness.snapshot().value).toBe('failed');
    expect(selectFailure(harness.snapshot())).toEqual({ reason: 'error', message: 'Card not supported', cause: GATEWAY_REFUSED });
    expect(selectPaymentDisplay(harness.snapshot())).toBe('error');
    expect(harness.gateway.count('debit')).toBe(0);
    expectFreshForm(harness);
    harness.send(RETRY);
    expect(harness.snapshot().value).toBe('editing');
  });

  it('a failed debit (network) shows the error with the cause', async () => {
    const harness = await debiting();
    harness.gateway.pending('debit').reject(NETWORK_DOWN);
    await settle();
    expect(harness.snapshot().value).toBe('failed');
    expect(selectFailure(harness.snapshot())).toEqual({ reason: 'error', message: NETWORK_DOWN.message, cause: NETWORK_DOWN });
    expect(harness.snapshot().context.token).toBeNull();
    expect(harness.gateway.count('rememberTransaction')).toBe(0);
  });

  it('a rejection without a message is an error without one', async () => {
    const harness = await debiting();
    harness.gateway.pending('debit').reject('timeout');
    await settle();
    expect(selectFailure(harness.snapshot())).toEqual({ reason: 'error', cause: 'timeout' });
  });

  it('browser data that cannot be read fails the debit instead of crashing', async () => {
    const broken = new Error('no screen');
    const harness = await editing({
      readBrowserInfo: () => {
        throw broken;
      },
    });
    typeCard(harness);
    harness.send(SUBMIT);
    harness.gateway.pending('tokenize').resolve(TOKEN);
    await settle();
    await settle();
    expect(harness.snapshot().value).toBe('failed');
    expect(selectFailure(harness.snapshot())).toEqual({ reason: 'error', message: 'no screen', cause: broken });
    expect(harness.gateway.count('debit')).toBe(0);
  });

  it('leaving the page aborts the running request', async () => {
    const harness = await debiting();
    const { signal } = harness.gateway.pending('debit');
    harness.actor.stop();
    expect(signal.aborted).toBe(true);
  });
});

describe('the machine never holds a card', () => {
  it.each([
    ['paid at once', PAID],
    ['challenged', CHALLENGE],
    ['declined', DECLINED],
  ] as const)('%s: tokenize is asked with the config alone; every call and event carries codes only', async (_name, result) => {
    const harness = await debitAnswered(result);
    const tokenizeCalls = harness.gateway.calls.filter((call) => call.dep === 'tokenize');
    expect(tokenizeCalls).toEqual([{ dep: 'tokenize', args: [CONFIG] }]);
    expect(harness.gateway.calls.find((call) => call.dep === 'debit')?.args).toEqual([{ token: TOKEN.token, browser: BROWSER }]);
    expectFreshForm(harness);
  });
});

const CARD_EVENTS: readonly CardPaymentEvent[] = [...VALID_CARD, blur('cardNumber')];

describe('finishing 3-D Secure (finish mode)', () => {
  it('finishes at once with the returned values, showing processing', () => {
    const harness = start(finishInput());
    expect(harness.snapshot().value).toBe('finishing');
    expect(observe(harness.snapshot())).toMatchObject({ display: 'processing', isBusy: true, tags: ['busy'] });
    expect(harness.gateway.pending('finish').input).toEqual(RETURNED);
    expect(harness.gateway.count('loadConfig')).toBe(0);
    expectIgnored(harness, ...CARD_EVENTS, SUBMIT, RETRY, CONFIG_RETRY);
  });

  it('paid: confirms, forgets the transaction, tells the host', async () => {
    const harness = start(finishInput());
    harness.gateway.pending('finish').resolve(FINISHED);
    await settle();
    expect(harness.snapshot().value).toBe('confirmed');
    expect(observe(harness.snapshot())).toMatchObject({ display: 'confirmed', orderCode: 'ORD-3DS', tags: [] });
    expect(harness.gateway.count('forgetTransaction')).toBe(1);
    expect(harness.emitted).toEqual([{ type: 'payment.succeeded', orderCode: 'ORD-3DS' }]);
    // The transaction is forgotten before the host hears of the success and leaves the page.
    const order = harness.gateway.calls.map((call) => call.dep);
    expect(order).toEqual(['finish', 'forgetTransaction']);
    expect(harness.snapshot().context.finishReturn).toBeNull();
  });

  it('declined: the error with the gateway message, the transaction forgotten', async () => {
    const harness = start(finishInput());
    harness.gateway.pending('finish').resolve(FINISH_DECLINED);
    await settle();
    expect(harness.snapshot().value).toBe('failed');
    expect(observe(harness.snapshot())).toMatchObject({
      display: 'error',
      failure: { reason: 'declined', message: 'Authentication failed' },
      tags: ['error'],
    });
    expect(harness.gateway.count('forgetTransaction')).toBe(1);
    expect(harness.emitted).toEqual([]);
    expect(harness.snapshot().context.finishReturn).toBeNull();
  });

  it('a failed request: the error with its cause, the transaction forgotten', async () => {
    const harness = start(finishInput());
    harness.gateway.pending('finish').reject(NETWORK_DOWN);
    await settle();
    expect(selectFailure(harness.snapshot())).toEqual({ reason: 'error', message: NETWORK_DOWN.message, cause: NETWORK_DOWN });
    expect(harness.gateway.count('forgetTransaction')).toBe(1);
  });

  it('try again hands back to the checkout and stops', async () => {
    const harness = start(finishInput());
    harness.gateway.pending('finish').resolve(FINISH_DECLINED);
    await settle();
    harness.send(RETRY);
    expect(harness.snapshot().value).toBe('handedBack');
    expect(harness.snapshot().status).toBe('done');
    expect(harness.emitted).toEqual([{ type: 'payment.retryRequested' }]);
    expect(selectPaymentDisplay(harness.snapshot())).toBe('error');
    expect(harness.gateway.count('finish')).toBe(1);
    expect(harness.gateway.count('loadConfig')).toBe(0);
  });

  it.each([
    ['none stored', null],
    ['a blank one', '  '],
  ])('no transaction reference (%s): fails at once, asks nothing', (_name, transactionRef) => {
    const harness = start(finishInput({ ...RETURNED, transactionRef }));
    expect(harness.snapshot().value).toBe('failed');
    expect(observe(harness.snapshot())).toMatchObject({
      display: 'error',
      isBusy: false,
      failure: { reason: 'missingTransaction' },
      tags: ['error'],
    });
    expect(harness.gateway.calls).toEqual([]);
    expect(harness.snapshot().context.finishReturn).toBeNull();
    harness.send(RETRY);
    expect(harness.emitted).toEqual([{ type: 'payment.retryRequested' }]);
    expect(harness.snapshot().value).toBe('handedBack');
  });
});
