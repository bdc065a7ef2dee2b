import { assertEvent, assign, emit, setup } from 'xstate';
import { requiredFor, stubRequest } from '../../requests/requests';
import { THANK_YOU_REDIRECT_MS, thankYouStates } from '../thank-you/thank-you';
import { walletFailureOf, type WalletPaymentFailure } from './wallet-payment.failures';
import {
  PENDING_REDIRECT_MS,
  type FinishWalletPaymentInput,
  type StartWalletPaymentInput,
  type WalletApproval,
  type WalletPaymentContext,
  type WalletPaymentEmitted,
  type WalletPaymentEvent,
  type WalletPaymentInput,
  type WalletPaymentResult,
  type WalletPaymentTag,
} from './wallet-payment.types';

const MACHINE = 'walletPaymentMachine';
const required = requiredFor(MACHINE);

/** A query value as the return page read it; blank is as missing as absent. */
function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Only an absolute http(s) address is followed: the host hands it to
 * `window.location.assign`, where a `javascript:` one would run in the shop's page.
 */
export function isWalletPageUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function initialContext(input: WalletPaymentInput): WalletPaymentContext {
  let returned: FinishWalletPaymentInput | null = null;
  if (input.mode === 'return') {
    const token = present(input.token);
    const payerId = present(input.payerId);
    if (token !== null && payerId !== null) returned = { token, payerId };
  }
  return { mode: input.mode, method: null, returned, approveUrl: null, failure: null, orderCode: null, paymentStatus: null };
}

/** An approve URL that may not be followed (see `isWalletPageUrl`): nothing the shopper can fix, so `generic`. */
function unsafeApproveUrl(url: string): WalletPaymentFailure {
  return { code: 'generic', cause: new Error(`${MACHINE}: not an http(s) approve URL: ${url}`) };
}

/**
 * A wallet payment, PayPal now (spec §4 "Wallet payment", "Payment display";
 * §2 the return and failure routes; §3 the cart trace cookie, set and read by
 * the backend; §8 "Payment verification").
 *
 * ```
 * opening ─┬─ checkout ──▶ idle ──wallet.start──▶ starting ──✓ http(s) approve URL──▶ redirecting
 *          │                ▲                      │  ▲                                   │  (redirectToWallet:
 *          │                │                      │  │                                   │   the page leaves)
 *          │                └──────────────────────┼──┼────────── page.restored ──────────┘
 *          │                                       │  │
 *          │                 ✗, or another URL     │  │ wallet.retry, wallet.start (checkout mode)
 *          │                                       ▼  │
 *          │                                     failed ◀───────────────────────────────────────┐
 *          │                                       │ wallet.retry (return, cancelled modes)     │
 *          │                                       ▼                                            │
 *          │                                   handedBack (backToPayment)                       │
 *          ├─ return, token and payer id ──▶ validating ──✗─────────────────────────────────────┤
 *          │                                   │ ✓ PAID (emits wallet.paid)                     │
 *          │                                   ▼                                                │
 *          │                               confirmed ──after thankYouRedirect──▶ leaving        │
 *          │                                   │              (1500 ms)       (goToThankYou)    │
 *          │                                   │ ✓ PENDING (emits wallet.pending)     ▲         │
 *          │                                   ▼                                      │         │
 *          │                                pending ──after pendingRedirect (4000 ms)─┘         │
 *          ├─ return, a blank or missing token or payer id: verificationFailed ─────────────────┤
 *          └─ cancelled: cancelled ─────────────────────────────────────────────────────────────┘
 * ```
 *
 * `starting`, `redirecting` and `validating` are `busy`: a second press of the
 * wallet's button has no handler there and is ignored (spec §4). A return is
 * finished at most once per actor: `validating` is entered only from
 * `opening`, and its token and payer id are forgotten when it settles. A
 * replayed return in another tab is another actor: the backend's capture is
 * idempotent. Navigation is three named actions the storefront provides.
 */
