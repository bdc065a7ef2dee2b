import type { SimPackage } from './catalogue';
import { fail, ok, type Answer } from './envelope';
import { apiTime, newDigits, newEsimTranNo, newIccid, newMatchingId, newOrderNo } from './ids';
import { findPackage, later, type OrderItem, type SandboxState, type SimEsim } from './state';
import { sendOrderStatus } from './webhooks';

/*
 * The endpoints of docs › Get All Data Packages, Order Profiles, Query All Allocated Profiles,
 * Cancel Profile, Usage Check and Balance Query, over the state. Each takes the parsed JSON body.
 */

type Body = Record<string, unknown>;

const DAY_MS = 86_400_000;
/** "You can order up to 30 eSIMs in one batch" (docs › Query All Allocated Profiles). */
const MAX_BATCH = 30;
const MAX_TRANSACTION_ID = 50;
/** docs › Usage Check: "up to 10 esimTranNo". */
const MAX_USAGE_IDS = 10;

const blank = (value: unknown) => value === undefined || value === null || value === '';
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** POST /api/v1/open/package/list */
export function packageList(state: SandboxState, body: Body): Answer {
  const type = textOf(body['type']) || 'BASE';
  if (type !== 'BASE' && type !== 'TOPUP') return fail('parameterLength');
  // The simulator sells no top-ups: their list is empty.
  if (type === 'TOPUP') return ok({ packageList: [] }, true);
  const locationCode = textOf(body['locationCode']).toUpperCase();
  const packageCode = textOf(body['packageCode']);
  const slug = textOf(body['slug']);
  const dataType = body['dataType'];
  const matches = (item: SimPackage) => {
    const codes = item.location.split(',');
    if (locationCode === '!RG' && codes.length < 2) return false;
    if (locationCode === '!GL') return false;
    if (locationCode !== '' && !locationCode.startsWith('!') && !codes.includes(locationCode)) return false;
    if (packageCode !== '' && item.packageCode !== packageCode) return false;
    if (slug !== '' && item.slug !== slug) return false;
    // dataType 2 asks for day-pass plans: none here.
    if (dataType === 2 || dataType === '2') return false;
    return true;
  };
  return ok({ packageList: [...state.packages.values()].filter(matches) }, true);
}

function itemsOf(state: SandboxState, list: unknown): OrderItem[] | Answer {
  if (!Array.isArray(list)) return fail('parameterMissing');
  if (list.length === 0) return fail('parameterNull');
  const items: OrderItem[] = [];
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return fail('invalidJson');
    const fields = entry as Body;
    const code = textOf(fields['packageCode']) || textOf(fields['slug']);
    if (code === '') return fail('parameterNull');
    const count = fields['count'];
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return fail('parameterLength');
    const item = findPackage(state, code);
    if (!item) return fail('packageCodeMissing');
    if (!blank(fields['price']) && Number(fields['price']) !== item.price) return fail('priceWrong');
    items.push({ package: item, count });
  }
  return items;
}

/** POST /api/v1/open/esim/order: the same transactionId answers the same orderNo and buys nothing more. */
export function order(state: SandboxState, body: Body): Answer {
  state.stats.orderRequests += 1;
  const transactionId = body['transactionId'];
  if (transactionId === undefined) return fail('parameterMissing');
  if (typeof transactionId !== 'string' || transactionId === '') return fail('parameterNull');
  if (transactionId.length > MAX_TRANSACTION_ID) return fail('parameterLength');
  const known = state.ordersByTransaction.get(transactionId);
  if (known !== undefined) return ok({ orderNo: known, transactionId }, true);
  const items = itemsOf(state, body['packageInfoList']);
  if (!Array.isArray(items)) return items;
  if (items.reduce((sum, item) => sum + item.count, 0) > MAX_BATCH) return fail('parameterLength');
  const amount = items.reduce((sum, item) => sum + item.package.price * item.count, 0);
  if (!blank(body['amount']) && Number(body['amount']) !== amount) return fail('amountWrong');
  if (state.balance < amount) return fail('insufficientBalance');
  state.balance -= amount;
  state.sequence += 1;
  const orderNo = newOrderNo(state.now(), state.sequence);
  state.orders.set(orderNo, { orderNo, transactionId, items, amount, allocated: false, esimTranNos: [], createdAt: state.now() });
  state.ordersByTransaction.set(transactionId, orderNo);
  state.stats.ordersCreated += 1;
  if (!state.holdAllocations) later(state, state.settings.allocationDelayMs, () => allocate(state, orderNo));
  return ok({ orderNo, transactionId }, true);
}

/** The SM-DP+ has made the order's profiles: esim/query answers them, and ORDER_STATUS is sent. */
export function allocate(state: SandboxState, orderNo: string): boolean {
  const placed = state.orders.get(orderNo);
  if (!placed || placed.allocated || state.closed) return false;
  const now = state.now();
  for (const item of placed.items) {
    for (let index = 0; index < item.count; index += 1) {
      state.sequence += 1;
      const esimTranNo = newEsimTranNo(now, state.sequence);
      const image = newMatchingId().toLowerCase();
      const esim: SimEsim = {
        esimTranNo,
        orderNo,
        transactionId: placed.transactionId,
        iccid: newIccid(),
        imsi: `4540${newDigits(11)}`,
        msisdn: `852${newDigits(8)}`,
        matchingId: newMatchingId(),
        qrCodeUrl: `${state.settings.publicUrl}/qr/${image}.png`,
        shortUrl: `${state.settings.publicUrl}/qr/${image}`,
        esimStatus: 'GOT_RESOURCE',
        smdpStatus: 'RELEASED',
        eid: '',
        activateTime: undefined,
        expiredTime: now + item.package.unusedValidTime * DAY_MS,
        usedBytes: 0,
        price: item.package.price,
        package: item.package,
        createTime: now,
      };
      state.esims.set(esimTranNo, esim);
      placed.esimTranNos.push(esimTranNo);
      state.stats.esimsIssued += 1;
    }
  }
  placed.allocated = true;
  sendOrderStatus(state, placed);
  return true;
}

