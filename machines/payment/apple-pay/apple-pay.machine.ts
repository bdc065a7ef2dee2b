import { assertEvent, assign, emit, enqueueActions, fromCallback, setup } from 'xstate';
import { requiredFor, stubRequest } from '../../requests/requests';
import { THANK_YOU_REDIRECT_MS, thankYouStates } from '../thank-you/thank-you';
import { applePayFailureOf, declinedFailure, type ApplePayFailure } from './apple-pay.failures';
import {
  type ApplePayContext,
  type ApplePayEmitted,
  type ApplePayEvent,
  type ApplePayMerchantSession,
  type ApplePayPaymentRequest,
  type ApplePayResult,
  type ApplePaySessionMessage,
  type ApplePayTag,
  type AuthorizePaymentInput,
  type ValidateMerchantInput,
} from './apple-pay.types';

const MACHINE = 'applePayMachine';
const required = requiredFor(MACHINE);

/** An answer an Apple Pay payment cannot have (a 3-D Secure challenge): nothing the shopper can fix, so `generic`. */
function unexpectedAnswer(result: ApplePayResult): ApplePayFailure {
  return { code: 'generic', cause: new Error(`${MACHINE}: the shop answered the payment with ${result.status}`) };
}

const INITIAL_CONTEXT: ApplePayContext = {
  request: null,
  validationUrl: null,
  paymentToken: null,
  sheetDismissed: false,
  failure: null,
  orderCode: null,
};

/**
 * Apple Pay in the page (spec §4 "Payment display"; issue 6 "Apple Pay").
 *
 * ```
 * idle ──applePay.start──▶ session   (invokes applePaySession: the browser's ApplePaySession, begun)
 *  ▲                         │
 *  │                         ├─ beginning ──session.validateMerchant──▶ validatingMerchant
 *  │                         │                                            │ ✓ (completeMerchantValidation)
 *  │                         ├─ awaitingAuthorization ◀───────────────────┤
 *  │                         │    │ session.authorized                    │ ✗
 *  │                         │    ▼                                       ▼
 *  │                         ├─ paying ──not paid*────▶ refusing       aborting
 *  │                         │    │                   (completePayment   (abort)
 *  │                         │    │ ✓ succeeded          false)            │
 *  │                         │    ▼                        │               │
 *  │                         └─ paid (completePayment true, emits applePay.paid)
 *  │                              │                        │               │
 *  │ session.cancelled            ▼                        ▼               ▼
 *  └── (anywhere but paying)   confirmed                 failed ◀── the browser session failed (to open, or on a call)
 *                                 │ after thankYouRedirect  │
 *                                 ▼ (1500 ms)               │ applePay.retry (the last request),
 *                              leaving (goToThankYou)       │ applePay.start ──▶ session
 *
 * * declined, a 3-D Secure challenge (no Apple Pay payment takes one), or the request failed
 * ```
 *
 * In `paying`, `session.cancelled` is only noted: the payment may still
 * succeed, so its answer is awaited and shown.
 *
 * The browser session lives exactly as long as `session`: leaving it stops
 * the actor, which closes a sheet still up. What the machine tells the
 * session is sent from the entry of the state it passes through on the way
 * out (`aborting`, `refusing`, `paid`), while the session still runs: a
 * transition's own actions run after the states it leaves have stopped
 * their actors. Nothing is told a sheet the shopper closed. `session` is
 * `busy`: a second press of the button has no handler there and is ignored.
 */
