import type { PayPalSandboxSettings } from './settings';

/*
 * The simulator's memory: it stands in for PayPal, so state in memory is enough. Everything that
 * decides whether money moves (capture, refund) runs under a per-order lock, so even with an `await`
 * between reading the order and recording the capture, concurrent requests cannot both capture.
 */

type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface Money {
  currency_code: string;
  value: string;
}

export interface OrderItem {
  name: string;
  quantity: string;
  unit_amount: Money;
  tax?: Money;
  sku?: string;
  description?: string;
  category?: string;
}

/** A purchase unit as the merchant sent it, after validation. */
export interface PurchaseUnit {
  reference_id: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount: Money & {
    breakdown?: Partial<
      Record<'item_total' | 'tax_total' | 'shipping' | 'handling' | 'insurance' | 'shipping_discount' | 'discount', Money>
    >;
  };
  items?: OrderItem[];
}

interface Payer {
  payer_id: string;
  email_address: string;
  name: { given_name: string; surname: string };
  address: { country_code: string };
}

export interface Refund {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  noteToPayer?: string;
  createTime: string;
  /** `reversal`: PayPal took the money back itself (a chargeback, POST /__sandbox/orders/{id}/reverse), not the merchant. */
  kind: 'refund' | 'reversal';
}

/**
 * PENDING: PayPal holds the money (an eCheck, a review…; POST /__sandbox/captures asks for one) until
 * it completes or denies it (POST /__sandbox/orders/{id}/complete or /deny). DECLINED: denied, nothing taken.
 * COMPLETED follows its refunds: PARTIALLY_REFUNDED, then REFUNDED once nothing is left.
 */
type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export interface Capture {
  id: string;
  status: CaptureStatus;
  /** PayPal's `status_details.reason` of a PENDING capture (PENDING_REVIEW, ECHECK…) or of a reversal (CHARGEBACK). */
  statusReason?: string;
  amount: Money;
  fee: Money;
  net: Money;
  createTime: string;
  updateTime: string;
  refunds: Refund[];
}

export interface StoredOrder {
  id: string;
  intent: 'CAPTURE';
  status: OrderStatus;
  unit: PurchaseUnit;
  returnUrl: string;
  cancelUrl: string;
  brandName?: string;
  locale?: string;
  payer?: Payer;
  capture?: Capture;
  createTime: string;
  updateTime: string;
}

/** An answer for the HTTP layer: JSON, an HTML page, plain text or a redirect. */
export interface Answer {
  status: number;
  body?: unknown;
  html?: string;
  /** Plain text (the certificate URL's PEM). */
  text?: string;
  location?: string;
  headers?: Record<string, string>;
}

export type FaultEndpoint = 'token' | 'create' | 'get' | 'capture' | 'refund' | 'verify';
export type FaultKind = 'server_error' | 'timeout';

export interface Fault {
  next: FaultKind;
  remaining: number;
  /** For `timeout`: do the work, then lose the answer (the client cannot tell which happened). */
  afterProcessing: boolean;
}

interface SandboxStats {
  /** Captures that took money. */
  captures: number;
  capturesByOrder: Map<string, number>;
  /** Capture calls received, replays and refusals included. */
  captureRequests: number;
  /** Refunds that gave money back. */
  refunds: number;
  /** Refund calls received, replays and refusals included. */
  refundRequests: number;
  /** Webhook deliveries attempted (copies and retries included). */
  webhookDeliveries: number;
  /** verify-webhook-signature calls answered, by verification_status. */
  verifications: { SUCCESS: number; FAILURE: number };
}

/** A webhook event as PayPal posts it (the body), before it is signed for one delivery. */
export interface WebhookEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: 'capture' | 'refund' | 'checkout-order';
  resource_version: '2.0';
  event_type: string;
  summary: string;
  resource: Record<string, unknown>;
  links: Array<{ href: string; rel: string; method: string }>;
}

/** One POST of an event to the merchant's listener, as the test controls list it (the last 200). */
export interface WebhookDelivery {
  eventId: string;
  eventType: string;
  /** The capture's or refund's id. */
  resourceId: string;
  /** 1 for the first send; each copy and retry counts on. */
  attempt: number;
  /** The listener's HTTP status, or `error` when it could not be reached. */
  status: number | 'error';
  at: string;
  /** Exactly what was sent: a test replays it byte for byte. */
  headers: Record<string, string>;
  body: string;
}

