import { and, assertEvent, assign, emit, setup } from 'xstate';
import { requiredFor, stubRequest } from '../../requests/requests';
import { THANK_YOU_REDIRECT_MS, thankYouStates } from '../thank-you/thank-you';
import {
  CARD_FIELDS,
  DEFAULT_CVV_LENGTH,
  EMPTY_CARD_FIELDS,
  isCardField,
  isCardFieldState,
  type CardDebitResult,
  type CardField,
  type CardFinishInput,
  type CardFinishResult,
  type CardPaymentConfig,
  type CardPaymentContext,
  type CardPaymentEmitted,
  type CardPaymentEvent,
  type CardPaymentFailure,
  type CardPaymentInput,
  type CardPaymentTag,
  type CardToken,
  type DebitInput,
  type TokenizeInput,
} from './card-payment.types';

const NOTHING_TOUCHED: Readonly<Record<CardField, boolean>> = { cardNumber: false, expiry: false, cvv: false };

/**
 * An empty card form that shows no error yet: how the form starts, and how it
 * comes back after a failure (its hosted fields are then new, empty frames).
 */
const FRESH_FORM = {
  fields: EMPTY_CARD_FIELDS,
  brand: 'unknown',
  cvvLength: DEFAULT_CVV_LENGTH,
  touched: NOTHING_TOUCHED,
  submitAttempted: false,
} as const satisfies Partial<CardPaymentContext>;

const MACHINE = 'cardPaymentMachine';
const required = requiredFor(MACHINE);

/**
 * A gateway answer narrowed to the status its transition's guard checked; a
 * different one here is a bug in this file (the api's schema admits no other).
 */
function withStatus<R extends { status: string }, S extends R['status']>(result: R, status: S): Extract<R, { status: S }> {
  if (result.status !== status) throw new Error(`${MACHINE}: expected a ${status} answer, got ${result.status}`);
  return result as Extract<R, { status: S }>;
}

