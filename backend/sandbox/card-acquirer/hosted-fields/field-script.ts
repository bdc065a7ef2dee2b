/*
 * The script of a hosted card field page (hosted-field-page.ts), in the shopper's browser on the
 * gateway's origin. It formats what is typed, judges it with the card rules, and tells the shop's
 * page only the field's state (hosted-field-protocol.ts). The card number's frame is the one that
 * tokenizes: asked by the shop's page, it gathers the expiry and CVV from its sibling frames over a
 * BroadcastChannel (same origin only), posts the card to this origin's /v1/tokens and hands the
 * page `{ token, brand, last4 }`.
 */
import {
  DEFAULT_CVV_LENGTH,
  cardDigits,
  checkCvv,
  checkExpiry,
  checkNumber,
  firstCardProblem,
  type CardBrand,
  type CardField,
  type FieldState,
} from '../card-rules';
import { formatCardNumber, formatCvv, formatExpiry } from '../field-format';
import {
  HOSTED_FIELDS,
  HOSTED_FIELD_SOURCE,
  HOSTED_FIELD_VERSION,
  SESSION_PATTERN,
  STYLE_PROPERTIES,
  type Envelope,
  type FrameMessage,
  type HostedFieldStyle,
  type PageCommand,
  type SiblingMessage,
  type TokenizeFailureCode,
} from '../hosted-field-protocol';

/** How long the number frame waits for its siblings' values before giving up on a tokenization. */
const COLLECT_TIMEOUT_MS = 3_000;
/** The longest a tokenization request may take (the shop's page waits a little longer). */
const TOKENIZE_TIMEOUT_MS = 15_000;
const MAX_STYLE_VALUE = 200;

const params = new URLSearchParams(window.location.search);
const session = params.get('session') ?? '';
const parentOrigin = params.get('parentOrigin') ?? '';
const publicKey = params.get('key') ?? '';
const fieldName = document.body.dataset['field'];
const input = document.getElementById('field');
const description = document.getElementById('field-description');

function isCardField(value: unknown): value is CardField {
  return typeof value === 'string' && (HOSTED_FIELDS as readonly string[]).includes(value);
}

/** The page was served for a shop origin; a frame whose parent is another origin says nothing at all. */
function parentIsTheShop(): boolean {
  const ancestors = window.location.ancestorOrigins;
  return window.parent !== window && (ancestors === undefined || ancestors[0] === parentOrigin);
}

