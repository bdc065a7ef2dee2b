import { ShopError } from '../../errors';
import { z } from '../../zod';
import type { CardToken } from './card-gateway-call';
import type { CardPaymentConfig } from './card-payment';
import type { HostedCardField, HostedFieldStyle } from './card-hosted-field-messages';
import type { CardFields, HostedFieldEvent } from './card-hosted-fields';

/*
 * Spec §7 "card payment token" with Stripe (CARD_PROVIDER=stripe): the card number, expiry and CVC
 * are typed into Stripe Elements, frames Stripe.js mounts from Stripe's own origin (PCI DSS SAQ A);
 * the page hears their states and receives a PaymentMethod id, the token the shop debits. Stripe.js
 * is loaded from the address the shop's config names (https://js.stripe.com/v3/, or the Stripe
 * simulator's stand-in), never bundled: Stripe requires it to be loaded from its own origin.
 */

/** The parts of Stripe.js (docs.stripe.com/js) the shop uses, as the page sees them. */
interface StripeElementChange {
  empty: boolean;
  complete: boolean;
  error?: { code?: string } | undefined;
  brand?: string;
}
interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (change: StripeElementChange) => void): void;
  on(event: 'focus' | 'blur' | 'ready', handler: () => void): void;
  focus(): void;
  update(options: Record<string, unknown>): void;
}
interface StripeElements {
  create(type: 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'paymentRequestButton', options?: Record<string, unknown>): StripeElement;
}
/** Stripe's Payment Request (Apple Pay, Google Pay, where the browser offers one). */
interface StripePaymentRequest {
  canMakePayment(): Promise<Record<string, boolean> | null>;
  on(event: 'paymentmethod', handler: (event: { paymentMethod: unknown; complete(status: 'success' | 'fail'): void }) => void): void;
}
interface StripePaymentMethodAnswer {
  paymentMethod?: { id: string; card?: { brand?: string; last4?: string } | null };
  error?: { type?: string; code?: string; message?: string };
}
export interface StripeJs {
  elements(options?: Record<string, unknown>): StripeElements;
  createPaymentMethod(options: { type: 'card'; card: StripeElement }): Promise<StripePaymentMethodAnswer>;
  paymentRequest(options: Record<string, unknown>): StripePaymentRequest;
}
type StripeFactory = (publishableKey: string, options?: Record<string, unknown>) => StripeJs;

const STRIPE_ELEMENT_OF: Record<HostedCardField, 'cardNumber' | 'cardExpiry' | 'cardCvc'> = {
  cardNumber: 'cardNumber',
  expiry: 'cardExpiry',
  cvv: 'cardCvc',
};

/** Stripe's brands as the shop names them (card-gateway-call.ts); the others are `unknown` to the form. */
const BRANDS: Record<string, CardToken['brand']> = { visa: 'visa', mastercard: 'mastercard', amex: 'amex', discover: 'discover' };

const paymentMethodSchema = z.object({
  id: z.string().regex(/^pm_\w{1,250}$/),
  card: z.object({ brand: z.string().max(40), last4: z.string().regex(/^\d{4}$/) }),
});

let loading: Promise<StripeFactory> | undefined;

/** Stripe.js from `url`, once per page: a script element, as Stripe documents (never bundled, never imported). */
export function loadStripeJs(url: string, page: { document: Document; window: Window } = { document, window }): Promise<StripeFactory> {
  const ready = (page.window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = page.document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      const factory = (page.window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new ShopError('getCardPaymentConfig', { kind: 'network' }));
    });
    script.addEventListener('error', () => {
      loading = undefined;
      reject(new ShopError('getCardPaymentConfig', { kind: 'network' }));
    });
    page.document.head.append(script);
  });
  return loading;
}

/** What the form shows in a field besides its value: the shop's words and text style. */
export interface StripeFieldAppearance {
  placeholder?: string;
  style?: HostedFieldStyle;
}

export interface StripeCardFields extends CardFields {
  readonly provider: 'stripe';
  /** Stripe's element for `field`, mounted into `container` (a box of the card form), once. */
  mount(field: HostedCardField, container: HTMLElement, appearance: StripeFieldAppearance): void;
  /**
   * Stripe's Payment Request button in `container` when the browser offers a wallet (Apple Pay,
   * Google Pay): its sheet shows `total`, and the card it authorizes reaches `onToken` as a token
   * like the form's. Answers whether a wallet was offered.
   */
  offerWallets(container: HTMLElement, total: WalletTotal, onToken: (token: CardToken) => void): Promise<boolean>;
}

/** What the wallet's sheet shows: the merchant's country (not the buyer's), the total in minor units. */
export interface WalletTotal {
  country: string;
  currency: string;
  amount: number;
  label: string;
}