export const applePayMachine = setup({
  types: {
    context: {} as ApplePayContext,
    events: {} as ApplePayEvent,
    tags: {} as ApplePayTag,
    emitted: {} as ApplePayEmitted,
  },
  actors: {
    /** Stubs: the storefront provides the browser session and the requests (`applePayActors` in storefront/app/features/payment/payment.actors.ts). */
    applePaySession: fromCallback<ApplePaySessionMessage, ApplePayPaymentRequest>(() => {
      throw new Error(`${MACHINE}: provide the applePaySession actor`);
    }),
    validateMerchant: stubRequest<ApplePayMerchantSession, ValidateMerchantInput>(MACHINE, 'validateMerchant'),
    authorizePayment: stubRequest<ApplePayResult, AuthorizePaymentInput>(MACHINE, 'authorizePayment'),
  },
  delays: {
    /** Spec §4: 'Payment successful. Redirecting...' before the thank-you page. */
    thankYouRedirect: THANK_YOU_REDIRECT_MS,
  },
  guards: {
    isSucceeded: (_, params: { result: ApplePayResult }) => params.result.status === 'succeeded',
    isDeclined: (_, params: { result: ApplePayResult }) => params.result.status === 'declined',
  },
  actions: {
    storeRequest: assign(({ event }) => {
      assertEvent(event, 'applePay.start');
      return { request: event.request };
    }),
    storeValidationUrl: assign(({ event }) => {
      assertEvent(event, 'session.validateMerchant');
      return { validationUrl: event.validationUrl };
    }),
    forgetValidationUrl: assign({ validationUrl: null }),
    storePaymentToken: assign(({ event }) => {
      assertEvent(event, 'session.authorized');
      return { paymentToken: event.paymentToken };
    }),
    forgetPaymentToken: assign({ paymentToken: null }),
    noteSheetDismissed: assign({ sheetDismissed: true }),
    forgetSheetDismissed: assign({ sheetDismissed: false }),
    storeFailure: assign((_, params: { failure: ApplePayFailure }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
    storeOrderCode: assign((_, params: { orderCode: string }) => ({ orderCode: params.orderCode })),
    announcePaid: emit(({ context }) => ({ type: 'applePay.paid' as const, orderCode: required(context.orderCode, 'the order code') })),
    /** One call of the browser session; none once the shopper closed the sheet (the browser would throw). */
    tellSession: enqueueActions(({ context, enqueue }, params: { message: ApplePaySessionMessage }) => {
      if (!context.sheetDismissed) enqueue.sendTo('applePaySession', params.message);
    }),
    /** The thank-you page of the placed order. Provided by the storefront. */
    goToThankYou: (_, _params: { orderCode: string }) => {},
  },
}).createMachine({
  id: 'apple-pay',
  context: INITIAL_CONTEXT,
  initial: 'idle',
  states: {
    /** The payment step's controls with the Apple Pay button. */
    idle: {
      on: { 'applePay.start': { target: 'session', actions: 'storeRequest' } },
    },
    /** A browser session runs: the sheet is up (or opening), or the shop pays. */
    session: {
      tags: ['busy'],
      // Only here, not on leaving `paying`: the states it leaves for still read it to tell the sheet nothing.
      exit: 'forgetSheetDismissed',
      invoke: {
        id: 'applePaySession',
        src: 'applePaySession',
        input: ({ context }) => required(context.request, 'the payment request'),
        // The browser refused to open the sheet (no gesture, another sheet up, a bad request).
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ failure: { code: 'generic', cause: event.error } }) },
        },
      },
      // Closing the sheet is no failure: the form again (leaving stops any running request).
      on: { 'session.cancelled': { target: 'idle' } },
      initial: 'beginning',
      states: {
        /** The sheet opens; the browser asks for a merchant session first. */
        beginning: {
          on: { 'session.validateMerchant': { target: 'validatingMerchant', actions: 'storeValidationUrl' } },
        },
        validatingMerchant: {
          exit: 'forgetValidationUrl',
          invoke: {
            id: 'validateMerchant',
            src: 'validateMerchant',
            input: ({ context }) => ({ validationUrl: required(context.validationUrl, 'the validation URL') }),
            onDone: {
              target: 'awaitingAuthorization',
              actions: {
                type: 'tellSession',
                params: ({ event }) => ({ message: { type: 'completeMerchantValidation', merchantSession: event.output } }),
              },
            },
            onError: {
              target: 'aborting',
              actions: { type: 'storeFailure', params: ({ event }) => ({ failure: applePayFailureOf(event.error) }) },
            },
          },
        },
        /** The sheet shows the payment; the shopper authorises it (Touch ID, Face ID) or closes it. */
        awaitingAuthorization: {
          on: { 'session.authorized': { target: 'paying', actions: 'storePaymentToken' } },
        },
        /**
         * The shop pays with the token. Closing the sheet now cancels nothing:
         * the payment may still succeed, so its answer is awaited.
         */
        paying: {
          exit: 'forgetPaymentToken',
          on: { 'session.cancelled': { actions: 'noteSheetDismissed' } },
          invoke: {
            id: 'authorizePayment',
            src: 'authorizePayment',
            input: ({ context }) => ({ paymentToken: required(context.paymentToken, 'the payment token') }),
            onDone: [
              {
                guard: { type: 'isSucceeded', params: ({ event }) => ({ result: event.output }) },
                target: 'paid',
                actions: {
                  type: 'storeOrderCode',
                  // The guard does not narrow the output's type: read the order code where the guard found it.
                  params: ({ event }) => ({
                    orderCode: required(event.output.status === 'succeeded' ? event.output.orderCode : null, 'the order code'),
                  }),
                },
              },
              {
                guard: { type: 'isDeclined', params: ({ event }) => ({ result: event.output }) },
                target: 'refusing',
                actions: {
                  type: 'storeFailure',
                  params: ({ event }) => ({
                    failure: declinedFailure(event.output.status === 'declined' ? event.output.message : undefined),
                  }),
                },
              },
              {
                target: 'refusing',
                actions: { type: 'storeFailure', params: ({ event }) => ({ failure: unexpectedAnswer(event.output) }) },
              },
            ],
            onError: {
              target: 'refusing',
              actions: { type: 'storeFailure', params: ({ event }) => ({ failure: applePayFailureOf(event.error) }) },
            },
          },
        },
        /** Never at rest: the sheet hears of its fate while the session still runs, then the page changes. */
        paid: {
          entry: [{ type: 'tellSession', params: { message: { type: 'completePayment', success: true } } }, 'announcePaid'],
          always: { target: '#apple-pay.confirmed' },
        },
        refusing: {
          entry: { type: 'tellSession', params: { message: { type: 'completePayment', success: false } } },
          always: { target: '#apple-pay.failed' },
        },
        aborting: {
          entry: { type: 'tellSession', params: { message: { type: 'abort' } } },
          always: { target: '#apple-pay.failed' },
        },
      },
    },
    ...thankYouStates(MACHINE),
    failed: {
      tags: ['error'],
      on: {
        'applePay.retry': { target: 'session', actions: 'clearFailure' },
        // The Apple Pay button stays on the payment step beside the error.
        'applePay.start': { target: 'session', actions: ['clearFailure', 'storeRequest'] },
      },
    },
  },
});
