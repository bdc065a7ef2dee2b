import { processAsync, scheduleAsync } from './api';
import type { CataloguePackage } from './catalogue';
import { resetState, type Answer, type Fault, type SandboxState } from './state';

/*
 * What tests and benchmarks ask the simulator, never Airalo: forget everything; fail for a while;
 * empty or top up the balance; change the catalogue (the sync tests); mark an eSIM installed (a
 * refund is then refused by the adapter's check); hold async orders or deliver them now; read
 * what clients sent and what webhooks went out. Served only when the settings enable them.
 */

const MODES: ReadonlyArray<Fault['mode']> = ['error500', 'refuse', 'hang', 'rateLimit', 'garbage', 'oversized'];
/** The endpoint names a fault can be limited to (see routes.ts). */
const ENDPOINTS = ['token', 'packages', 'orders', 'orders-async', 'orders-list', 'order', 'usage', 'refund', 'balance', 'opt-in'] as const;

const bad = (error: string): Answer => ({ status: 400, body: { error } });
const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

export function reset(state: SandboxState): Answer {
  resetState(state);
  return { status: 204 };
}

/** GET /__sandbox/state: counts, balance, pending async orders. */
export function summary(state: SandboxState): Answer {
  return {
    status: 200,
    body: {
      balanceCents: state.balanceCents,
      orders: state.orders.length,
      esims: state.simsByIccid.size,
      pendingAsync: [...state.asyncOrders.keys()],
      holdAsync: state.holdAsync,
      muteWebhooks: state.muteWebhooks,
      // what a shop's delivery email must show: the activation code of each eSIM issued
      issuedLpas: [...state.simsByIccid.values()].map((sim) => `LPA:1$${state.settings.smdpAddress}$${sim.matchingId}`),
      refunds: state.refunds.length,
      packages: state.catalogue.reduce((sum, operator) => sum + operator.packages.length, 0),
      fault: state.fault ? { ...state.fault } : null,
    },
  };
}

/** POST /__sandbox/faults `{mode, forMs?, count?, endpoints?, retryAfterSeconds?}`; `{mode: null}` clears. */
export function setFault(state: SandboxState, body: Record<string, unknown>): Answer {
  const { mode, forMs, count, endpoints, retryAfterSeconds = 1 } = body;
  if (mode === null) {
    state.fault = undefined;
    return { status: 200, body: { fault: null } };
  }
  if (typeof mode !== 'string' || !MODES.includes(mode as Fault['mode'])) return bad(`mode must be one of ${MODES.join(', ')} or null`);
  if (forMs !== undefined && !isWhole(forMs, 3_600_000)) return bad('forMs must be a whole number up to 3600000');
  if (count !== undefined && !isWhole(count, 100_000)) return bad('count must be a whole number up to 100000');
  if (!isWhole(retryAfterSeconds, 3600)) return bad('retryAfterSeconds must be a whole number up to 3600');
  if (
    endpoints !== undefined &&
    (!Array.isArray(endpoints) || !endpoints.every((name) => (ENDPOINTS as readonly unknown[]).includes(name)))
  ) {
    return bad(`endpoints must list some of ${ENDPOINTS.join(', ')}`);
  }
  state.fault = {
    mode: mode as Fault['mode'],
    endpoints: endpoints as string[] | undefined,
    remaining: count,
    until: forMs === undefined ? undefined : state.now() + forMs,
    retryAfterSeconds,
  };
  return { status: 200, body: { fault: state.fault } };
}

/** The fault that applies to this call of `endpoint`, one call of it used up. */
export function takeFault(state: SandboxState, endpoint: string): Fault | undefined {
  const fault = state.fault;
  if (!fault) return undefined;
  if (fault.until !== undefined && fault.until <= state.now()) {
    state.fault = undefined;
    return undefined;
  }
  if (fault.endpoints && !fault.endpoints.includes(endpoint)) return undefined;
  if (fault.remaining !== undefined) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) state.fault = undefined;
  }
  return fault;
}

/** POST /__sandbox/balance `{cents}`: sets the prepaid balance (0 empties it). */
export function setBalance(state: SandboxState, body: Record<string, unknown>): Answer {
  if (!isWhole(body['cents'], 1_000_000_000)) return bad('cents must be a whole number');
  state.balanceCents = body['cents'];
  return { status: 200, body: { balanceCents: state.balanceCents } };
}

/** POST /__sandbox/packages/withdraw `{packageId}`: the package leaves the list and can no longer be ordered. */
export function withdrawPackage(state: SandboxState, body: Record<string, unknown>): Answer {
  const packageId = body['packageId'];
  for (const operator of state.catalogue) {
    const index = operator.packages.findIndex((item) => item.id === packageId);
    if (index >= 0) {
      operator.packages.splice(index, 1);
      return { status: 200, body: { withdrawn: packageId } };
    }
  }
  return { status: 404, body: { error: 'no such package' } };
}

/** POST /__sandbox/packages `{operatorCountry, id, dataMb|unlimited, days, netPriceCents, priceCents}`: a new package. */
export function addPackage(state: SandboxState, body: Record<string, unknown>): Answer {
  const { country, id, dataMb, days, netPriceCents, priceCents, unlimited = false } = body;
  const operator = state.catalogue.find((candidate) => candidate.countryCode === country || candidate.slug === country);
  if (!operator) return bad('country must be an ISO code (local) or a region slug (global) of the catalogue');
  if (typeof id !== 'string' || !/^[a-z0-9-]{3,100}$/.test(id)) return bad('id must be a slug');
  if (typeof unlimited !== 'boolean') return bad('unlimited must be true or false');
  if (!unlimited && !isWhole(dataMb, 10_000_000)) return bad('dataMb must be a whole number');
  if (!isWhole(days, 3650) || days === 0) return bad('days must be a whole number from 1');
  if (!isWhole(netPriceCents, 10_000_000) || !isWhole(priceCents, 10_000_000))
    return bad('netPriceCents and priceCents must be whole numbers');
  if (state.catalogue.some((candidate) => candidate.packages.some((item) => item.id === id))) return bad('id is taken');
  const item: CataloguePackage = {
    id,
    type: 'sim',
    amountMb: unlimited ? 0 : (dataMb as number),
    days,
    unlimited,
    netPriceCents,
    priceCents,
  };
  operator.packages.push(item);
  return { status: 201, body: { added: id } };
}

