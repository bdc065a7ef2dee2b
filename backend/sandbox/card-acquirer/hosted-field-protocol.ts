/*
 * The hosted card fields' public protocol: what the gateway's field frames and the shop's page say
 * to each other with `postMessage` (always to an exact origin, never `*`), and what the three
 * frames of one form say to each other on their own origin (a BroadcastChannel named after the
 * session). The shop's side of it lives in `api/operations/payment/card-hosted-fields.ts`; the two are
 * kept in step by the journeys, which run both.
 *
 * What crosses to the shop's page is states and codes, never a value: a field's state, the brand,
 * the security code length, focus, blur, Enter, and in the end `{ token, brand, last4 }`.
 */
import type { CardBrand, CardField, FieldState } from './card-rules';

/** Every message either way carries this tag, the protocol version and the session, so foreign messages are told apart. */
export const HOSTED_FIELD_SOURCE = 'esim-hosted-field';
export const HOSTED_FIELD_VERSION = 1;

/** The fields, by the names the whole card payment uses (also `/v1/tokens`' `field` of a refusal). */
export const HOSTED_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cvv'];

/** A session id binds the three frames of one form; the shop's page makes a random one per form. */
export const SESSION_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The browser's autofill tokens and the input names it knows cards by. */
export const AUTOCOMPLETE: Readonly<Record<CardField, { autocomplete: string; name: string }>> = {
  cardNumber: { autocomplete: 'cc-number', name: 'cardnumber' },
  expiry: { autocomplete: 'cc-exp', name: 'exp-date' },
  cvv: { autocomplete: 'cc-csc', name: 'cvc' },
};

/**
 * The shop's look, as far as a text input inside the frame shows it. Each value must be one CSS
 * accepts for its property (checked in the frame with `CSS.supports`), at most 200 characters.
 * The box around the frame (border, background, focus ring, invalid border) is the shop's own.
 */
export interface HostedFieldStyle {
  color?: string;
  fontFamily?: string;
  fontSize?: string;
  fontWeight?: string;
  letterSpacing?: string;
  placeholderColor?: string;
  /** The text colour while the shop marks the field invalid. */
  invalidColor?: string;
}

/** Style keys → the CSS property their value must be valid for, and the custom property the stylesheet reads. */
export const STYLE_PROPERTIES: Readonly<Record<keyof HostedFieldStyle, { css: string; variable: string }>> = {
  color: { css: 'color', variable: '--field-color' },
  fontFamily: { css: 'font-family', variable: '--field-font-family' },
  fontSize: { css: 'font-size', variable: '--field-font-size' },
  fontWeight: { css: 'font-weight', variable: '--field-font-weight' },
  letterSpacing: { css: 'letter-spacing', variable: '--field-letter-spacing' },
  placeholderColor: { css: 'color', variable: '--field-placeholder-color' },
  invalidColor: { css: 'color', variable: '--field-invalid-color' },
};

/** Why a tokenization failed: a `/v1/tokens` refusal code (`invalid_cardNumber`…), or one of these. */
export type TokenizeFailureCode = 'invalid_card' | 'fields_unavailable' | 'network' | 'timeout' | 'gateway_error' | (string & {});

/** Frame → shop page. */
export type FrameMessage =
  | { type: 'ready' }
  | { type: 'change'; state: FieldState; brand?: CardBrand; cvvLength?: number }
  | { type: 'focus' }
  | { type: 'blur' }
  /** Enter in the field: the shop submits its form. */
  | { type: 'submit' }
  | { type: 'tokenized'; requestId: string; token: string; brand: CardBrand; last4: string }
  /** `failedField`: the card field a refusal names (the envelope's `field` is the frame's own). */
  | { type: 'tokenizeFailed'; requestId: string; code: TokenizeFailureCode; failedField?: CardField };

/** Shop page → frame. */
export type PageCommand =
  | { type: 'focus' }
  | { type: 'setReadOnly'; readOnly: boolean }
  /** The shop shows an error for this field: the input is marked invalid and described by the shop's message. */
  | { type: 'setInvalid'; invalid: boolean; description: string }
  /** To the card number's frame only: gather the three fields on the gateway's origin and tokenize. */
  | { type: 'tokenize'; requestId: string };

/** Frame ↔ frame, on the gateway's origin only. */
export type SiblingMessage =
  /** A frame has loaded: the number frame answers with the brand. */
  | { type: 'hello' }
  | { type: 'brand'; cvvLength: number }
  | { type: 'collect'; requestId: string }
  | { type: 'value'; requestId: string; field: CardField; value: string };

export type Envelope<Message> = Message & {
  source: typeof HOSTED_FIELD_SOURCE;
  version: typeof HOSTED_FIELD_VERSION;
  session: string;
  field: CardField;
};
