import { allocate } from './api';
import type { SimPackage } from './catalogue';
import type { Answer } from './envelope';
import { newNotifyId, webhookTime } from './ids';
import { resetState, type FaultMode, type SandboxState } from './state';
import { send } from './webhooks';

/*
 * What tests and benchmarks ask the simulator, never eSIM Access: forget everything, fail for a
 * while, empty or top up the balance, change the price list, mark an eSIM installed, hold or
 * release the allocation of orders, list the requests received and the notifications sent.
 * Served only when the settings enable them.
 */

type Body = Record<string, unknown>;

const FAULT_MODES: readonly FaultMode[] = ['server_error', 'refuse', 'garbage', 'slow', 'busy'];

const bad = (error: string): Answer => ({ status: 400, body: { error } });
const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** GET /__sandbox/stats */
export function stats(state: SandboxState): Answer {
  return {
    status: 200,
    body: {
      ...state.stats,
      balance: state.balance,
      orders: state.orders.size,
      esims: state.esims.size,
      packages: state.packages.size,
      holdAllocations: state.holdAllocations,
      muteWebhooks: state.muteWebhooks,
      // what a shop's delivery email must show: the activation code of each eSIM issued
      issuedLpas: [...state.esims.values()].map((esim) => `LPA:1$${state.settings.smdpAddress}$${esim.matchingId}`),
      fault: state.fault ?? null,
      ordersByTransaction: Object.fromEntries(state.ordersByTransaction),
    },
  };
}

/** POST /__sandbox/reset */
export function reset(state: SandboxState): Answer {
  resetState(state);
  return { status: 204, body: null };
}

/**
 * POST /__sandbox/faults `{ mode, durationMs?, count? }`: every API request fails this way for a
 * while (`durationMs`) or for `count` requests (neither: until `{ mode: 'none' }`). `server_error`
 * answers HTTP 500, `refuse` drops the connection unanswered, `garbage` answers 200 with a body that
 * is not JSON, `slow` holds the answer past any client's timeout, `busy` answers 900001.
 */
export function setFault(state: SandboxState, body: Body): Answer {
  const { mode, durationMs, count } = body;
  if (mode === 'none') {
    state.fault = undefined;
    return { status: 200, body: { mode } };
  }
  if (typeof mode !== 'string' || !FAULT_MODES.includes(mode as FaultMode))
    return bad(`mode must be none or one of ${FAULT_MODES.join(', ')}`);
  if (durationMs !== undefined && !isWhole(durationMs, 1, 3_600_000)) return bad('durationMs must be a whole number from 1 to 3600000');
  if (count !== undefined && !isWhole(count, 1, 100_000)) return bad('count must be a whole number from 1 to 100000');
  state.fault = {
    mode: mode as FaultMode,
    until: durationMs === undefined ? undefined : state.now() + durationMs,
    remaining: count,
  };
  return { status: 200, body: { mode, durationMs: durationMs ?? null, count: count ?? null } };
}

/** The fault that applies to this request, counted down; undefined once over. */
export function takeFault(state: SandboxState): FaultMode | undefined {
  const fault = state.fault;
  if (!fault) return undefined;
  if (fault.until !== undefined && state.now() >= fault.until) {
    state.fault = undefined;
    return undefined;
  }
  if (fault.remaining !== undefined) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) state.fault = undefined;
  }
  return fault.mode;
}

/** POST /__sandbox/balance `{ balance? , add? }` in the API's unit (USD × 10 000): empty it, or top it up. */
export function setBalance(state: SandboxState, body: Body): Answer {
  const { balance, add } = body;
  if (balance !== undefined && !isWhole(balance, 0, Number.MAX_SAFE_INTEGER)) return bad('balance must be a whole number from 0');
  if (add !== undefined && !isWhole(add, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)) return bad('add must be a whole number');
  if (balance !== undefined) state.balance = balance;
  if (add !== undefined) state.balance = Math.max(0, state.balance + add);
  return { status: 200, body: { balance: state.balance } };
}

/** POST /__sandbox/packages/withdraw `{ packageCode }`: gone from the list; ordering it answers 310241. */
export function withdrawPackage(state: SandboxState, body: Body): Answer {
  const code = body['packageCode'];
  if (typeof code !== 'string' || !state.packages.delete(code)) return { status: 404, body: { error: 'no such packageCode' } };
  return { status: 200, body: { withdrawn: code } };
}

/** POST /__sandbox/packages/price `{ packageCode, price, retailPrice? }` in the API's unit. */
export function changePrice(state: SandboxState, body: Body): Answer {
  const item = typeof body['packageCode'] === 'string' ? state.packages.get(body['packageCode']) : undefined;
  if (!item) return { status: 404, body: { error: 'no such packageCode' } };
  if (!isWhole(body['price'], 0, 100_000_000)) return bad('price must be a whole number (USD × 10 000)');
  if (body['retailPrice'] !== undefined && !isWhole(body['retailPrice'], 0, 100_000_000)) return bad('retailPrice must be a whole number');
  item.price = body['price'];
  if (typeof body['retailPrice'] === 'number') item.retailPrice = body['retailPrice'];
  return { status: 200, body: item };
}

/**
 * POST /__sandbox/packages `{ packageCode, slug?, name?, price, retailPrice?, volume, duration, location }`:
 * a new package (the other fields as the catalogue's), or one that replaces the package of that code.
 */
