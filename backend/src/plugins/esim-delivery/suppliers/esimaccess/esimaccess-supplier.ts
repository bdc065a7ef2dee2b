import {
  EsimSupplierError,
  EsimUnavailableError,
  type EsimSupplier,
  type EsimUsage,
  type EsimUsageQuery,
  type SuppliedProfile,
  type SupplierMoney,
  type SupplierNotice,
  type SupplierOrderQuery,
  type SupplierOrderRequest,
  type SupplierOrderState,
  type SupplierPackage,
  type SupplierProfileRef,
  type SupplierWebhook,
} from '../../esim-supplier';
import { isValidIccid } from '../../iccid';
import { EsimAccessClient, MAX_PACKAGE_LIST_BYTES, parseObj } from './esimaccess-client';
import { PROFILE_NOT_READY, supplierError } from './esimaccess-errors';
import { centsDown, centsUp, parseActivationCode, readinessOf, toSupplierPackage, toUsage } from './esimaccess-mapping';
import {
  balanceAnswerSchema,
  orderAnswerSchema,
  packageListSchema,
  packageSchema,
  queryAnswerSchema,
  usageAnswerSchema,
  type EsimAccessEsim,
} from './esimaccess-schemas';
import type { EsimAccessSettings } from './esimaccess-settings';
import { readEsimAccessWebhook } from './esimaccess-webhook';

/** "You can order up to 30 eSIMs in one batch" (docs › Query All Allocated Profiles). */
const MAX_BATCH = 30;
/** docs › Usage Check: up to 10 esimTranNo per call. */
const USAGE_IDS_PER_CALL = 10;
/** esim/query's pager: pageSize 5 to 500. One page holds every eSIM of an order (30 at most). */
const PAGE_SIZE = 50;
const MAX_PAGES = 20;
/** A package's cost is looked up again after this long. */
const COST_TTL_MS = 60 * 60_000;
const TRANSACTION_ID = /^[A-Za-z0-9-]{1,50}$/;

export interface EsimAccessSupplierOptions extends Pick<
  EsimAccessSettings,
  'baseUrl' | 'accessCode' | 'secretKey' | 'webhookSecret' | 'webhookIps' | 'timeoutMs' | 'requestsPerSecond'
