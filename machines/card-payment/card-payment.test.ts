import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ShopError } from '../../api/errors';
import { cardPaymentMachine } from './card-payment.machine';
import {
  selectBrand,
  selectCardSummary,
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
  selectValues,
  type CardPaymentSnapshot,
} from './card-payment.selectors';
import {
  BROWSER,
  CARD,
  CARD_SECRETS,
  CHALLENGE,
  CONFIG,
  DECLINED,
  FINISHED,
  FINISH_DECLINED,
  NORMALISED_CARD,
  PAID,
  RETURNED,
  TOKEN,
  createFakeGateway,
  settle,
  type FakeGateway,
  type FakeGatewayOptions,
} from './card-payment.test-support';
import {
  EMPTY_CARD_VALUES,
  PAYMENT_DISPLAY_MESSAGES_EN,
  type CardField,
  type CardDebitResult,
  type CardFinishReturn,
  type CardPaymentEmitted,
  type CardPaymentEvent,
  type CardPaymentInput,
} from './card-payment.types';
import { createCardPaymentMachine } from './card-payment.wiring';

const NETWORK_DOWN = new ShopError('cardDebit', { kind: 'network' });
const GATEWAY_REFUSED = new ShopError('cardTokenize', { kind: 'http', status: 402, message: 'Card not supported' });

type CardPaymentActor = Actor<ReturnType<typeof createCardPaymentMachine>>;

interface Harness {
  actor: CardPaymentActor;
  gateway: FakeGateway;
  emitted: CardPaymentEmitted[];
  send: (...events: CardPaymentEvent[]) => void;
  snapshot: () => CardPaymentSnapshot;
}