interface WebhookState {
  /** While true, events wait in `held` until POST /__sandbox/webhooks/release. */
  hold: boolean;
  /** Each with the copies asked for when it happened. */
  held: Array<{ event: WebhookEvent; copies: number }>;
  /** Each event waits this long before its first send ("late"). */
  delayMs: number;
  /** Each event is sent this many times ("twice"). */
  copies: number;
  deliveries: WebhookDelivery[];
  /** Sends under way, aborted on shutdown. */
  inFlight: Set<AbortController>;
}

/** A buyer logged in on the approval page of one order: carried by the page's approve form. */
interface ApprovalSession {
  orderId: string;
  expiresAt: number;
}

export interface SandboxState {
  settings: PayPalSandboxSettings;
  now(): number;
  /** Access token → when it expires (ms). */
  tokens: Map<string, number>;
  orders: Map<string, StoredOrder>;
  /** Create's PayPal-Request-Id → the order it created. */
  ordersByRequestId: Map<string, string>;
  /** `${orderId} ${requestId}` → the answer of the capture made under that request id. */
  captureReplies: Map<string, Answer>;
  /** `${captureId} ${requestId}` → the answer of the refund made under that request id. */
  refundReplies: Map<string, Answer>;
  orderLocks: Map<string, Promise<unknown>>;
  sessions: Map<string, ApprovalSession>;
  faults: Map<FaultEndpoint, Fault>;
  /** POST /__sandbox/captures: the next captures are left PENDING with this reason. */
  pendingCaptures: { remaining: number; reason: string } | undefined;
  /** POST /__sandbox/captures with an orderId: that order's capture is left PENDING (tests that run side by side). */
  pendingOrders: Map<string, string>;
  webhooks: WebhookState;
  stats: SandboxStats;
  /** Timers of held answers, cleared on shutdown. */
  timers: Set<NodeJS.Timeout>;
  /** Set on shutdown: no webhook is sent any more. */
  closed: boolean;
}

export function createState(settings: PayPalSandboxSettings, now: () => number = Date.now): SandboxState {
  return {
    settings,
    now,
    tokens: new Map(),
    orders: new Map(),
    ordersByRequestId: new Map(),
    captureReplies: new Map(),
    refundReplies: new Map(),
    orderLocks: new Map(),
    sessions: new Map(),
    faults: new Map(),
    pendingCaptures: undefined,
    pendingOrders: new Map(),
    webhooks: { hold: false, held: [], delayMs: 0, copies: 1, deliveries: [], inFlight: new Set() },
    stats: newStats(),
    timers: new Set(),
    closed: false,
  };
}

function newStats(): SandboxStats {
  return {
    captures: 0,
    capturesByOrder: new Map(),
    captureRequests: 0,
    refunds: 0,
    refundRequests: 0,
    webhookDeliveries: 0,
    verifications: { SUCCESS: 0, FAILURE: 0 },
  };
}

/** Forgets every order, token, fault, webhook setting and count (POST /__sandbox/reset). Held answers and sends under way go on. */
export function resetState(state: SandboxState): void {
  state.tokens.clear();
  state.orders.clear();
  state.ordersByRequestId.clear();
  state.captureReplies.clear();
  state.refundReplies.clear();
  state.sessions.clear();
  state.faults.clear();
  state.pendingCaptures = undefined;
  state.pendingOrders.clear();
  state.webhooks.hold = false;
  state.webhooks.held = [];
  state.webhooks.delayMs = 0;
  state.webhooks.copies = 1;
  state.webhooks.deliveries = [];
  state.stats = newStats();
}

/** Runs `task` after every earlier task of the same order has finished. */
export function withOrderLock<T>(state: SandboxState, orderId: string, task: () => Promise<T>): Promise<T> {
  const previous = state.orderLocks.get(orderId) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  state.orderLocks.set(orderId, tail);
  void tail.then(() => {
    if (state.orderLocks.get(orderId) === tail) state.orderLocks.delete(orderId);
  });
  return run;
}

export function pause(state: SandboxState, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      state.timers.delete(timer);
      resolve();
    }, ms);
    state.timers.add(timer);
  });
}
