import { ShopError } from '../../errors';
import {
  HOSTED_FIELD_SOURCE,
  HOSTED_FIELD_VERSION,
  hostedFieldMessageSchema,
  type HostedCardField,
  type HostedFieldState,
  type HostedFieldStyle,
} from './card-hosted-field-messages';
import type { CardToken } from './card-gateway-call';
import type { CardPaymentConfig } from './card-payment';

/*
 * Spec §7 "card payment token" with hosted fields (PCI SAQ A): the card number, expiry and CVV are
 * typed into frames the card gateway serves from its own origin. The shop's page mounts them,
 * hears their states (never their values) and asks the number's frame to tokenize; it receives
 * `{ token, brand, last4 }`. Messages are sent to the gateway's exact origin and accepted only
 * from a mounted frame of that origin, parsed by `hostedFieldMessageSchema`.
 */

/** What the page hears from the fields (the frame protocol's messages, minus their envelope). */
export type HostedFieldEvent =
  | { type: 'ready'; field: HostedCardField }
  | { type: 'change'; field: HostedCardField; state: HostedFieldState; brand?: CardToken['brand']; cvvLength?: number }
  | { type: 'focus'; field: HostedCardField }
  | { type: 'blur'; field: HostedCardField }
  | { type: 'submit'; field: HostedCardField };

/** What a frame shows besides the value: all of it already translated by the shop. */
export interface HostedFieldAppearance {
  /** The frame's accessible name (the shop's visible label, in the shopper's language). */
  label: string;
  /** BCP 47 tag of the shopper's language ("fr", "zh-Hant"). */
  locale: string;
  placeholder?: string;
  style?: HostedFieldStyle;
}

/** The window a frame is reached through (`iframe.contentWindow`). */
export interface HostedFieldFrame {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The shop page's window, where the frames' messages arrive. */
export interface HostedFieldsHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  location: { origin: string };
}

export interface HostedCardFieldsOptions {
  config: CardPaymentConfig;
  host: HostedFieldsHost;
  /** Binds the three frames of this form; random by default (one per form shown). */
  session?: string;
  /** The longest the page waits for a token (the frame itself gives up after 15 s). */
  tokenizeTimeoutMs?: number;
}

/** The card form's fields at any provider: their states, their focus, and the token they give. */
export interface CardFields {
  subscribe(listener: (event: HostedFieldEvent) => void): () => void;
  focus(field: HostedCardField): void;
  /** While the payment runs the fields cannot be changed. */
  setReadOnly(readOnly: boolean): void;
  /**
   * What the shop shows around a field, for the frame's input: invalid or not, and described by
   * the shop's error and hint (one text, in the shopper's language), as a label's control would be.
   */
  describeField(field: HostedCardField, description: { invalid: boolean; text: string }): void;
  /** Asks the number's frame for a token; rejects with a ShopError (`tokenizeCard`) carrying a code, never a card value. */
  tokenize(signal?: AbortSignal): Promise<CardToken>;
  destroy(): void;
}

/** The sandbox acquirer's hosted fields: frames of its origin, spoken to by messages. */
export interface HostedCardFields extends CardFields {
  readonly provider: 'sandbox';
  readonly session: string;
  /** The page to frame for a field, on the gateway's origin. */
  fieldUrl(field: HostedCardField, appearance: HostedFieldAppearance): string;
  /** The frame's window once mounted (again: no change), `null` when unmounted; its messages are heard from then on. */
  attach(field: HostedCardField, frame: HostedFieldFrame | null): void;
}

const DEFAULT_TOKENIZE_TIMEOUT_MS = 20_000;

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** A refusal of tokenization as the shop's error: the gateway's code, the field it names, no message to show raw. */
function tokenizeFailure(code: string, field: HostedCardField | undefined): ShopError {
  if (code === 'timeout') return new ShopError('tokenizeCard', { kind: 'timeout' });
  if (code === 'network') return new ShopError('tokenizeCard', { kind: 'network' });
  const status = code.startsWith('invalid_') ? 400 : code === 'fields_unavailable' ? 409 : 502;
  return new ShopError('tokenizeCard', { kind: 'http', status, code, ...(field ? { fields: { [field]: code } } : {}) });
}