/** The text a rejection carries (a `ShopError`'s server message, spec §8 "Payment calls"), if any. */
function messageOf(cause: unknown): string | undefined {
  if (typeof cause !== 'object' || cause === null || !('message' in cause)) return undefined;
  const { message } = cause;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function requestFailed(cause: unknown): CardPaymentFailure {
  const message = messageOf(cause);
  return message === undefined ? { reason: 'error', cause } : { reason: 'error', message, cause };
}

function initialContext(input: CardPaymentInput): CardPaymentContext {
  let finishReturn: CardFinishInput | null = null;
  if (input.mode === 'finish') {
    const { transactionRef, md, paRes, cres } = input.finish;
    // A blank reference is as missing as none: finishing would ask about no transaction.
    if (transactionRef !== null && transactionRef.trim() !== '') finishReturn = { transactionRef, md, paRes, cres };
  }
  return {
    mode: input.mode,
    config: null,
    configError: null,
    ...FRESH_FORM,
    token: null,
    card: null,
    finishReturn,
    challengeUrl: null,
    failure: null,
    orderCode: null,
  };
}

/**
 * A card payment with 3-D Secure (spec §4 "Card payment", "Payment display";
 * §3 the stored transaction reference; §8 "Payment calls", "Payment verification").
 *
 * ```
 * starting ─┬─ pay ─▶ loadingConfig ──✗──▶ configFailed ──config.retry──▶ loadingConfig
 *           │             │ ✓
 *           │             ▼
 *           │          editing ◀──────────── payment.retry (pay mode) ─────────┐
 *           │             │ card.submitted, every field valid (else: stays, every error shown)
 *           │             ▼                                                   │
 *           │         tokenizing ──✗────────────────────────────────────▶ failed
 *           │             │ ✓                                                 ▲
 *           │             ▼                                                   │
 *           │          debiting ──declined / ✗────────────────────────────────┤
 *           │             ├── succeeded ──▶ confirmed                         │
 *           │             └── challenge ──▶ redirectingToChallenge            │
 *           ├─ finish ─▶ finishing ──declined / ✗─────────────────────────────┤
 *           │             └── succeeded ──▶ confirmed                         │
 *           └─ finish, no stored transaction ─────────────────────────────────┘
 *
 *   failed ──payment.retry (finish mode)──▶ handedBack
 *   confirmed ──thankYouRedirect (1500 ms)──▶ leaving (goToThankYou)
 * ```
 *
 * The card number, expiry and CVV are typed into the gateway's hosted fields
 * and never reach this machine: it holds each field's state as the frames
 * report it, decides from them whether pay may tokenize, and the injected
 * `tokenize` actor (the hosted fields) answers the token. The form stays on
 * screen while tokenizing (its frames hold the card), busy. The token goes
 * when the debit settles. A second `card.submitted` while one runs has no
 * handler and is ignored (spec §4). The host's storage and navigation are
 * named actions the storefront provides.
 */
export const cardPaymentMachine = setup({
  types: {
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
    input: {} as CardPaymentInput,
    tags: {} as CardPaymentTag,
    emitted: {} as CardPaymentEmitted,
  },
  actors: {
    /** Stubs: the storefront provides the real requests (`cardPaymentActors` in storefront/app/features/payment/payment.actors.ts). */
    loadConfig: stubRequest<CardPaymentConfig>(MACHINE, 'loadConfig'),
    tokenize: stubRequest<CardToken, TokenizeInput>(MACHINE, 'tokenize'),
    debit: stubRequest<CardDebitResult, DebitInput>(MACHINE, 'debit'),
    finish: stubRequest<CardFinishResult, CardFinishInput>(MACHINE, 'finish'),
  },
  delays: {
    /** Spec §4: 'Payment successful. Redirecting...' before the thank-you page, as for every payment. */
    thankYouRedirect: THANK_YOU_REDIRECT_MS,
  },
  guards: {
    isFinishMode: ({ context }) => context.mode === 'finish',
    hasTransaction: ({ context }) => context.finishReturn !== null,
    /** A field or state a caller outside TypeScript could misname (e.g. `__proto__`) is not stored. */
    isKnownField: ({ event }) => {
      assertEvent(event, ['field.changed', 'field.blurred']);
      return isCardField(event.field) && (event.type === 'field.blurred' || isCardFieldState(event.state));
    },
    /** Every hosted field says its value is valid; nothing is asked of the gateway otherwise. */
    isCardValid: ({ context }) => CARD_FIELDS.every((field) => context.fields[field] === 'valid'),
    isDebitStatus: (_, params: { result: CardDebitResult; status: CardDebitResult['status'] }) => params.result.status === params.status,
    isFinishStatus: (_, params: { result: CardFinishResult; status: CardFinishResult['status'] }) => params.result.status === params.status,
  },
  actions: {
    storeConfig: assign((_, params: { config: CardPaymentConfig }) => ({ config: params.config })),
    storeConfigError: assign((_, params: { cause: unknown }) => ({ configError: { cause: params.cause } })),
    clearConfigError: assign({ configError: null }),
    storeFieldState: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      const fields = { ...context.fields, [event.field]: event.state };
      // The number's frame decides the brand and the CVV length it needs (Amex 4).
      if (event.field !== 'cardNumber') return { fields };
      const cvvLength = event.cvvLength === 3 || event.cvvLength === 4 ? event.cvvLength : DEFAULT_CVV_LENGTH;
      return { fields, brand: event.brand ?? 'unknown', cvvLength };
    }),
    markTouched: assign(({ context, event }) => {
      assertEvent(event, 'field.blurred');
      return { touched: { ...context.touched, [event.field]: true } };
    }),
    markSubmitAttempted: assign({ submitAttempted: true }),
    /** Leaving tokenization, whatever its outcome: the form's frames go, and their states with them. */
    forgetForm: assign({ ...FRESH_FORM }),
    storeToken: assign((_, params: { token: CardToken }) => ({
      token: params.token.token,
      card: { last4: params.token.last4, brand: params.token.brand },
    })),
    forgetToken: assign({ token: null }),
    forgetFinishReturn: assign({ finishReturn: null }),
    storeChallengeUrl: assign((_, params: { challengeUrl: string }) => ({ challengeUrl: params.challengeUrl })),
    storeOrderCode: assign((_, params: { orderCode: string }) => ({ orderCode: params.orderCode })),
    storeFailure: assign((_, params: { failure: CardPaymentFailure }) => ({ failure: params.failure })),
    /** "Try again" after a failed payment: an empty card form; the config (and the checkout around it) stay. */
    startOver: assign({ ...FRESH_FORM, token: null, card: null, challengeUrl: null, failure: null }),
    /** Spec §3: the reference is kept in local storage for the return page. Provided by the storefront. */
    rememberTransaction: (_, _params: { transactionRef: string }) => {},
    /** Spec §3: cleared when 3-D Secure finishes, whatever the outcome. Provided by the storefront. */
    forgetTransaction: () => {},
    /** Leaves the shop for the 3-D Secure challenge. Provided by the storefront. */
    navigateToChallenge: (_, _params: { challengeUrl: string }) => {},
    /** Spec §3: stores the order id and leaves for the thank-you page. Provided by the storefront. */
    goToThankYou: (_, _params: { orderCode: string }) => {},
    announceSuccess: emit((_, params: { orderCode: string }) => ({
      type: 'payment.succeeded' as const,
      orderCode: params.orderCode,
    })),
    announceRetryRequested: emit({ type: 'payment.retryRequested' as const }),
  },
}).createMachine({
  id: 'card-payment',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  states: {
    /** Never at rest: picks the entry of the mode the host started with. */
    starting: {
      always: [
        { guard: and(['isFinishMode', 'hasTransaction']), target: 'finishing' },
        {
          guard: 'isFinishMode',
          target: 'failed',
          actions: { type: 'storeFailure', params: { failure: { reason: 'missingTransaction' } } },
        },
        { target: 'loadingConfig' },
      ],
    },
    loadingConfig: {
      tags: ['loading'],
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: { target: 'editing', actions: { type: 'storeConfig', params: ({ event }) => ({ config: event.output }) } },
        onError: {
          target: 'configFailed',
          actions: { type: 'storeConfigError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    configFailed: {
      tags: ['error'],
      on: { 'config.retry': { target: 'loadingConfig', actions: 'clearConfigError' } },
    },
    editing: {
      on: {
        'field.changed': { guard: 'isKnownField', actions: 'storeFieldState' },
        'field.blurred': { guard: 'isKnownField', actions: 'markTouched' },
        'card.submitted': [{ guard: 'isCardValid', target: 'tokenizing' }, { actions: 'markSubmitAttempted' }],
        // The wallet tokenized the card itself: the form's fields are not this payment's.
        'wallet.authorized': {
          target: 'debiting',
          actions: ['forgetForm', { type: 'storeToken', params: ({ event }) => ({ token: event.token }) }],
        },
      },
    },
    tokenizing: {
      tags: ['busy'],
      exit: 'forgetForm',
      invoke: {
        id: 'tokenize',
        src: 'tokenize',
        input: ({ context }) => ({ config: required(context.config, 'the config') }),
        onDone: { target: 'debiting', actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ failure: requestFailed(event.error) }) },
        },
      },
    },
    debiting: {
      tags: ['busy'],
      exit: 'forgetToken',
      invoke: {
        id: 'debit',
        src: 'debit',
        input: ({ context }) => ({ token: required(context.token, 'the token') }),
        onDone: [
          {
            guard: { type: 'isDebitStatus', params: ({ event }) => ({ result: event.output, status: 'succeeded' }) },
            target: 'confirmed',
            actions: [
              { type: 'storeOrderCode', params: ({ event }) => withStatus(event.output, 'succeeded') },
              { type: 'announceSuccess', params: ({ event }) => withStatus(event.output, 'succeeded') },
            ],
          },
          {
            guard: { type: 'isDebitStatus', params: ({ event }) => ({ result: event.output, status: 'challenge' }) },
            target: 'redirectingToChallenge',
            // Stored before leaving: the return page can only finish what it can find.
            actions: [
              { type: 'storeChallengeUrl', params: ({ event }) => withStatus(event.output, 'challenge') },
              { type: 'rememberTransaction', params: ({ event }) => withStatus(event.output, 'challenge') },
              { type: 'navigateToChallenge', params: ({ event }) => withStatus(event.output, 'challenge') },
            ],
          },
          {
            target: 'failed',
            actions: {
              type: 'storeFailure',
              params: ({ event }) => ({
                failure: { reason: 'declined', message: withStatus(event.output, 'declined').message },
              }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ failure: requestFailed(event.error) }) },
        },
      },
    },
    /**
     * The page is being left for the challenge; nothing comes back to this
     * actor (the shopper returns to a new page, in `finish` mode).
     */
    redirectingToChallenge: {},
    finishing: {
      tags: ['busy'],
      exit: 'forgetFinishReturn',
      invoke: {
        id: 'finish',
        src: 'finish',
        input: ({ context }) => required(context.finishReturn, 'the 3-D Secure return'),
        onDone: [
          {
            guard: { type: 'isFinishStatus', params: ({ event }) => ({ result: event.output, status: 'succeeded' }) },
            target: 'confirmed',
            actions: [
              { type: 'storeOrderCode', params: ({ event }) => withStatus(event.output, 'succeeded') },
              'forgetTransaction',
              { type: 'announceSuccess', params: ({ event }) => withStatus(event.output, 'succeeded') },
            ],
          },
          {
            target: 'failed',
            actions: [
              {
                type: 'storeFailure',
                params: ({ event }) => ({
                  failure: { reason: 'declined', message: withStatus(event.output, 'declined').message },
                }),
              },
              'forgetTransaction',
            ],
          },
        ],
        // Spec §8 "Payment verification": whatever went wrong, this transaction is over.
        onError: {
          target: 'failed',
          actions: [{ type: 'storeFailure', params: ({ event }) => ({ failure: requestFailed(event.error) }) }, 'forgetTransaction'],
        },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'payment.retry': [
          // The return page has no card form: the checkout's payment step starts a new payment.
          { guard: 'isFinishMode', target: 'handedBack', actions: 'announceRetryRequested' },
          { target: 'editing', actions: 'startOver' },
        ],
      },
    },
    ...thankYouStates(MACHINE),
    /** The host took over after "Try again" on the return page. */
    handedBack: { type: 'final' },
  },
});
