import type { PayPalSandboxSettings } from './settings';

/*
 * The simulator's memory: it stands in for PayPal, so state in memory is enough. Everything that
 * decides whether money moves (capture, refund) runs under a per-order lock, so even with an `await`
 * between reading the order and recording the capture, concurrent requests cannot both capture.
 */

export type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

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
    breakdown?: Partial<Record<'item_total' | 'tax_total' | 'shipping' | 'handling' | 'insurance' | 'shipping_discount' | 'discount', Money>>;
  };
  items?: OrderItem[];
}

export interface Payer {
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
}

export interface Capture {
  id: string;
  /** Follows its refunds: PARTIALLY_REFUNDED, then REFUNDED once nothing is left. */
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
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

/** An answer for the HTTP layer: JSON, an HTML page or a redirect. */
export interface Answer {
  status: number;
  body?: unknown;
  html?: string;
  location?: string;
  headers?: Record<string, string>;
}

export type FaultEndpoint = 'token' | 'create' | 'get' | 'capture' | 'refund';
export type FaultKind = 'server_error' | 'timeout';

export interface Fault {
  next: FaultKind;
  remaining: number;
  /** For `timeout`: do the work, then lose the answer (the client cannot tell which happened). */
  afterProcessing: boolean;
}

export interface SandboxStats {
  /** Captures that took money. */
  captures: number;
  capturesByOrder: Map<string, number>;
  /** Capture calls received, replays and refusals included. */
  captureRequests: number;
  /** Refunds that gave money back. */
  refunds: number;
  /** Refund calls received, replays and refusals included. */
  refundRequests: number;
}

/** A buyer logged in on the approval page of one order: carried by the page's approve form. */
export interface ApprovalSession {
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
  stats: SandboxStats;
  /** Timers of held answers, cleared on shutdown. */
  timers: Set<NodeJS.Timeout>;
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
    stats: { captures: 0, capturesByOrder: new Map(), captureRequests: 0, refunds: 0, refundRequests: 0 },
    timers: new Set(),
  };
}

/** Forgets every order, token, fault and count (POST /__sandbox/reset). Held answers stay held. */
export function resetState(state: SandboxState): void {
  state.tokens.clear();
  state.orders.clear();
  state.ordersByRequestId.clear();
  state.captureReplies.clear();
  state.refundReplies.clear();
  state.sessions.clear();
  state.faults.clear();
  state.stats.captures = 0;
  state.stats.capturesByOrder.clear();
  state.stats.captureRequests = 0;
  state.stats.refunds = 0;
  state.stats.refundRequests = 0;
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