function applyStyle(json: string): void {
  let style: unknown;
  try {
    style = JSON.parse(json);
  } catch {
    return;
  }
  if (typeof style !== 'object' || style === null) return;
  for (const [key, { css, variable }] of Object.entries(STYLE_PROPERTIES)) {
    const value = (style as Record<string, unknown>)[key as keyof HostedFieldStyle];
    // CSSOM, not markup: allowed under this page's CSP; and only values CSS accepts for that property.
    if (typeof value === 'string' && value.length <= MAX_STYLE_VALUE && !/url\(|[;{}]/i.test(value) && CSS.supports(css, value)) {
      document.documentElement.style.setProperty(variable, value);
    }
  }
}

function isEnvelope(data: unknown): data is Envelope<Record<string, unknown>> {
  if (typeof data !== 'object' || data === null) return false;
  const envelope = data as Record<string, unknown>;
  return envelope['source'] === HOSTED_FIELD_SOURCE && envelope['version'] === HOSTED_FIELD_VERSION && envelope['session'] === session;
}

function start(field: CardField, control: HTMLInputElement, describer: HTMLElement): void {
  const channel = new BroadcastChannel(`${HOSTED_FIELD_SOURCE}:${session}`);
  let cvvLength = DEFAULT_CVV_LENGTH;
  let lastReport = '';

  const toPage = (message: FrameMessage) => {
    const envelope: Envelope<FrameMessage> = { source: HOSTED_FIELD_SOURCE, version: HOSTED_FIELD_VERSION, session, field, ...message };
    // The exact origin the page was served for: a parent of any other origin receives nothing.
    window.parent.postMessage(envelope, parentOrigin);
  };
  const toSiblings = (message: SiblingMessage) => {
    const envelope: Envelope<SiblingMessage> = { source: HOSTED_FIELD_SOURCE, version: HOSTED_FIELD_VERSION, session, field, ...message };
    channel.postMessage(envelope);
  };

  function judge(): { state: FieldState; brand?: CardBrand; cvvLength?: number } {
    if (field === 'cardNumber') {
      const number = checkNumber(control.value);
      cvvLength = number.cvvLength;
      return { state: number.state, brand: number.brand, cvvLength: number.cvvLength };
    }
    if (field === 'expiry') return { state: checkExpiry(control.value) };
    return { state: checkCvv(control.value, cvvLength), cvvLength };
  }

  /** Tells the page the field's state when it changed (never the value). */
  function report(): void {
    const judged = judge();
    const key = JSON.stringify(judged);
    if (key !== lastReport) {
      lastReport = key;
      toPage({ type: 'change', ...judged });
    }
    if (field === 'cardNumber') toSiblings({ type: 'brand', cvvLength });
  }

  let previous = '';
  control.addEventListener('input', (event) => {
    const typed = control.value;
    if (field === 'cardNumber') {
      const caret = control.selectionStart ?? typed.length;
      let digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
      let digits = typed.replace(/\D/g, '');
      // Backspace just after a group's space removed no digit: take the digit before it, as meant.
      if (event.inputType === 'deleteContentBackward' && digits === previous.replace(/\D/g, '') && digitsBefore > 0) {
        digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
        digitsBefore -= 1;
      }
      control.value = formatCardNumber(digits);
      // Put the caret back after the same digit, not at the end, when spaces moved.
      let position = 0;
      for (let seen = 0; position < control.value.length && seen < digitsBefore; position += 1) {
        if (/\d/.test(control.value.charAt(position))) seen += 1;
      }
      if (document.activeElement === control) control.setSelectionRange(position, position);
    } else if (field === 'expiry') {
      control.value = formatExpiry(typed, previous);
    } else {
      control.value = formatCvv(typed, cvvLength);
    }
    previous = control.value;
    report();
  });
  control.addEventListener('focus', () => toPage({ type: 'focus' }));
  // The page focused this frame (its label was pressed, or it is the first invalid field): the input takes it.
  window.addEventListener('focus', () => {
    if (document.activeElement !== control) control.focus();
  });
  control.addEventListener('blur', () => toPage({ type: 'blur' }));
  control.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      toPage({ type: 'submit' });
    }
  });

  /** The number frame's tokenization: siblings' values by channel, the card to this origin only. */
  const waiting = new Map<
    string,
    { values: Partial<Record<CardField, string>>; done: (values: Partial<Record<CardField, string>>) => void }
  >();
  function collect(requestId: string): Promise<Partial<Record<CardField, string>>> {
    return new Promise((resolve) => {
      const values: Partial<Record<CardField, string>> = { cardNumber: control.value };
      const timer = window.setTimeout(() => {
        waiting.delete(requestId);
        resolve(values);
      }, COLLECT_TIMEOUT_MS);
      waiting.set(requestId, {
        values,
        done: (complete) => {
          window.clearTimeout(timer);
          waiting.delete(requestId);
          resolve(complete);
        },
      });
      toSiblings({ type: 'collect', requestId });
    });
  }

  async function tokenize(requestId: string): Promise<void> {
    const fail = (code: TokenizeFailureCode, failedField?: CardField) =>
      toPage({ type: 'tokenizeFailed', requestId, code, ...(failedField ? { failedField } : {}) });
    const values = await collect(requestId);
    if (values.expiry === undefined || values.cvv === undefined) return fail('fields_unavailable');
    const card = { cardNumber: cardDigits(values.cardNumber ?? ''), expiry: values.expiry, cvv: values.cvv };
    const problem = firstCardProblem(card);
    if (problem) return fail('invalid_card', problem);
    let response: Response;
    try {
      response = await fetch('/v1/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ publicKey, ...card }),
        credentials: 'omit',
        signal: AbortSignal.timeout(TOKENIZE_TIMEOUT_MS),
      });
    } catch (error) {
      return fail(error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network');
    }
    const body: unknown = await response.json().catch(() => undefined);
    const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (!response.ok) {
      const code = typeof answer['code'] === 'string' ? answer['code'] : 'gateway_error';
      return fail(code, isCardField(answer['field']) ? answer['field'] : undefined);
    }
    const { token, brand, last4 } = answer;
    if (typeof token !== 'string' || typeof brand !== 'string' || typeof last4 !== 'string') return fail('gateway_error');
    toPage({ type: 'tokenized', requestId, token, brand: brand as CardBrand, last4 });
  }

  channel.addEventListener('message', (event: MessageEvent) => {
    if (!isEnvelope(event.data)) return;
    const message = event.data as Envelope<SiblingMessage>;
    if (message.type === 'hello' && field === 'cardNumber') toSiblings({ type: 'brand', cvvLength });
    if (message.type === 'brand' && field === 'cvv' && typeof message.cvvLength === 'number' && message.cvvLength !== cvvLength) {
      cvvLength = message.cvvLength;
      control.maxLength = cvvLength;
      report();
    }
    if (message.type === 'collect' && field !== 'cardNumber' && typeof message.requestId === 'string') {
      toSiblings({ type: 'value', requestId: message.requestId, field, value: control.value });
    }
    if (message.type === 'value' && field === 'cardNumber' && isCardField(message.field)) {
      const pending = waiting.get(message.requestId);
      if (!pending) return;
      pending.values[message.field] = message.value;
      if (pending.values.expiry !== undefined && pending.values.cvv !== undefined) pending.done(pending.values);
    }
  });

  window.addEventListener('message', (event: MessageEvent) => {
    // Commands from the shop's page only: its exact origin, and the window that framed this one.
    if (event.origin !== parentOrigin || event.source !== window.parent || !isEnvelope(event.data)) return;
    const command = event.data as Envelope<PageCommand>;
    if (command.field !== field) return;
    switch (command.type) {
      case 'focus':
        control.focus();
        break;
      case 'setReadOnly':
        control.readOnly = command.readOnly === true;
        break;
      case 'setInvalid':
        if (command.invalid === true) control.setAttribute('aria-invalid', 'true');
        else control.removeAttribute('aria-invalid');
        describer.textContent = typeof command.description === 'string' ? command.description.slice(0, 500) : '';
        if (describer.textContent === '') control.removeAttribute('aria-describedby');
        else control.setAttribute('aria-describedby', describer.id);
        break;
      case 'tokenize':
        if (field === 'cardNumber' && typeof command.requestId === 'string') void tokenize(command.requestId);
        break;
    }
  });

  if (field === 'cvv') control.maxLength = cvvLength;
  if (field === 'expiry') control.maxLength = 5;
  toSiblings({ type: 'hello' });
  toPage({ type: 'ready' });
  // The first state too: a browser may have restored a value before this script ran.
  report();
  // Listening from now on (what a test waits for before typing).
  document.body.dataset['ready'] = 'true';
}

if (isCardField(fieldName) && input instanceof HTMLInputElement && description && SESSION_PATTERN.test(session) && parentIsTheShop()) {
  applyStyle(params.get('style') ?? '');
  start(fieldName, input, description);
}
