import { createHmac, randomBytes } from 'node:crypto';

import type { StripeSandboxSettings } from './settings';
import type { CardBehaviour, CardBrand } from './test-cards';

export interface PaymentMethodRecord {
  id: string;
  created: number;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
  /** The issuer's country: Stripe's country test cards carry it (4000 00NN N…), its other test cards are US cards. */
  country: string;
  wallet: 'apple_pay' | 'google_pay' | null;
  behaviour: CardBehaviour;
}

type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded' | 'canceled';

export interface IntentRecord {
  id: string;
  clientSecret: string;
  created: number;
  amount: number;
  currency: string;
  status: IntentStatus;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  paymentMethodId: string | null;
  returnUrl: string | null;
  chargeId: string | null;
  lastError: { code: string; declineCode: string | null; message: string } | null;
}

export interface ChargeRecord {
  id: string;
  intentId: string;
  created: number;
  amount: number;
  currency: string;
  amountRefunded: number;
  refundIds: string[];
  disputed: boolean;
}

export interface RefundRecord {
  id: string;
  chargeId: string;
  intentId: string;
  created: number;
  amount: number;
  currency: string;
  reason: string | null;
  metadata: Record<string, string>;
}

interface DeliveredEvent {
  id: string;
  type: string;
  body: string;
  signature: string;
}

/** A stored answer to an idempotent request, or the request still running. */
interface IdempotentAnswer {
  requestFingerprint: string;
  answer: Promise<{ status: number; body: unknown }>;
  storedAt: number;
}

/** The most objects kept of each kind (the oldest go first): a long-running simulator stays bounded. */
const MAX_KEPT = 100_000;
export const IDEMPOTENCY_MS = 24 * 60 * 60 * 1000;

export interface SandboxState {
  settings: StripeSandboxSettings;
  now: () => number;
  paymentMethods: Map<string, PaymentMethodRecord>;
  intents: Map<string, IntentRecord>;
  charges: Map<string, ChargeRecord>;
  refunds: Map<string, RefundRecord>;
  idempotency: Map<string, IdempotentAnswer>;
  events: DeliveredEvent[];
  webhooks: {
    hold: boolean;
    held: Array<{ type: string; object: unknown; request: { id: string | null; idempotency_key: string | null } }>;
  };
  counts: { paymentIntents: number; charges: number; refunds: number; eventsSent: number };
  timers: Set<NodeJS.Timeout>;
  inFlight: Set<AbortController>;
  closed: boolean;
  /** Keys card fingerprints for this process: the same number, the same fingerprint, and the number itself kept nowhere. */
  fingerprintKey: Buffer;
}

export function createState(settings: StripeSandboxSettings, now: () => number = Date.now): SandboxState {
  return {
    settings,
    now,
    paymentMethods: new Map(),
    intents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    idempotency: new Map(),
    events: [],
    webhooks: { hold: false, held: [] },
    counts: { paymentIntents: 0, charges: 0, refunds: 0, eventsSent: 0 },
    timers: new Set(),
    inFlight: new Set(),
    closed: false,
    fingerprintKey: randomBytes(32),
  };
}

export function resetState(state: SandboxState): void {
  for (const map of [state.paymentMethods, state.intents, state.charges, state.refunds, state.idempotency]) map.clear();
  state.events = [];
  state.webhooks = { hold: false, held: [] };
  state.counts = { paymentIntents: 0, charges: 0, refunds: 0, eventsSent: 0 };
}

/** Stripe-looking ids: a prefix and 24 random characters. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
}

export function fingerprintOf(state: SandboxState, number: string): string {
  return createHmac('sha256', state.fingerprintKey).update(number).digest('base64url').replace(/[-_]/g, 'x').slice(0, 16);
}

/** Keeps a map under MAX_KEPT, dropping its oldest entries (a Map iterates in insertion order). */
export function keepBounded<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value);
  while (map.size > MAX_KEPT) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

/** A timer that `close()` clears. */
export function later(state: SandboxState, ms: number, run: () => void): void {
  const timer = setTimeout(() => {
    state.timers.delete(timer);
    if (!state.closed) run();
  }, ms);
  state.timers.add(timer);
}

export function pause(state: SandboxState, ms: number): Promise<void> {
  return new Promise((resolve) => later(state, ms, resolve));
}

export const seconds = (ms: number) => Math.floor(ms / 1000);