export function addPackage(state: SandboxState, body: Body): Answer {
  const { packageCode, price, volume, duration, location } = body;
  if (typeof packageCode !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(packageCode))
    return bad('packageCode must be 1 to 40 letters, digits, _ or -');
  if (!isWhole(price, 0, 100_000_000)) return bad('price must be a whole number (USD × 10 000)');
  if (!isWhole(volume, 1, 2 ** 50)) return bad('volume must be a whole number of bytes');
  if (!isWhole(duration, 1, 3650)) return bad('duration must be a whole number of days');
  if (typeof location !== 'string' || !/^[A-Z]{2}(,[A-Z]{2})*$/.test(location))
    return bad('location must be ISO codes separated by commas');
  const name = typeof body['name'] === 'string' ? body['name'] : `${location} ${Math.round(volume / 1024 ** 3)}GB ${duration}Days`;
  const codes = location.split(',');
  const item: SimPackage = {
    packageCode,
    slug: typeof body['slug'] === 'string' ? body['slug'] : `${codes[0]}_${Math.round(volume / 1024 ** 3)}_${duration}`,
    name,
    price,
    currencyCode: 'USD',
    volume,
    smsStatus: 0,
    dataType: 1,
    unusedValidTime: 180,
    duration,
    durationUnit: 'DAY',
    location,
    description: name,
    activeType: 1,
    favorite: false,
    retailPrice: isWhole(body['retailPrice'], 0, 100_000_000) ? body['retailPrice'] : price * 2,
    speed: '4G/5G',
    ipExport: codes[0] ?? '',
    supportTopUpType: 2,
    fupPolicy: '',
    locationNetworkList: codes.map((code) => ({
      locationName: code,
      locationLogo: `${state.settings.publicUrl}/img/flags/${code.toLowerCase()}.png`,
      operatorList: [{ operatorName: 'Sandbox Mobile', networkType: '4G/5G' }],
    })),
  };
  state.packages.set(packageCode, item);
  return { status: 201, body: item };
}

/** POST /__sandbox/esims/install `{ esimTranNo, usedBytes? }`: a phone installed it (cancel is refused from now on). */
export function installEsim(state: SandboxState, body: Body): Answer {
  const esim = typeof body['esimTranNo'] === 'string' ? state.esims.get(body['esimTranNo']) : undefined;
  if (!esim) return { status: 404, body: { error: 'no such esimTranNo' } };
  const usedBytes = body['usedBytes'] ?? esim.usedBytes;
  if (!isWhole(usedBytes, 0, 2 ** 50)) return bad('usedBytes must be a whole number of bytes');
  const now = state.now();
  esim.smdpStatus = 'ENABLED';
  esim.eid = esim.eid || `8904903200${esim.iccid.slice(-22).padStart(22, '0')}`;
  esim.activateTime ??= now;
  esim.expiredTime = esim.activateTime + esim.package.duration * 86_400_000;
  esim.usedBytes = Math.min(usedBytes, esim.package.volume);
  esim.esimStatus = esim.usedBytes >= esim.package.volume ? 'USED_UP' : 'IN_USE';
  return { status: 200, body: { esimTranNo: esim.esimTranNo, esimStatus: esim.esimStatus, smdpStatus: esim.smdpStatus } };
}

/** POST /__sandbox/allocations `{ hold }`: while held, orders stay unallocated (query answers 200010, no webhook). */
export function holdAllocations(state: SandboxState, body: Body): Answer {
  if (typeof body['hold'] !== 'boolean') return bad('hold must be true or false');
  state.holdAllocations = body['hold'];
  return { status: 200, body: { hold: state.holdAllocations } };
}

/** POST /__sandbox/webhooks/mute `{ mute }`: while muted, no notification is sent (the shop's poll must find the orders). */
export function muteWebhooks(state: SandboxState, body: Body): Answer {
  if (typeof body['mute'] !== 'boolean') return bad('mute must be true or false');
  state.muteWebhooks = body['mute'];
  return { status: 200, body: { mute: state.muteWebhooks } };
}

/** POST /__sandbox/allocations/release `{ orderNo? }`: allocates that order (or every waiting one) now, webhook included. */
export function releaseAllocations(state: SandboxState, body: Body): Answer {
  const orderNo = body['orderNo'];
  if (orderNo !== undefined && typeof orderNo !== 'string') return bad('orderNo must be a string');
  const waiting = [...state.orders.values()].filter((placed) => !placed.allocated && (orderNo === undefined || placed.orderNo === orderNo));
  const released = waiting.filter((placed) => allocate(state, placed.orderNo)).map((placed) => placed.orderNo);
  return { status: 200, body: { released } };
}

/** GET /__sandbox/requests: the API requests received (the last 500), with headers, body and answer. */
export function requests(state: SandboxState): Answer {
  return { status: 200, body: { requests: state.requests } };
}

/** GET /__sandbox/webhooks/deliveries: the notifications sent (the last 200). */
export function webhookDeliveries(state: SandboxState): Answer {
  return { status: 200, body: { deliveries: state.webhookDeliveries } };
}

/** POST /__sandbox/webhooks/send `{ notifyType, content? }`: any notification, sent as the others. */
export function sendNotification(state: SandboxState, body: Body): Answer {
  const { notifyType, content = {} } = body;
  if (typeof notifyType !== 'string' || !/^[A-Z_]{1,40}$/.test(notifyType)) return bad('notifyType must look like ORDER_STATUS');
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return bad('content must be an object');
  const notifyId = newNotifyId();
  send(state, { notifyType, notifyId, eventGenerateTime: webhookTime(state.now()), content: content as Record<string, unknown> });
  return { status: 202, body: { notifyId } };
}
