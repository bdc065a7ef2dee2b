import { buildCatalogue, type CatalogueOperator, type CataloguePackage } from './catalogue';
import type { AiraloSandboxSettings } from './settings';

/*
 * The simulator's memory: it stands in for Airalo, so state in memory is enough. Node runs one
 * request at a time between awaits, and every change of balance or orders below happens without
 * an await in between, so concurrent orders cannot overdraw the balance.
 */

/** An answer for the HTTP layer. `raw` is sent as is (garbage faults); `body` as JSON. */
export interface Answer {
  status: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

export interface SimRecord {
  id: number;
  createdAt: string;
  iccid: string;
  matchingId: string;
  /** Set by POST /__sandbox/sims/{iccid}: the phone downloaded it (usage ACTIVE, refunds are for unused ones). */
  installedAt: number | undefined;
  usedMb: number;
  recycled: boolean;
  refundId: string | undefined;
}

export interface OrderRecord {
  id: number;
  code: string;
  createdAt: string;
  description: string | null;
  packageId: string;
  operatorTitle: string;
  quantity: number;
  item: CataloguePackage;
  /** Recommended retail of the whole order, USD cents (Airalo's order `price`). */
  priceCents: number;
  /** What the partner was charged for the whole order, USD cents (`net_price`). */
  netPriceCents: number;
  status: 'completed' | 'failed' | 'refunded';
  sims: SimRecord[];
  /** Set for an order placed by POST /v2/orders-async. */
  requestId: string | undefined;
}

/** An async order accepted (202) and not processed yet. */
export interface PendingAsyncOrder {
  requestId: string;
  acceptedAt: string;
  packageId: string;
  quantity: number;
  description: string | null;
  webhookUrl: string;
  /** What was taken from the balance on acceptance, given back if processing fails. */
  chargedCents: number;
  /** The package as it was sold on acceptance: a failed order still names it. */
  item: CataloguePackage;
  operatorTitle: string;
  timer: NodeJS.Timeout | undefined;
}

/** One request as a client sent it (the documented-shape tests compare these with Airalo's examples). */
interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string | undefined;
  /** The parsed body fields (form or JSON); undefined for a body-less request. */
  body: unknown;
  at: number;
}

/** One POST of a webhook to the partner, exactly as sent. */
interface WebhookDelivery {
  url: string;
  requestId: string;
  headers: Record<string, string>;
  body: string;
  /** The listener's HTTP status, or `error` when it could not be reached. */
  status: number | 'error';
  at: number;
}

/**
 * What POST /__sandbox/faults asks for, until `until` (ms) or `remaining` calls are used up:
 * `error500` answers 500, `refuse` drops the connection unanswered, `hang` answers after
 * faultHangMs, `rateLimit` answers 429 with Retry-After, `garbage` answers 200 with a non-JSON body,
 * `oversized` answers 200 with 2 MiB of JSON.
 */
export interface Fault {
  mode: 'error500' | 'refuse' | 'hang' | 'rateLimit' | 'garbage' | 'oversized';
  endpoints: readonly string[] | undefined;
  remaining: number | undefined;
  until: number | undefined;
  retryAfterSeconds: number;
}

export interface SandboxState {
  settings: AiraloSandboxSettings;
  now(): number;
  tokens: Map<string, number>;
  catalogue: CatalogueOperator[];
  balanceCents: number;
  /** package id → how many eSIMs are left; a missing one has no limit. */
  stock: Map<string, number>;
  orders: OrderRecord[];
  simsByIccid: Map<string, SimRecord>;
  nextOrderId: number;
  nextSimId: number;
  nextRefundId: number;
  asyncOrders: Map<string, PendingAsyncOrder>;
  /** While true, accepted async orders wait for POST /__sandbox/async/deliver. */
  holdAsync: boolean;
  /** While true, async orders are made without their webhook: the shop must find them by polling. */
  muteWebhooks: boolean;
  /** The `async_orders` webhook URL opted in by POST /v2/notifications/opt-in, else the setting. */
  asyncWebhookUrl: string | undefined;
  refunds: Array<{ refundId: string; iccids: string[]; reason: string; notes: string | undefined }>;
  fault: Fault | undefined;
  requests: RecordedRequest[];
  deliveries: WebhookDelivery[];
  inFlight: Set<AbortController>;
  timers: Set<NodeJS.Timeout>;
  closed: boolean;
}

/** Kept per list: a long benchmark must not grow the simulator's memory without bound. */
const MAX_RECORDED = 1000;

export function createState(settings: AiraloSandboxSettings, now: () => number = Date.now): SandboxState {
  return {
    settings,
    now,
    tokens: new Map(),
    catalogue: buildCatalogue(settings.packageCount),
    balanceCents: settings.initialBalanceCents,
    stock: new Map(),
    orders: [],
    simsByIccid: new Map(),
    nextOrderId: 9600,
    nextSimId: 11000,
    nextRefundId: 12000,
    asyncOrders: new Map(),
    holdAsync: false,
    muteWebhooks: false,
    asyncWebhookUrl: settings.webhookUrl,
    refunds: [],
    fault: undefined,
    requests: [],
    deliveries: [],
    inFlight: new Set(),
    timers: new Set(),
    closed: false,
  };
}

/** Forgets every order, token, fault and catalogue change (POST /__sandbox/reset). */
export function resetState(state: SandboxState): void {
  for (const pending of state.asyncOrders.values()) if (pending.timer) clearTimeout(pending.timer);
  state.tokens.clear();
  state.catalogue = buildCatalogue(state.settings.packageCount);
  state.balanceCents = state.settings.initialBalanceCents;
  state.stock.clear();
  state.orders = [];
  state.simsByIccid.clear();
  state.asyncOrders.clear();
  state.holdAsync = false;
  state.muteWebhooks = false;
  state.asyncWebhookUrl = state.settings.webhookUrl;
  state.refunds = [];
  state.fault = undefined;
  state.requests = [];
  state.deliveries = [];
}

export function remember<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_RECORDED) list.splice(0, list.length - MAX_RECORDED);
}

/** The sellable package and its operator, or undefined when the catalogue has no such `sim` package. */
export function findPackage(state: SandboxState, packageId: string): { operator: CatalogueOperator; item: CataloguePackage } | undefined {
  for (const operator of state.catalogue) {
    const item = operator.packages.find((candidate) => candidate.id === packageId);
    if (item) return { operator, item };
  }
  return undefined;
}

/** Airalo's timestamps: `YYYY-MM-DD HH:MM:SS`, UTC. */
export function airaloTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
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