> {
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * eSIM Access (docs/suppliers/esimaccess.md) behind the port. Every order is asynchronous: esim/order
 * answers an orderNo only, so `order` answers pending and `query` (after the ORDER_STATUS webhook,
 * or by the poll) asks esim/query, which answers 200010 until the profiles are allocated. The
 * shop's reference is the transactionId: "Duplicate transactionId will be identified as the same
 * request", so ordering again after a lost answer buys nothing more.
 */
export class EsimAccessSupplier implements EsimSupplier {
  readonly name = 'esimaccess';
  private readonly client: EsimAccessClient;
  private readonly now: () => number;
  /** What each package costs, from the last package list or look-up: stored on each profile. */
  private readonly costs = new Map<string, { cost: SupplierMoney; at: number }>();

  constructor(private readonly options: EsimAccessSupplierOptions) {
    this.now = options.now ?? Date.now;
    this.client = new EsimAccessClient({
      baseUrl: options.baseUrl,
      accessCode: options.accessCode,
      secretKey: options.secretKey,
      timeoutMs: options.timeoutMs,
      requestsPerSecond: options.requestsPerSecond,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      now: this.now,
    });
  }

  async order(_ctx: unknown, request: SupplierOrderRequest): Promise<SupplierOrderState> {
    if (!TRANSACTION_ID.test(request.reference))
      throw new EsimSupplierError('refused', 'The order reference is not 1 to 50 letters, digits or "-"');
    if (!Number.isInteger(request.quantity) || request.quantity < 1 || request.quantity > MAX_BATCH) {
      throw new EsimSupplierError('refused', `eSIM Access orders 1 to ${MAX_BATCH} eSIMs at once, not ${request.quantity}`);
    }
    const body = { transactionId: request.reference, packageInfoList: [{ packageCode: request.packageId, count: request.quantity }] };
    const result = await this.client.send('esim/order', body);
    if (!result.ok) {
      const error = supplierError('esim/order', result.code || 'unknown', result.message);
      throw error.failure === 'unavailable' ? new EsimUnavailableError(request.sku) : error;
    }
    const { orderNo } = parseObj('esim/order', orderAnswerSchema, result.obj);
    return { status: 'pending', supplierOrderRef: orderNo };
  }

  async query(_ctx: unknown, { supplierOrderRef, request }: SupplierOrderQuery): Promise<SupplierOrderState> {
    const pending: SupplierOrderState = { status: 'pending', supplierOrderRef };
    const esims: EsimAccessEsim[] = [];
    for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
      const result = await this.client.send('esim/query', { orderNo: supplierOrderRef, pager: { pageNum, pageSize: PAGE_SIZE } });
      if (!result.ok) {
        // "SM-DP+ is still allocating profiles for the order": poll again, not a failure.
        if (result.code === PROFILE_NOT_READY) return pending;
        throw supplierError('esim/query', result.code || 'unknown', result.message);
      }
      const page = parseObj('esim/query', queryAnswerSchema, result.obj);
      esims.push(...page.esimList);
      if (page.esimList.length < PAGE_SIZE || esims.length >= (page.pager?.total ?? 0)) break;
    }
    if (esims.some((esim) => esim.orderNo && esim.orderNo !== supplierOrderRef)) {
      throw new EsimSupplierError('transient', `eSIM Access answered eSIMs of another order to the query of ${supplierOrderRef}`);
    }
    if (esims.some((esim) => readinessOf(esim) === 'pending')) return pending;
    const deliverable = esims
      .filter((esim) => readinessOf(esim) === 'deliverable')
      .sort((a, b) => a.esimTranNo.localeCompare(b.esimTranNo));
    if (deliverable.length < request.quantity) {
      // Cancelled or expired before the shop delivered them: waiting will not bring them back.
      if (esims.some((esim) => readinessOf(esim) === 'dead')) throw new EsimUnavailableError(request.sku);
      return pending;
    }
    const chosen = deliverable.slice(0, request.quantity);
    const profiles: SuppliedProfile[] = [];
    for (const esim of chosen) profiles.push(await this.toProfile(esim, supplierOrderRef, request.packageId));
    return { status: 'ready', supplierOrderRef, profiles };
  }

  async usage(_ctx: unknown, queries: readonly EsimUsageQuery[]): Promise<ReadonlyMap<string, EsimUsage>> {
    const known = queries.filter((query) => query.supplierProfileRef);
    const data = new Map<string, { usedBytes: number; totalBytes: number }>();
    for (let start = 0; start < known.length; start += USAGE_IDS_PER_CALL) {
      const ids = known.slice(start, start + USAGE_IDS_PER_CALL).map((query) => query.supplierProfileRef ?? '');
      const answer = await this.client.call('esim/usage/query', { esimTranNoList: ids }, usageAnswerSchema);
      for (const entry of answer.esimUsageList) data.set(entry.esimTranNo, { usedBytes: entry.dataUsage, totalBytes: entry.totalData });
    }
    const usages = new Map<string, EsimUsage>();
    const now = new Date(this.now());
    for (const query of known) {
      // Installed or not, and until when, only esim/query says. ICCIDs are reused: the one of this esimTranNo.
      const esim = await this.findEsim(query.iccid, query.supplierProfileRef ?? '').catch(() => undefined);
      if (esim) usages.set(query.iccid, toUsage(esim, data.get(esim.esimTranNo), query.plan, now));
    }
    return usages;
  }

  async cancel(_ctx: unknown, profile: SupplierProfileRef): Promise<void> {
    const body = profile.supplierProfileRef ? { esimTranNo: profile.supplierProfileRef } : { iccid: profile.iccid };
    const result = await this.client.send('esim/cancel', body);
    if (result.ok) return;
    const error = supplierError('esim/cancel', result.code || 'unknown', result.message);
    // 200002 "not allowed due to the order status": installed, used, or cancelled already.
    if (error.failure === 'refused')
      throw new EsimSupplierError('refused', `eSIM Access will not cancel this eSIM (${result.code}): installed or used`);
    throw error;
  }

  async packages(): Promise<SupplierPackage[]> {
    const answer = await this.client.call('package/list', this.packageListBody(''), packageListSchema, MAX_PACKAGE_LIST_BYTES);
    const at = this.now();
    return answer.packageList.flatMap((entry) => {
      const parsed = packageSchema.safeParse(entry);
      if (!parsed.success) return [];
      const mapped = toSupplierPackage(parsed.data);
      if (!mapped) return [];
      this.costs.set(mapped.packageId, { cost: mapped.wholesaleCost, at });
      return [mapped];
    });
  }

  async balance(): Promise<SupplierMoney> {
    const answer = await this.client.call('balance/query', undefined, balanceAnswerSchema);
    return centsDown(Math.max(0, answer.balance));
  }

  readWebhook(webhook: SupplierWebhook): SupplierNotice {
    return readEsimAccessWebhook(webhook, { secret: this.options.webhookSecret, ips: this.options.webhookIps });
  }

  /** The docs' request example sends every filter, blank when unused. */
  private packageListBody(packageCode: string) {
    return { locationCode: '', type: 'BASE', slug: '', packageCode, iccid: '' };
  }

  private async toProfile(esim: EsimAccessEsim, orderNo: string, packageId: string): Promise<SuppliedProfile> {
    const activation = parseActivationCode(esim.ac);
    if (!activation) throw new EsimSupplierError('transient', `eSIM Access answered an eSIM of ${orderNo} without a valid activation code`);
    if (!isValidIccid(esim.iccid))
      throw new EsimSupplierError('transient', `eSIM Access answered an eSIM of ${orderNo} with an invalid ICCID`);
    const cost = await this.costOf(esim.packageList?.[0]?.packageCode ?? packageId);
    return {
      iccid: esim.iccid,
      smdpAddress: activation.smdpAddress,
      matchingId: activation.matchingId,
      supplierProfileRef: esim.esimTranNo,
      ...(cost ? { wholesaleCost: cost } : {}),
    };
  }

  /** The package's current price (esim/query does not say what an eSIM cost); undefined when it cannot be told. */
  private async costOf(packageCode: string): Promise<SupplierMoney | undefined> {
    const cached = this.costs.get(packageCode);
    if (cached && this.now() - cached.at < COST_TTL_MS) return cached.cost;
    try {
      const answer = await this.client.call('package/list', this.packageListBody(packageCode), packageListSchema, MAX_PACKAGE_LIST_BYTES);
      // Matched here too: a supplier that ignored the filter answers the whole list.
      const item = answer.packageList
        .map((entry) => packageSchema.safeParse(entry))
        .find((parsed) => parsed.success && parsed.data.packageCode === packageCode);
      if (!item?.success) return undefined;
      const cost = centsUp(item.data.price, item.data.currencyCode ?? 'USD');
      this.costs.set(packageCode, { cost, at: this.now() });
      return cost;
    } catch {
      // The profile matters, not its cost: deliver without it.
      return undefined;
    }
  }

  private async findEsim(iccid: string, esimTranNo: string): Promise<EsimAccessEsim | undefined> {
    const answer = await this.client.call('esim/query', { iccid, pager: { pageNum: 1, pageSize: PAGE_SIZE } }, queryAnswerSchema);
    return answer.esimList.find((esim) => esim.esimTranNo === esimTranNo);
  }
}