/** An eSIM in the shape of the docs' esim/query example, field for field. */
function esimView(state: SandboxState, esim: SimEsim): Record<string, unknown> {
  return {
    esimTranNo: esim.esimTranNo,
    orderNo: esim.orderNo,
    transactionId: esim.transactionId,
    imsi: esim.imsi,
    iccid: esim.iccid,
    smsStatus: esim.package.smsStatus,
    msisdn: esim.msisdn,
    ac: `LPA:1$${state.settings.smdpAddress}$${esim.matchingId}`,
    qrCodeUrl: esim.qrCodeUrl,
    shortUrl: esim.shortUrl,
    smdpStatus: esim.smdpStatus,
    eid: esim.eid,
    activeType: esim.package.activeType,
    dataType: esim.package.dataType,
    activateTime: esim.activateTime === undefined ? null : apiTime(esim.activateTime),
    expiredTime: apiTime(esim.expiredTime),
    totalVolume: esim.package.volume,
    totalDuration: esim.package.duration,
    durationUnit: esim.package.durationUnit,
    orderUsage: esim.usedBytes,
    esimStatus: esim.esimStatus,
    pin: '',
    puk: '',
    apn: 'sandbox',
    packageList: [
      {
        packageName: esim.package.name,
        packageCode: esim.package.packageCode,
        slug: esim.package.slug,
        duration: esim.package.duration,
        volume: esim.package.volume,
        locationCode: esim.package.location,
        createTime: apiTime(esim.createTime),
      },
    ],
  };
}

/** POST /api/v1/open/esim/query: 200010 until the order is allocated; `pager` is mandatory. */
export function query(state: SandboxState, body: Body): Answer {
  const pager = body['pager'];
  if (typeof pager !== 'object' || pager === null) return fail('parameterMissing');
  const { pageNum, pageSize } = pager as Body;
  if (typeof pageNum !== 'number' || !Number.isInteger(pageNum) || pageNum < 1 || pageNum > 10_000) return fail('parameterLength');
  if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 5 || pageSize > 500) return fail('parameterLength');
  const orderNo = textOf(body['orderNo']);
  const iccid = textOf(body['iccid']);
  const esimTranNo = textOf(body['esimTranNo']);
  let candidates = [...state.esims.values()];
  if (orderNo !== '') {
    const placed = state.orders.get(orderNo);
    if (!placed) return fail('orderNoMissing');
    if (!placed.allocated) return fail('profileNotReady');
    candidates = placed.esimTranNos.map((id) => state.esims.get(id)).filter((esim): esim is SimEsim => esim !== undefined);
  }
  if (iccid !== '') candidates = candidates.filter((esim) => esim.iccid === iccid);
  if (esimTranNo !== '') candidates = candidates.filter((esim) => esim.esimTranNo === esimTranNo);
  const page = candidates.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return ok({ esimList: page.map((esim) => esimView(state, esim)), pager: { pageSize, pageNum, total: candidates.length } });
}

function findEsim(state: SandboxState, body: Body): SimEsim | Answer {
  const esimTranNo = textOf(body['esimTranNo']);
  const iccid = textOf(body['iccid']);
  if (esimTranNo === '' && iccid === '') return fail('parameterNull');
  if (esimTranNo !== '') return state.esims.get(esimTranNo) ?? fail('iccidNotInOrder');
  // ICCIDs are reused: the newest eSIM with it.
  const found = [...state.esims.values()].filter((esim) => esim.iccid === iccid).at(-1);
  return found ?? fail('iccidNotInOrder');
}

/** POST /api/v1/open/esim/cancel: only an eSIM nobody installed (GOT_RESOURCE + RELEASED); refunds it. */
export function cancel(state: SandboxState, body: Body): Answer {
  const esim = findEsim(state, body);
  if ('status' in esim) return esim;
  if (esim.esimStatus !== 'GOT_RESOURCE' || esim.smdpStatus !== 'RELEASED') return fail('orderStatus');
  esim.esimStatus = 'CANCEL';
  state.balance += esim.price;
  state.stats.cancels += 1;
  return ok({});
}

/** POST /api/v1/open/esim/usage/query */
export function usage(state: SandboxState, body: Body): Answer {
  const list = body['esimTranNoList'];
  if (!Array.isArray(list)) return fail('parameterMissing');
  if (list.length === 0) return fail('parameterNull');
  if (list.length > MAX_USAGE_IDS) return fail('parameterLength');
  const esimUsageList = (list as unknown[])
    .map((id) => (typeof id === 'string' ? state.esims.get(id) : undefined))
    .filter((esim): esim is SimEsim => esim !== undefined)
    .map((esim) => ({
      esimTranNo: esim.esimTranNo,
      dataUsage: esim.usedBytes,
      totalData: esim.package.volume,
      lastUpdateTime: apiTime(esim.activateTime ?? esim.createTime),
    }));
  return ok({ esimUsageList });
}

/** POST /api/v1/open/balance/query */
export function balance(state: SandboxState): Answer {
  return ok({ balance: state.balance });
}