function start(input: CardPaymentInput = { mode: 'pay' }, options: FakeGatewayOptions = {}): Harness {
  const gateway = createFakeGateway(options);
  const actor = createActor(createCardPaymentMachine(gateway.deps), { input });
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

const change = (field: CardField, value: string): CardPaymentEvent => ({ type: 'field.changed', field, value });
const blur = (field: CardField): CardPaymentEvent => ({ type: 'field.blurred', field });
const SUBMIT: CardPaymentEvent = { type: 'card.submitted' };
const RETRY: CardPaymentEvent = { type: 'payment.retry' };
const CONFIG_RETRY: CardPaymentEvent = { type: 'config.retry' };

function typeCard(harness: Harness, card: { cardNumber: string; expiry: string; cvv: string } = CARD): void {
  harness.send(change('cardNumber', card.cardNumber), change('expiry', card.expiry), change('cvv', card.cvv));
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
    values: selectValues(snapshot),
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

/** No form of the typed card anywhere in a serialised snapshot (context and running children's inputs). */
function expectNoCardIn(harness: Harness): void {
  const persisted = JSON.stringify(harness.actor.getPersistedSnapshot());
  for (const secret of CARD_SECRETS) expect(persisted).not.toContain(secret);
  expect(harness.snapshot().context.values).toEqual(EMPTY_CARD_VALUES);
}

describe('loading the config (pay mode)', () => {
  it('starts by loading the config, the form not yet sendable', () => {
    const harness = start();
    expect(harness.snapshot().value).toBe('loadingConfig');
    expect(observe(harness.snapshot())).toEqual({
      display: 'form',
      values: EMPTY_CARD_VALUES,
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
    expectIgnored(harness, change('cardNumber', '4'), SUBMIT, RETRY);

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
    expectIgnored(harness, change('cardNumber', '4'), blur('cardNumber'), SUBMIT, RETRY, CONFIG_RETRY);
  });

  it('the bare machine refuses to run without real requests', async () => {
    const actor = createActor(cardPaymentMachine, { input: { mode: 'pay' } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('configFailed');
    expect(selectConfigError(actor.getSnapshot())?.cause).toEqual(
      new Error('cardPaymentMachine: provide the loadConfig actor'),
    );
    actor.stop();
  });
});

describe('the card form', () => {
  it('stores the values as typed and shows no error before a blur or a press of pay', async () => {
    const harness = await editing();
    harness.send(change('cardNumber', '4242 42'), change('expiry', '13/30'), change('cvv', '12'));
    expect(selectValues(harness.snapshot())).toEqual({ cardNumber: '4242 42', expiry: '13/30', cvv: '12' });
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
  });

  it('shows a field error live once the field was left', async () => {
    const harness = await editing();
    harness.send(blur('cardNumber'));
    expect(selectFieldErrors(harness.snapshot())).toEqual({ cardNumber: 'required' });
    harness.send(change('cardNumber', '4242 4242 4242 4241'));
    expect(selectFieldErrors(harness.snapshot())).toEqual({ cardNumber: 'cardNumber' });
    harness.send(change('cardNumber', CARD.cardNumber));
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
    harness.send(change('cvv', '1234'), blur('cvv'));
    expect(selectFieldErrors(harness.snapshot())).toEqual({ cvv: 'cvv' });
  });

  it('the same errors object for the same snapshot (no needless re-render)', async () => {
    const harness = await editing();
    harness.send(blur('expiry'));
    expect(selectFieldErrors(harness.snapshot())).toBe(selectFieldErrors(harness.snapshot()));
  });

  it('an invalid press of pay shows every error and sends nothing', async () => {
    const harness = await editing();
    harness.send(change('cardNumber', '4242 4242 4242 4241'), change('expiry', '11/25'));
    harness.send(SUBMIT);
    expect(harness.snapshot().value).toBe('editing');
    expect(selectFieldErrors(harness.snapshot())).toEqual({ cardNumber: 'cardNumber', expiry: 'expiry', cvv: 'required' });
    expect(harness.gateway.count('tokenize')).toBe(0);
    // From now on every field shows its error live.
    harness.send(change('cvv', '12'));
    expect(selectFieldErrors(harness.snapshot())).toEqual({ cardNumber: 'cardNumber', expiry: 'expiry', cvv: 'cvv' });
  });

  it('judges the expiry against the injected clock', async () => {
    const harness = await editing({ now: () => new Date(2026, 0, 1, 0, 0, 1) });
    typeCard(harness, { ...CARD, expiry: '12/25' });
    harness.send(SUBMIT);
    expect(selectFieldErrors(harness.snapshot())).toEqual({ expiry: 'expiry' });
    expect(harness.gateway.count('tokenize')).toBe(0);

    harness.gateway.setNow(new Date(2025, 11, 31, 23, 0, 0));
    harness.send(change('expiry', '12/25'));
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
    harness.send(SUBMIT);
    expect(harness.snapshot().value).toBe('tokenizing');
  });

  it('ignores an unknown field name from an untyped caller', async () => {
    const harness = await editing();
    // Cast on purpose: the guard exists for callers TypeScript does not check.
    expectIgnored(harness, { type: 'field.changed', field: '__proto__' as CardField, value: 'x' });
    expectIgnored(harness, { type: 'field.blurred', field: 'name' as CardField });
  });

  it('shows the brand the number suggests', async () => {
    const harness = await editing();
    expect(selectBrand(harness.snapshot())).toBe('unknown');
    harness.send(change('cardNumber', '5105'));
    expect(selectBrand(harness.snapshot())).toBe('mastercard');
    harness.send(change('cardNumber', '37'));
    expect(selectBrand(harness.snapshot())).toBe('amex');
  });

  it('ignores a retry that has nothing to retry', async () => {
    const harness = await editing();
    expectIgnored(harness, RETRY, CONFIG_RETRY);
  });
});

describe('paying', () => {
  it('a valid card is tokenized at the gateway with the config, normalised', async () => {
    const harness = await tokenizing();
    expect(harness.snapshot().value).toBe('tokenizing');
    expect(observe(harness.snapshot())).toMatchObject({ display: 'processing', isBusy: true, tags: ['busy'] });
    expect(harness.gateway.pending('tokenize').input).toEqual({ config: CONFIG, card: NORMALISED_CARD });
    expect(harness.gateway.count('tokenize')).toBe(1);
  });

  it('ignores the form, a second press of pay and retries while tokenizing', async () => {
    const harness = await tokenizing();
    expectIgnored(harness, SUBMIT, change('cvv', '000'), blur('cvv'), RETRY, CONFIG_RETRY);
    expect(harness.gateway.count('tokenize')).toBe(1);
  });

  it('clears the card from context once tokenized, then debits with the token and the browser data', async () => {
    const harness = await debiting();
    expect(harness.snapshot().value).toBe('debiting');
    expect(observe(harness.snapshot())).toMatchObject({ display: 'processing', isBusy: true, fieldErrors: {}, tags: ['busy'] });
    expectNoCardIn(harness);
    expect(harness.snapshot().context.touched).toEqual({ cardNumber: false, expiry: false, cvv: false });
    expect(harness.gateway.pending('debit').input).toEqual({ token: TOKEN.token, browser: BROWSER });
    expect(selectCardSummary(harness.snapshot())).toEqual({ last4: '4242', brand: 'visa' });
    expect(selectBrand(harness.snapshot())).toBe('visa');
  });

  it('a second press of pay while the debit runs is ignored: one debit', async () => {
    const harness = await debiting();
    expectIgnored(harness, SUBMIT, SUBMIT, change('cardNumber', CARD.cardNumber), RETRY);
    harness.send(SUBMIT);
    await settle();
    expect(harness.gateway.count('debit')).toBe(1);
    expect(harness.gateway.count('tokenize')).toBe(1);
  });

  it('a paid debit confirms, keeps the order code and tells the host', async () => {
    const harness = await debitAnswered(PAID);
    expect(harness.snapshot().value).toBe('confirmed');
    expect(harness.snapshot().status).toBe('done');
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
    expectNoCardIn(harness);
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
    expectIgnored(harness, SUBMIT, RETRY, change('cvv', '123'));
    expectNoCardIn(harness);
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
    expectIgnored(harness, SUBMIT, change('cvv', '123'), CONFIG_RETRY);
    expectNoCardIn(harness);
  });

  it('try again after a decline: an empty form, nothing sensitive, config kept, no reload', async () => {
    const harness = await debitAnswered(DECLINED);
    harness.send(RETRY);
    expect(harness.snapshot().value).toBe('editing');
    expect(observe(harness.snapshot())).toEqual({
      display: 'form',
      values: EMPTY_CARD_VALUES,
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
    expectNoCardIn(harness);

    // A second card goes through the whole way again.
    typeCard(harness, { cardNumber: '4000 0000 0000 3220', expiry: '01/27', cvv: '123' });
    harness.send(SUBMIT);
    expect(harness.gateway.pending('tokenize').input.card.cardNumber).toBe('4000000000003220');
    expect(harness.gateway.count('tokenize')).toBe(2);
  });

  it('a failed tokenization shows the error with its message and forgets the card', async () => {
    const harness = await tokenizing();
    harness.gateway.pending('tokenize').reject(GATEWAY_REFUSED);
    await settle();
    expect(harness.snapshot().value).toBe('failed');
    expect(selectFailure(harness.snapshot())).toEqual({ reason: 'error', message: 'Card not supported', cause: GATEWAY_REFUSED });
    expect(selectPaymentDisplay(harness.snapshot())).toBe('error');
    expect(harness.gateway.count('debit')).toBe(0);
    expectNoCardIn(harness);
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

describe('the card never leaves except to tokenization', () => {
  it.each([
    ['paid at once', PAID],
    ['challenged', CHALLENGE],
    ['declined', DECLINED],
  ] as const)('%s: no call but tokenize, and no emitted event, carries it', async (_name, result) => {
    const harness = await debitAnswered(result);
    if (harness.snapshot().matches('failed')) {
      harness.send(RETRY);
      harness.send(blur('cardNumber'), SUBMIT);
    }
    const elsewhere = JSON.stringify(harness.gateway.calls.filter((call) => call.dep !== 'tokenize'));
    const emitted = JSON.stringify(harness.emitted);
    for (const secret of CARD_SECRETS) {
      expect(elsewhere).not.toContain(secret);
      expect(emitted).not.toContain(secret);
    }
    // The check above could not fail if the card never reached the fake at all.
    expect(JSON.stringify(harness.gateway.calls.filter((call) => call.dep === 'tokenize'))).toContain('4242424242424242');
    expectNoCardIn(harness);
  });

  it('no action the machine runs gets it as a parameter, except the start of tokenization', async () => {
    const gateway = createFakeGateway();
    const actions: Array<{ type: string; params: unknown }> = [];
    const actor = createActor(createCardPaymentMachine(gateway.deps), {
      input: { mode: 'pay' },
      inspect: (event) => {
        if (event.type === '@xstate.action') actions.push(event.action);
      },
    }).start();
    gateway.pending('loadConfig').resolve(CONFIG);
    await settle();
    CARD_EVENTS.forEach((event) => actor.send(event));
    actor.send(SUBMIT);
    gateway.pending('tokenize').resolve(TOKEN);
    await settle();
    gateway.pending('debit').resolve(CHALLENGE);
    await settle();
    const isTokenizeStart = (action: { type: string; params: unknown }) =>
      action.type === 'xstate.spawnChild' && (action.params as { id?: unknown }).id === 'tokenize';
    expect(actions.map((action) => action.type)).toEqual(expect.arrayContaining(['rememberTransaction', 'navigateToChallenge']));
    // The check below could not fail if the inspection never saw the card.
    expect(JSON.stringify(actions.filter(isTokenizeStart))).toContain('4242424242424242');
    const others = JSON.stringify(actions.filter((action) => !isTokenizeStart(action)));
    for (const secret of CARD_SECRETS) expect(others).not.toContain(secret);
    actor.stop();
  });
});

const CARD_EVENTS: readonly CardPaymentEvent[] = [
  change('cardNumber', CARD.cardNumber),
  blur('cardNumber'),
  change('expiry', CARD.expiry),
  change('cvv', CARD.cvv),
];

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

describe('payment display texts', () => {
  it('are the spec §4 texts', () => {
    expect(PAYMENT_DISPLAY_MESSAGES_EN).toEqual({
      processing: 'Processing your payment...',
      confirmed: 'Payment successful. Redirecting...',
      error: 'Could not verify your payment',
    });
  });
});
