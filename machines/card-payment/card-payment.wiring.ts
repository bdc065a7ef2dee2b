import { assign, fromPromise } from 'xstate';
import { cardPaymentMachine } from './card-payment.machine';
import type {
  BrowserInfo,
  CardDebitResult,
  CardDetails,
  CardFinishInput,
  CardFinishResult,
  CardPaymentConfig,
  CardToken,
  DebitInput,
  TokenizeInput,
} from './card-payment.types';

/**
 * What the card payment needs from the storefront: the api's card operations
 * bound to their clients, and the browser's storage, screen and location.
 *
 * Requests reject with the api's `ShopError` (its `.message` is the server's
 * or gateway's error field, spec §8 "Payment calls"). `tokenize` in particular
 * must reject with that normalised error, never a raw HTTP error object: the
 * rejection is kept in the snapshot as the failure's `cause`, and a raw
 * request error would carry the request body, i.e. the card.
 *
 * The signal aborts only when the machine stops (the page is left). Aborting a
 * debit or a finish does not undo it at the gateway; the shop's idempotency
 * key makes a repeated one harmless.
 */
export interface CardPaymentMachineDeps {
  /** Spec §7 "card payment config". */
  loadConfig: (signal: AbortSignal) => Promise<CardPaymentConfig>;
  /** Sends the card straight to `config.tokenizationUrl` (the gateway's origin, never the shop's). */
  tokenize: (config: CardPaymentConfig, card: CardDetails, signal: AbortSignal) => Promise<CardToken>;
  /** Spec §7 "card debit": the token with the browser's 3-D Secure data; the shop adds the order's customer and address. */
  debit: (input: { token: string; browser: BrowserInfo }, signal: AbortSignal) => Promise<CardDebitResult>;
  /** Spec §7 "card 3-D Secure finish"; the shop verifies the result with the gateway before the order changes. */
  finish: (input: CardFinishInput, signal: AbortSignal) => Promise<CardFinishResult>;
  /** Language, colour depth, screen size, timezone offset (spec §7), read at the moment of the debit. */
  readBrowserInfo: () => BrowserInfo;
  /** Spec §3: keeps the transaction reference in local storage for the return page. */
  rememberTransaction: (transactionRef: string) => void;
  /** Spec §3: clears it once 3-D Secure has finished. */
  forgetTransaction: () => void;
  /** Leaves the shop for the challenge page, e.g. `window.location.assign(url)`. */
  navigateToChallenge: (challengeUrl: string) => void;
  /** The clock expiry dates are judged against. */
  now: () => Date;
}

/** The card payment machine with the storefront's requests, storage, navigation and clock in place of the stubs. */
export function createCardPaymentMachine(deps: CardPaymentMachineDeps) {
  return cardPaymentMachine.provide({
    actors: {
      loadConfig: fromPromise<CardPaymentConfig>(({ signal }) => deps.loadConfig(signal)),
      tokenize: fromPromise<CardToken, TokenizeInput>(({ input, signal }) => deps.tokenize(input.config, input.card, signal)),
      // `async`: a `readBrowserInfo` that throws becomes a failed debit, like any other failure.
      debit: fromPromise<CardDebitResult, DebitInput>(async ({ input, signal }) =>
        deps.debit({ token: input.token, browser: deps.readBrowserInfo() }, signal),
      ),
      finish: fromPromise<CardFinishResult, CardFinishInput>(({ input, signal }) => deps.finish(input, signal)),
    },
    actions: {
      readClock: assign({ checkedAt: () => deps.now().getTime() }),
      rememberTransaction: (_, params) => deps.rememberTransaction(params.transactionRef),
      forgetTransaction: () => deps.forgetTransaction(),
      navigateToChallenge: (_, params) => deps.navigateToChallenge(params.challengeUrl),
    },
  });
}