/** POST /__sandbox/packages/price `{packageId, netPriceCents?, priceCents?}`: a new cost or retail price. */
export function repricePackage(state: SandboxState, body: Record<string, unknown>): Answer {
  const { packageId, netPriceCents, priceCents } = body;
  const item = state.catalogue.flatMap((operator) => operator.packages).find((candidate) => candidate.id === packageId);
  if (!item) return { status: 404, body: { error: 'no such package' } };
  if (netPriceCents !== undefined && !isWhole(netPriceCents, 10_000_000)) return bad('netPriceCents must be a whole number');
  if (priceCents !== undefined && !isWhole(priceCents, 10_000_000)) return bad('priceCents must be a whole number');
  if (netPriceCents !== undefined) item.netPriceCents = netPriceCents;
  if (priceCents !== undefined) item.priceCents = priceCents;
  return { status: 200, body: { packageId, netPriceCents: item.netPriceCents, priceCents: item.priceCents } };
}

/** POST /__sandbox/packages/stock `{packageId, available|null}`: how many eSIMs are left ("SIM quantity is not available"). */
export function setStock(state: SandboxState, body: Record<string, unknown>): Answer {
  const { packageId, available } = body;
  if (typeof packageId !== 'string') return bad('packageId must be a string');
  if (available === null) state.stock.delete(packageId);
  else if (isWhole(available, 1_000_000)) state.stock.set(packageId, available);
  else return bad('available must be a whole number or null');
  return { status: 200, body: { packageId, available } };
}

/** POST /__sandbox/sims/{iccid} `{installed?, usedMb?, recycled?}`: what the phone did with it. */
export function changeSim(state: SandboxState, iccid: string, body: Record<string, unknown>): Answer {
  const sim = state.simsByIccid.get(iccid);
  if (!sim) return { status: 404, body: { error: 'no such eSIM' } };
  const { installed, usedMb, recycled } = body;
  if (installed !== undefined && typeof installed !== 'boolean') return bad('installed must be true or false');
  if (usedMb !== undefined && !isWhole(usedMb, 10_000_000)) return bad('usedMb must be a whole number');
  if (recycled !== undefined && typeof recycled !== 'boolean') return bad('recycled must be true or false');
  if (installed !== undefined) sim.installedAt = installed ? state.now() : undefined;
  if (usedMb !== undefined) sim.usedMb = usedMb;
  if (recycled !== undefined) sim.recycled = recycled;
  return { status: 200, body: { iccid, installed: sim.installedAt !== undefined, usedMb: sim.usedMb, recycled: sim.recycled } };
}

/** POST /__sandbox/async `{hold}`: held async orders wait for /deliver; releasing the hold schedules them. */
export function holdAsync(state: SandboxState, body: Record<string, unknown>): Answer {
  if (typeof body['hold'] !== 'boolean') return bad('hold must be true or false');
  state.holdAsync = body['hold'];
  for (const pending of state.asyncOrders.values()) {
    if (state.holdAsync && pending.timer) {
      clearTimeout(pending.timer);
      state.timers.delete(pending.timer);
      pending.timer = undefined;
    }
    if (!state.holdAsync) scheduleAsync(state, pending);
  }
  return { status: 200, body: { hold: state.holdAsync, pending: state.asyncOrders.size } };
}

/** POST /__sandbox/webhooks/mute `{mute}`: while muted, async orders are made without their webhook (the shop's poll must find them). */
export function muteWebhooks(state: SandboxState, body: Record<string, unknown>): Answer {
  if (typeof body['mute'] !== 'boolean') return bad('mute must be true or false');
  state.muteWebhooks = body['mute'];
  return { status: 200, body: { mute: state.muteWebhooks } };
}

/** POST /__sandbox/async/deliver `{requestId?, webhook?}`: processes pending async orders now (all, or one); `webhook: false` makes them without sending. */
export async function deliverAsync(state: SandboxState, body: Record<string, unknown>): Promise<Answer> {
  const { requestId, webhook = true } = body;
  if (requestId !== undefined && typeof requestId !== 'string') return bad('requestId must be a string');
  if (typeof webhook !== 'boolean') return bad('webhook must be true or false');
  const wanted = requestId === undefined ? [...state.asyncOrders.keys()] : [requestId];
  const delivered: Array<{ requestId: string; status: string; orderId: number }> = [];
  for (const id of wanted) {
    const pending = state.asyncOrders.get(id);
    if (!pending) continue;
    const order = await processAsync(state, id, webhook);
    if (order) delivered.push({ requestId: id, status: order.status, orderId: order.id });
  }
  return { status: 200, body: { delivered } };
}

/** GET /__sandbox/requests: the last 1000 requests, parsed. */
export function recordedRequests(state: SandboxState): Answer {
  return { status: 200, body: { requests: state.requests } };
}

/** GET /__sandbox/webhooks: the last 1000 webhook sends, with their exact headers and body. */
export function webhookDeliveries(state: SandboxState): Answer {
  return { status: 200, body: { deliveries: state.deliveries } };
}
