/**
 * Types and constants of the card payment (spec §3 "Stored client values",
 * "Checkout form" card fields; §4 "Card payment", "Payment display"; §5 card
 * messages; §7 card calls; §8 "Payment calls", "Payment verification").
 *
 * The card fields are the gateway's hosted fields (PCI SAQ A): the card number,
 * expiry and CVV never reach this machine. It hears each field's state as the
 * gateway's frames judge it (empty, incomplete, invalid, valid), the brand and
 * the security code length the number needs, and asks an injected `tokenize`
 * actor (the hosted fields) for the token.
 *
 * Machines import only types from `api/`: the config, token, field states,
 * browser info and gateway answers are the api's types.
 */
import type { HostedFieldState } from '../../../api/operations/payment/card-hosted-field-messages';
import type { RuleError } from '../../forms/form-fields';
import type { CardToken } from '../../../api/operations/payment/card-gateway-call';
import type {
  BrowserInfo,
  CardDebitResult,
  CardFinishInput,
  CardFinishResult,
  CardPaymentConfig,
} from '../../../api/operations/payment/card-payment';

export type { BrowserInfo, CardDebitResult, CardFinishInput, CardFinishResult, CardPaymentConfig, CardToken };

/**
 * The brands the gateway reports and the shop shows (spec §1: visa, mastercard,
 * amex, discover). The same list as the `brand` enum of `cardTokenSchema` in
 * `api/operations/payment/card-gateway-call.ts` (machines may not import its values); the type
 * below stops compiling if the two drift apart.
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compile-time only: stops compiling when `CARD_BRANDS` and the api's token brands differ. */
type _CardBrandsMatchApi = Assert<SameMembers<CardBrand, CardToken['brand']>>;

/** The card fields of the checkout form (spec §3): number, expiry date (MM/YY), CVV. No cardholder name. */
export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvv'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export function isCardField(value: string): value is CardField {
  // Widening the tuple is what lets `includes` accept any string.
  return (CARD_FIELDS as readonly string[]).includes(value);
}

/**
 * What a hosted field reports of what was typed (judged in the gateway's frame
 * by the card rules): `empty`; `incomplete`, a prefix of something valid;
 * `invalid`, typing on cannot make it valid; `valid`.
 */
export type CardFieldState = HostedFieldState;

export const CARD_FIELD_STATES = ['empty', 'incomplete', 'invalid', 'valid'] as const satisfies readonly CardFieldState[];

export function isCardFieldState(value: unknown): value is CardFieldState {
  return typeof value === 'string' && (CARD_FIELD_STATES as readonly string[]).includes(value);
}

export type CardFieldStates = Readonly<Record<CardField, CardFieldState>>;

export const EMPTY_CARD_FIELDS: CardFieldStates = { cardNumber: 'empty', expiry: 'empty', cvv: 'empty' };

/** Digits of a security code when no brand says otherwise (Visa, Mastercard, Discover); Amex prints 4. */
export const DEFAULT_CVV_LENGTH = 3;

/**
 * What a card field can be wrong with, as a code the storefront turns into
 * words (spec §5): `required` 'This field is required', `cardNumber` 'Is not
 * a valid credit card number', `expiry` 'Is not a valid expiry date', `cvv`
 * 'Needs to be {digits} digits' (the brand's: 4 for Amex, else 3).
 */
export type CardRuleError = RuleError<'required' | 'cardNumber' | 'expiry'> | { readonly code: 'cvv'; readonly digits: number };

export type CardRuleCode = CardRuleError['code'];

export type CardFieldErrors = Readonly<Partial<Record<CardField, CardRuleError>>>;

/** Input of the injected `tokenize` actor: which gateway. The card is in its frames, never here. */
export interface TokenizeInput {
  readonly config: CardPaymentConfig;
}

/**
 * Input of the machine's `debit` actor: only the token. The browser's 3-D
 * Secure data (spec §7) is read by the storefront (`cardPaymentActors`) at
 * the moment of the debit, so the machine stays free of `window`.
 */
export interface DebitInput {
  readonly token: string;
}

/** What may be shown of the tokenized card ("•••• 4242", its brand): never the number itself. */
export type CardSummary = Pick<CardToken, 'last4' | 'brand'>;

/**
 * What the return page (`/{lang}/payment/{provider}.html`) hands over: the
 * 3-D Secure values from its query, and the transaction reference read from
 * local storage (spec §3), `null` when none is stored. A `CardFinishInput` fits.
 */
export type CardFinishReturn = Omit<CardFinishInput, 'transactionRef'> & { readonly transactionRef: string | null };

/**
 * `pay`: the checkout's payment step (config → form → token → debit).
 * `finish`: the return page after 3-D Secure (finish with md, paRes, cres).
 */
export type CardPaymentInput = { readonly mode: 'pay' } | { readonly mode: 'finish'; readonly finish: CardFinishReturn };

export type CardPaymentMode = CardPaymentInput['mode'];