export const walletPaymentMachine = setup({
  types: {
    context: {} as WalletPaymentContext,
    events: {} as WalletPaymentEvent,
    input: {} as WalletPaymentInput,
    tags: {} as WalletPaymentTag,
    emitted: {} as WalletPaymentEmitted,
  },
  actors: {
    /** Stubs: the storefront provides the real requests (`walletPaymentActors` in storefront/app/features/payment/payment.actors.ts). */
    startWalletPayment: stubRequest<WalletApproval, StartWalletPaymentInput>(MACHINE, 'startWalletPayment'),
    finishWalletPayment: stubRequest<WalletPaymentResult, FinishWalletPaymentInput>(MACHINE, 'finishWalletPayment'),
  },
  delays: {
    /** Spec §4: 'Payment successful. Redirecting...' before the thank-you page. */
    thankYouRedirect: THANK_YOU_REDIRECT_MS,
    /** Issue 15: the wallet is still confirming the payment; longer to read, then the thank-you page says it again. */
    pendingRedirect: PENDING_REDIRECT_MS,
  },
  guards: {
    isCheckoutMode: ({ context }) => context.mode === 'checkout',
    isReturnMode: ({ context }) => context.mode === 'return',
    hasReturn: ({ context }) => context.returned !== null,
    isWalletPage: (_, params: { url: string }) => isWalletPageUrl(params.url),
    isPending: (_, params: { paymentStatus: WalletPaymentResult['paymentStatus'] }) => params.paymentStatus === 'PENDING',
  },
  actions: {
    storeMethod: assign(({ event }) => {
      assertEvent(event, 'wallet.start');
      return { method: event.method };
    }),
    storeApproveUrl: assign((_, params: { url: string }) => ({ approveUrl: params.url })),
    forgetApproveUrl: assign({ approveUrl: null }),
    forgetReturn: assign({ returned: null }),
    storeFailure: assign((_, params: { failure: WalletPaymentFailure }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
    storePlacedOrder: assign((_, params: WalletPaymentResult) => ({ orderCode: params.orderCode, paymentStatus: params.paymentStatus })),
    announcePaid: emit((_, params: { orderCode: string }) => ({ type: 'wallet.paid' as const, orderCode: params.orderCode })),
    announcePending: emit((_, params: { orderCode: string }) => ({ type: 'wallet.pending' as const, orderCode: params.orderCode })),
    /** Leaves the shop for the wallet's approval page (`window.location.assign`). Provided by the storefront. */
    redirectToWallet: (_, _params: { url: string }) => {},
    /** The thank-you page of the placed order. Provided by the storefront. */
    goToThankYou: (_, _params: { orderCode: string }) => {},
    /** The checkout's payment step, the cart intact. Provided by the storefront. */
    backToPayment: () => {},
  },
}).createMachine({
  id: 'wallet-payment',
  context: ({ input }) => initialContext(input),
  initial: 'opening',
  states: {
    /** Never at rest: the route (and the return's query) decide where the page starts. */
    opening: {
      always: [
        { guard: 'isCheckoutMode', target: 'idle' },
        { guard: 'hasReturn', target: 'validating' },
        // Nothing is asked: the shop could only refuse a return it cannot identify.
        {
          guard: 'isReturnMode',
          target: 'failed',
          actions: { type: 'storeFailure', params: { failure: { code: 'verificationFailed' } } },
        },
        { target: 'failed', actions: { type: 'storeFailure', params: { failure: { code: 'cancelled' } } } },
      ],
    },
    idle: {
      on: { 'wallet.start': { target: 'starting', actions: 'storeMethod' } },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startWalletPayment',
        src: 'startWalletPayment',
        input: ({ context }) => ({ method: required(context.method, 'the wallet') }),
        onDone: [
          {
            guard: { type: 'isWalletPage', params: ({ event }) => ({ url: event.output.approveUrl }) },
            target: 'redirecting',
            actions: { type: 'storeApproveUrl', params: ({ event }) => ({ url: event.output.approveUrl }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ failure: unsafeApproveUrl(event.output.approveUrl) }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ failure: walletFailureOf(event.error) }) },
        },
      },
    },
    /**
     * The page is being left for the wallet; the shopper comes back to a new
     * page (`return` or `cancelled` mode). Only Back from the wallet's page,
     * restoring this one from the browser's cache, brings it back here.
     */
    redirecting: {
      tags: ['busy'],
      entry: { type: 'redirectToWallet', params: ({ context }) => ({ url: required(context.approveUrl, 'the approve URL') }) },
      exit: 'forgetApproveUrl',
      on: { 'page.restored': { target: 'idle' } },
    },
    validating: {
      tags: ['busy'],
      exit: 'forgetReturn',
      invoke: {
        id: 'finishWalletPayment',
        src: 'finishWalletPayment',
        input: ({ context }) => required(context.returned, 'the return'),
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => ({ paymentStatus: event.output.paymentStatus }) },
            target: 'pending',
            actions: [
              {
                type: 'storePlacedOrder',
                params: ({ event }) => ({ orderCode: event.output.orderCode, paymentStatus: event.output.paymentStatus }),
              },
              { type: 'announcePending', params: ({ event }) => ({ orderCode: event.output.orderCode }) },
            ],
          },
          {
            target: 'confirmed',
            actions: [
              {
                type: 'storePlacedOrder',
                params: ({ event }) => ({ orderCode: event.output.orderCode, paymentStatus: event.output.paymentStatus }),
              },
              { type: 'announcePaid', params: ({ event }) => ({ orderCode: event.output.orderCode }) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ failure: walletFailureOf(event.error) }) },
        },
      },
    },
    // `confirmed`, then `leaving`, which keeps the confirmation (or the pending notice) on screen until the host has navigated.
    ...thankYouStates(MACHINE),
    /**
     * Issue 15: the order is placed but the wallet is still confirming the payment; the shopper is
     * told the eSIM follows by email, then the thank-you page (which says it again and follows it).
     */
    pending: {
      after: {
        pendingRedirect: {
          target: 'leaving',
          actions: { type: 'goToThankYou', params: ({ context }) => ({ orderCode: required(context.orderCode, 'the order code') }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'wallet.retry': [
          { guard: 'isCheckoutMode', target: 'starting', actions: 'clearFailure' },
          // The return and error pages have no wallet button: the payment step starts a new payment.
          { target: 'handedBack', actions: 'backToPayment' },
        ],
        // The wallet's button may still be on the payment step beside the error.
        'wallet.start': { guard: 'isCheckoutMode', target: 'starting', actions: ['clearFailure', 'storeMethod'] },
      },
    },
    /** The host took over after "Try again" on the return or error page; the error stays until it has navigated. */
    handedBack: { type: 'final' },
  },
});
