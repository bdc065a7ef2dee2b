import { buildCatalogue, type SimPackage } from './catalogue';
import type { EsimAccessSandboxSettings } from './settings';

/*
 * The simulator's memory: it stands in for eSIM Access, so state in memory is enough. Node runs
 * one request's synchronous part at a time and no handler awaits between reading and writing an
 * order or the balance, so two requests with one transactionId cannot both buy.
 */

type EsimStatus = 'GOT_RESOURCE' | 'IN_USE' | 'USED_UP' | 'CANCEL';
type SmdpStatus = 'RELEASED' | 'ENABLED';

export interface SimEsim {
  esimTranNo: string;
  orderNo: string;
  transactionId: string;
  iccid: string;
  imsi: string;
  msisdn: string;
  matchingId: string;
  qrCodeUrl: string;
  shortUrl: string;
  esimStatus: EsimStatus;
  smdpStatus: SmdpStatus;
  eid: string;
  activateTime: number | undefined;
  /** Until installed: the end of the unused validity; then the end of the plan. */
  expiredTime: number;
  usedBytes: number;
  /** What this eSIM cost: refunded on cancel. */
  price: number;
  package: SimPackage;
  createTime: number;
}

export interface OrderItem {
  package: SimPackage;
  count: number;
}

export interface SimOrder {
  orderNo: string;
  transactionId: string;
  items: OrderItem[];
  /** Price × count, debited at order. */
  amount: number;
  /** Allocated: esim/query answers the profiles; before: error 200010. */
  allocated: boolean;
  esimTranNos: string[];
  createdAt: number;
}

/** One request as it arrived: the documented-shape tests compare them with the docs' examples. */
interface RecordedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** What was answered: HTTP status and body. */
  status: number;
  answer: unknown;
}

export interface WebhookDelivery {
  notifyId: string;
  notifyType: string;
  orderNo: string;
  attempt: number;
  status: number | 'error';
  at: string;
  body: string;
}

export type FaultMode = 'server_error' | 'refuse' | 'garbage' | 'slow' | 'busy';

interface Fault {
  mode: FaultMode;
  /** Applies until then (ms since epoch)… */
  until: number | undefined;
  /** …or for this many more requests. */
  remaining: number | undefined;
}

export interface SandboxState {
  settings: EsimAccessSandboxSettings;
  now(): number;
  /** The price list as at start, kept for resets. */
  initialCatalogue: SimPackage[];
  packages: Map<string, SimPackage>;
  orders: Map<string, SimOrder>;
  ordersByTransaction: Map<string, string>;
  esims: Map<string, SimEsim>;
  /** USD × 10 000. */
  balance: number;
  sequence: number;
  /** While true, allocations wait for POST /__sandbox/allocations/release. */
  holdAllocations: boolean;
  /** While true, no notification is sent: the shop must find its orders by polling. */
  muteWebhooks: boolean;
  fault: Fault | undefined;
  /** Start times of the last second's requests: the rate limit's window. */
  recentRequests: number[];
  requests: RecordedRequest[];
  webhookDeliveries: WebhookDelivery[];
  stats: { orderRequests: number; ordersCreated: number; esimsIssued: number; rateLimited: number; cancels: number };
  timers: Set<NodeJS.Timeout>;
  inFlight: Set<AbortController>;
  closed: boolean;
}

export const REQUEST_LOG_SIZE = 500;

export function createState(settings: EsimAccessSandboxSettings, now: () => number = Date.now): SandboxState {
  const initialCatalogue = buildCatalogue(settings);
  return {
    settings,
    now,
    initialCatalogue,
    packages: new Map(initialCatalogue.map((item) => [item.packageCode, structuredClone(item)])),
    orders: new Map(),
    ordersByTransaction: new Map(),
    esims: new Map(),
    balance: settings.initialBalance,
    sequence: 0,
    holdAllocations: false,
    muteWebhooks: false,
    fault: undefined,
    recentRequests: [],
    requests: [],
    webhookDeliveries: [],
    stats: newStats(),
    timers: new Set(),
    inFlight: new Set(),
    closed: false,
  };
}

function newStats(): SandboxState['stats'] {
  return { orderRequests: 0, ordersCreated: 0, esimsIssued: 0, rateLimited: 0, cancels: 0 };
}

/** Forgets every order and eSIM, restores the price list and the balance (POST /__sandbox/reset). */
export function resetState(state: SandboxState): void {
  for (const timer of state.timers) clearTimeout(timer);
  state.timers.clear();
  state.packages = new Map(state.initialCatalogue.map((item) => [item.packageCode, structuredClone(item)]));
  state.orders.clear();
  state.ordersByTransaction.clear();
  state.esims.clear();
  state.balance = state.settings.initialBalance;
  state.holdAllocations = false;
  state.muteWebhooks = false;
  state.fault = undefined;
  state.recentRequests = [];
  state.requests = [];
  state.webhookDeliveries = [];
  state.stats = newStats();
}

/** A package by its code or its slug (the docs: "packageCode or slug"). */
export function findPackage(state: SandboxState, codeOrSlug: string): SimPackage | undefined {
  const byCode = state.packages.get(codeOrSlug);
  if (byCode) return byCode;
  for (const item of state.packages.values()) if (item.slug === codeOrSlug) return item;
  return undefined;
}

export function later(state: SandboxState, ms: number, task: () => void): void {
  const timer = setTimeout(() => {
    state.timers.delete(timer);
    task();
  }, ms);
  state.timers.add(timer);
}

export function pause(state: SandboxState, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => later(state, ms, resolve));
}