export function createHostedCardFields({
  config,
  host,
  session = randomId(),
  tokenizeTimeoutMs = DEFAULT_TOKENIZE_TIMEOUT_MS,
}: HostedCardFieldsOptions): HostedCardFields {
  const gatewayUrl = config.tokenizationUrl.replace(/\/+$/, '');
  const gatewayOrigin = new URL(gatewayUrl).origin;
  const frames = new Map<HostedCardField, HostedFieldFrame>();
  const ready = new Set<HostedCardField>();
  const listeners = new Set<(event: HostedFieldEvent) => void>();
  const pending = new Map<string, { resolve: (token: CardToken) => void; reject: (error: ShopError) => void }>();
  // What each frame must show; sent again when a frame (re)loads, so nothing is lost before it is ready.
  const descriptions = new Map<HostedCardField, { invalid: boolean; text: string }>();
  let readOnly = false;

  function command(field: HostedCardField, message: Record<string, unknown>): void {
    if (!ready.has(field)) return;
    frames
      .get(field)
      ?.postMessage({ source: HOSTED_FIELD_SOURCE, version: HOSTED_FIELD_VERSION, session, field, ...message }, gatewayOrigin);
  }

  function restore(field: HostedCardField): void {
    command(field, { type: 'setReadOnly', readOnly });
    const description = descriptions.get(field) ?? { invalid: false, text: '' };
    command(field, { type: 'setInvalid', invalid: description.invalid, description: description.text });
  }

  function onMessage(event: MessageEvent): void {
    if (event.origin !== gatewayOrigin) return;
    const parsed = hostedFieldMessageSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.session !== session) return;
    const message = parsed.data;
    // Only the frame mounted for that field speaks for it.
    if (event.source === null || event.source !== frames.get(message.field)) return;
    switch (message.type) {
      case 'tokenized': {
        const waiting = pending.get(message.requestId);
        waiting?.resolve({ token: message.token, brand: message.brand, last4: message.last4 });
        return;
      }
      case 'tokenizeFailed': {
        pending.get(message.requestId)?.reject(tokenizeFailure(message.code, message.failedField));
        return;
      }
      case 'ready':
        ready.add(message.field);
        restore(message.field);
        break;
    }
    const { source: _source, version: _version, session: _session, ...rest } = message;
    for (const listener of listeners) listener(rest as HostedFieldEvent);
  }
  host.addEventListener('message', onMessage);

  return {
    provider: 'sandbox',
    session,
    fieldUrl(field, appearance) {
      const query = new URLSearchParams({
        key: config.publicKey,
        session,
        parentOrigin: host.location.origin,
        locale: appearance.locale,
        label: appearance.label,
        ...(appearance.placeholder ? { placeholder: appearance.placeholder } : {}),
        ...(appearance.style ? { style: JSON.stringify(appearance.style) } : {}),
      });
      return `${gatewayUrl}/v1/hosted-fields/${field}?${query.toString()}`;
    },
    attach(field, frame) {
      if (frame !== null && frames.get(field) === frame) return;
      ready.delete(field);
      if (frame) frames.set(field, frame);
      else frames.delete(field);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    focus(field) {
      command(field, { type: 'focus' });
    },
    setReadOnly(value) {
      readOnly = value;
      for (const field of ready) command(field, { type: 'setReadOnly', readOnly });
    },
    describeField(field, description) {
      descriptions.set(field, description);
      restore(field);
    },
    tokenize(signal) {
      return new Promise<CardToken>((resolve, reject) => {
        if (!ready.has('cardNumber')) {
          reject(tokenizeFailure('fields_unavailable', undefined));
          return;
        }
        const requestId = randomId();
        const settle = () => {
          clearTimeout(timer);
          pending.delete(requestId);
          signal?.removeEventListener('abort', abort);
        };
        const abort = () => {
          settle();
          reject(new ShopError('tokenizeCard', { kind: 'network' }));
        };
        const timer = setTimeout(() => {
          settle();
          reject(new ShopError('tokenizeCard', { kind: 'timeout' }));
        }, tokenizeTimeoutMs);
        signal?.addEventListener('abort', abort, { once: true });
        pending.set(requestId, {
          resolve: (token) => {
            settle();
            resolve(token);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
        command('cardNumber', { type: 'tokenize', requestId });
      });
    },
    destroy() {
      host.removeEventListener('message', onMessage);
      for (const waiting of [...pending.values()]) waiting.reject(tokenizeFailure('fields_unavailable', undefined));
      frames.clear();
      ready.clear();
      listeners.clear();
    },
  };
}