/** A field's state as the card machine counts it. */
function stateOf(change: StripeElementChange): 'empty' | 'incomplete' | 'invalid' | 'valid' {
  if (change.error) return 'invalid';
  if (change.empty) return 'empty';
  return change.complete ? 'valid' : 'incomplete';
}

/** The field a Stripe error code names (incomplete_number, invalid_expiry_year_past, incorrect_cvc…). */
function fieldOfCode(code: string): HostedCardField | undefined {
  if (/number/.test(code)) return 'cardNumber';
  if (/expiry/.test(code)) return 'expiry';
  if (/cvc/.test(code)) return 'cvv';
  return undefined;
}

function styleOf(style: HostedFieldStyle | undefined): Record<string, unknown> {
  if (!style) return {};
  const { placeholderColor, invalidColor, ...base } = style;
  return {
    style: {
      base: { ...base, ...(placeholderColor ? { '::placeholder': { color: placeholderColor } } : {}) },
      ...(invalidColor ? { invalid: { color: invalidColor } } : {}),
    },
  };
}

export async function createStripeCardFields({ config, locale }: { config: CardPaymentConfig; locale: string }): Promise<StripeCardFields> {
  const factory = await loadStripeJs(config.tokenizationUrl);
  const stripe = factory(config.publicKey, { locale });
  const elements = stripe.elements({ locale });
  const mounted = new Map<HostedCardField, StripeElement>();
  const listeners = new Set<(event: HostedFieldEvent) => void>();
  const emit = (event: HostedFieldEvent) => {
    for (const listener of listeners) listener(event);
  };

  return {
    provider: 'stripe',
    async offerWallets(container, total, onToken) {
      const request = stripe.paymentRequest({
        country: total.country,
        currency: total.currency.toLowerCase(),
        total: { label: total.label, amount: total.amount },
      });
      if (!(await request.canMakePayment())) return false;
      request.on('paymentmethod', (event) => {
        const method = paymentMethodSchema.safeParse(event.paymentMethod);
        // The sheet closes at once: the page shows the payment's progress and outcome itself.
        event.complete(method.success ? 'success' : 'fail');
        if (method.success)
          onToken({ token: method.data.id, brand: BRANDS[method.data.card.brand] ?? 'unknown', last4: method.data.card.last4 });
      });
      elements.create('paymentRequestButton', { paymentRequest: request }).mount(container);
      return true;
    },
    mount(field, container, appearance) {
      if (mounted.has(field)) return;
      const element = elements.create(STRIPE_ELEMENT_OF[field], {
        ...(appearance.placeholder ? { placeholder: appearance.placeholder } : {}),
        ...styleOf(appearance.style),
      });
      element.on('ready', () => emit({ type: 'ready', field }));
      element.on('focus', () => emit({ type: 'focus', field }));
      element.on('blur', () => emit({ type: 'blur', field }));
      element.on('change', (change) => {
        if (field !== 'cardNumber') {
          emit({ type: 'change', field, state: stateOf(change) });
          return;
        }
        const brand = BRANDS[change.brand ?? ''] ?? 'unknown';
        emit({ type: 'change', field, state: stateOf(change), brand, cvvLength: brand === 'amex' ? 4 : 3 });
      });
      element.mount(container);
      mounted.set(field, element);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    focus(field) {
      mounted.get(field)?.focus();
    },
    setReadOnly(readOnly) {
      for (const element of mounted.values()) element.update({ disabled: readOnly });
    },
    // Stripe's frames take no description: the form shows the error beside the box, tied to it by the box's label.
    describeField() {},
    async tokenize(signal) {
      const number = mounted.get('cardNumber');
      if (!number) throw new ShopError('tokenizeCard', { kind: 'http', status: 409, code: 'fields_unavailable' });
      const answer = await stripe.createPaymentMethod({ type: 'card', card: number });
      if (signal?.aborted) throw new ShopError('tokenizeCard', { kind: 'network' });
      if (answer.error) {
        const code = (answer.error.code ?? answer.error.type ?? 'card_error').slice(0, 64);
        if (answer.error.type === 'api_connection_error') throw new ShopError('tokenizeCard', { kind: 'network' });
        const field = fieldOfCode(code);
        throw new ShopError('tokenizeCard', { kind: 'http', status: 402, code, ...(field ? { fields: { [field]: code } } : {}) });
      }
      // Stripe.js answers in the page: checked like any answer before the shop debits it.
      const method = paymentMethodSchema.safeParse(answer.paymentMethod);
      if (!method.success) throw new ShopError('tokenizeCard', { kind: 'schema', issues: ['not a card PaymentMethod'] });
      return { token: method.data.id, brand: BRANDS[method.data.card.brand] ?? 'unknown', last4: method.data.card.last4 };
    },
    destroy() {
      for (const element of mounted.values()) element.destroy();
      mounted.clear();
      listeners.clear();
    },
  };
}