/**
 * Why the payment display shows its error (spec §4 'Could not verify your
 * payment' with try again):
 * - `declined`: the gateway refused; `message` is its text (spec §8 "Payment calls").
 * - `error`: a request failed (network, timeout, the shop's or gateway's error);
 *   `cause` is what the actor rejected with, `message` its `.message` when it has one.
 * - `missingTransaction`: the return page has no stored transaction reference
 *   (another browser, storage cleared, a forged or replayed return).
 */
export type CardPaymentFailure =
  | { readonly reason: 'declined'; readonly message: string }
  | { readonly reason: 'error'; readonly message?: string; readonly cause: unknown }
  | { readonly reason: 'missingTransaction' };

/** A failed config load; `cause` is what `loadConfig` rejected with (in the storefront a `ShopError`). */
export interface CardConfigError {
  readonly cause: unknown;
}

/**
 * What the shared `PaymentStatus` component shows (it takes `processing`,
 * `confirmed`, `error`), or `form` while the card form is the thing on screen.
 */
export type PaymentDisplay = 'form' | 'processing' | 'confirmed' | 'error';

export interface CardPaymentContext {
  readonly mode: CardPaymentMode;
  /** The gateway's config (spec §7); `null` until loaded, and always in `finish` mode, which needs none. */
  readonly config: CardPaymentConfig | null;
  /** The last failed config load, shown with `config.retry`; `null` otherwise. */
  readonly configError: CardConfigError | null;
  /** Each hosted field's state as its frame last reported it; all `empty` outside the form. */
  readonly fields: CardFieldStates;
  /** The brand the card number's frame detected (`unknown` until its digits decide). */
  readonly brand: CardBrand;
  /** Digits of the security code the number's brand needs (Amex 4), as the number's frame reported. */
  readonly cvvLength: number;
  /** Fields the shopper left (blur): their errors show live from then on. */
  readonly touched: Readonly<Record<CardField, boolean>>;
  /** The shopper pressed pay at least once on this form: every field's error shows from then on. */
  readonly submitAttempted: boolean;
  /** The gateway token; only while the debit is about to run or runs. */
  readonly token: string | null;
  /** What may be shown of the tokenized card; kept until the form is shown again. */
  readonly card: CardSummary | null;
  /** The return page's 3-D Secure values; only until `finish` settles. */
  readonly finishReturn: CardFinishInput | null;
  /** Where the shopper completes 3-D Secure, e.g. for a "continue" link if the redirect is blocked. */
  readonly challengeUrl: string | null;
  readonly failure: CardPaymentFailure | null;
  /** The paid order's code, once confirmed. */
  readonly orderCode: string | null;
}

/**
 * Events, dotted by source. "Ignored" means the snapshot does not change.
 * Every event not listed for a situation is ignored there: while tokenizing or
 * debiting the form is disabled, and a second press of pay must not start a
 * second debit (spec §4 "ignored while one is already running").
 *
 * | event            | sent by                            | effect |
 * |------------------|------------------------------------|--------|
 * | `field.changed`  | a hosted field's frame (its state) | `editing` only: store the state (the number's also brings the brand and CVV length) |
 * | `field.blurred`  | a hosted field losing focus        | `editing` only: its error shows live from now on |
 * | `card.submitted` | the pay button, Enter in a field   | `editing`: a field not valid → show every error; all valid → tokenize, then debit. Ignored anywhere else |
 * | `payment.retry`  | "Try again" of the payment display | `failed`, pay mode: back to an empty card form (config, and everything outside this machine, kept); finish mode: emit `payment.retryRequested` and stop |
 * | `config.retry`   | the config error's retry button    | `configFailed`: load the config again |
 */
export type CardPaymentEvent =
  | { type: 'field.changed'; field: CardField; state: CardFieldState; brand?: CardBrand; cvvLength?: number }
  | { type: 'field.blurred'; field: CardField }
  | { type: 'card.submitted' }
  /** A wallet's sheet (Apple Pay, Google Pay through the card provider's script) gave a card token: debited as a typed card's. */
  | { type: 'wallet.authorized'; token: CardToken }
  | { type: 'payment.retry' }
  | { type: 'config.retry' };

/**
 * Events the machine emits for its host (`actor.on(type, handler)`).
 *
 * | event                    | when | the host |
 * |--------------------------|------|----------|
 * | `payment.succeeded`      | a debit paid at once, or 3-D Secure finished paid | marks the order paid (the checkout's steps show thank-you); the machine goes to thank-you after `THANK_YOU_REDIRECT_MS` (`goToThankYou`) |
 * | `payment.retryRequested` | "Try again" after a failed finish on the return page | goes back to the checkout's payment step |
 */
export type CardPaymentEmitted = { type: 'payment.succeeded'; orderCode: string } | { type: 'payment.retryRequested' };

/**
 * Cross-cutting facts components may read with `snapshot.hasTag`:
 * `loading` the config loads (the form cannot be sent yet); `busy` a
 * tokenization, debit or finish runs; `error` a failure is shown (the
 * payment's, or the config's).
 */
export type CardPaymentTag = 'loading' | 'busy' | 'error';
