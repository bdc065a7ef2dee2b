import { fromPromise } from 'xstate';
import { cardPaymentMachine } from './card-payment.machine';
import type {
  BrowserInfo,
  CardDebitResult,
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
 * or gateway's error field, spec §8 "Payment calls"; a tokenization's carries
 * the gateway's code). The card itself is never among them: it is typed into
 * the gateway's hosted fields and only they send it, to the gateway.
 *
 * The signal aborts only when the machine stops (the page is left). Aborting a
 * debit or a finish does not undo it at the gateway; the shop's idempotency
 * key makes a repeated one harmless.
 */
export interface CardPaymentMachineDeps {
  /** Spec §7 "card payment config". */
  loadConfig: (signal: AbortSignal) => Promise<CardPaymentConfig>;
  /** Asks the hosted fields (frames of the gateway's origin) to tokenize the card typed into them. */
  tokenize: (config: CardPaymentConfig, signal: AbortSignal) => Promise<CardToken>;
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
}

/** The card payment machine with the storefront's requests, storage and navigation in place of the stubs. */
export function createCardPaymentMachine(deps: CardPaymentMachineDeps) {
  return cardPaymentMachine.provide({
    actors: {
      loadConfig: fromPromise<CardPaymentConfig>(({ signal }) => deps.loadConfig(signal)),
      tokenize: fromPromise<CardToken, TokenizeInput>(({ input, signal }) => deps.tokenize(input.config, signal)),
      // `async`: a `readBrowserInfo` that throws becomes a failed debit, like any other failure.
      debit: fromPromise<CardDebitResult, DebitInput>(async ({ input, signal }) =>
        deps.debit({ token: input.token, browser: deps.readBrowserInfo() }, signal),
      ),
      finish: fromPromise<CardFinishResult, CardFinishInput>(({ input, signal }) => deps.finish(input, signal)),
    },
    actions: {
      rememberTransaction: (_, params) => deps.rememberTransaction(params.transactionRef),
      forgetTransaction: () => deps.forgetTransaction(),
      navigateToChallenge: (_, params) => deps.navigateToChallenge(params.challengeUrl),
    },
  });
}
