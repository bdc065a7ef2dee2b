import {
  EsimSupplierError,
  MAX_USAGE_BATCH,
  type EsimSupplier,
  type EsimUsage,
  type EsimUsageQuery,
  type SuppliedProfile,
  type SupplierMoney,
  type SupplierNetwork,
  type SupplierNotice,
  type SupplierOrderQuery,
  type SupplierOrderRequest,
  type SupplierOrderState,
  type SupplierPackage,
  type SupplierProfileRef,
  type SupplierWebhook,
} from '../../esim-supplier';
import { AiraloClient, MAX_PACKAGES_PAGE_BYTES } from './airalo-client';
import {
  asyncAccepted,
  balanceAnswer,
  orderAnswer,
  orderList,
  packagesPage,
  refundAccepted,
  usageAnswer,
  type AiraloCountry,
  type AiraloOrder,
  type AiraloOperator,
  type AiraloPackage,
  type AiraloUsage,
} from './airalo-schemas';
import type { AiraloSettings } from './airalo-settings';
import { readAiraloWebhook } from './airalo-webhook';

/*
 * The Airalo Partner API behind the eSIM port (docs/suppliers/airalo.md). Airalo has no
 * idempotency key: each order carries the shop's reference in its `description` as a token, and
 * the order list (a LIKE search on descriptions) is asked for that exact token before any order is
 * placed, so the same reference never buys twice.
 */

const DESCRIPTION_PREFIX = 'esim-shop:';
const REFERENCE_PATTERN = /^[A-Za-z0-9-]{1,50}$/;
/** Airalo refuses more per order. */
const MAX_QUANTITY = 50;
/** A safety stop for the packages loop: Airalo's ~3,200 packages are about 220 country entries. */
const MAX_PACKAGE_PAGES = 500;
const USAGE_CONCURRENCY = 4;
const DAY_MS = 86_400_000;
const REFUND_NOTES = 'Unused eSIM cancelled by the shop before installation.';

/** `esim-shop:<reference>;`: the terminator keeps `A-1` from matching inside `A-10`'s token. */
export function descriptionOf(reference: string): string {
  if (!REFERENCE_PATTERN.test(reference))
    throw new EsimSupplierError('refused', 'The order reference is not 1 to 50 letters, digits or dashes');
  return `${DESCRIPTION_PREFIX}${reference};`;
}

function referenceOfDescription(description: string | null | undefined): string | undefined {
  const match = /^esim-shop:([A-Za-z0-9-]{1,50});$/.exec(description ?? '');
  return match?.[1];
}

/** USD amounts as Airalo writes them (9.5, "9.50") in cents, without binary rounding surprises. */
function toMinor(amount: number): number {
  return Math.round(Number(`${amount}e2`));
}

const usd = (amount: number): SupplierMoney => ({ amountMinor: toMinor(amount), currency: 'USD' });

const ISO_COUNTRY = /^[A-Z]{2}$/;

export class AiraloSupplier implements EsimSupplier {
  readonly name = 'airalo';
  private readonly client: AiraloClient;
  /** Async orders accepted in this process, by reference: asked again, they are queried, not placed again. */
  private readonly pendingByReference = new Map<string, string>();
  private readonly usageCache = new Map<string, { usage: AiraloUsage; at: number }>();

  constructor(
    private readonly settings: AiraloSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.client = new AiraloClient(settings, now);
  }

  async order(_ctx: unknown, request: SupplierOrderRequest): Promise<SupplierOrderState> {
    const description = descriptionOf(request.reference);
    if (!Number.isInteger(request.quantity) || request.quantity < 1 || request.quantity > MAX_QUANTITY) {
      throw new EsimSupplierError('refused', `Airalo sells 1 to ${MAX_QUANTITY} eSIMs per order, not ${request.quantity}`);
    }
    const accepted = this.pendingByReference.get(request.reference);
    if (accepted) return this.query(undefined, { supplierOrderRef: accepted, request });
    const placed = await this.findPlaced(description);
    if (placed.live) return this.readyState(placed.live, request);
    return this.place(request, description);
  }

  async query(_ctx: unknown, query: SupplierOrderQuery): Promise<SupplierOrderState> {
    const { request, supplierOrderRef } = query;
    const description = descriptionOf(request.reference);
    if (/^\d{1,12}$/.test(supplierOrderRef)) {
      // 404: not (or no longer) found by id: the description search below decides.
      const answer = await this.client.authorised(
        { method: 'GET', path: `orders/${supplierOrderRef}`, what: 'GET /orders/{id}', query: { include: 'sims,status' } },
        (status) => status < 300 || status === 404,
      );
      const known = answer.status === 404 ? undefined : orderAnswer.safeParse(answer.json);
      if (known && !known.success)
        throw new EsimSupplierError('transient', "Airalo's answer to GET /orders/{id} is not what its documentation shows");
      if (known?.data.data.description === description && known.data.data.status?.slug !== 'failed')
        return this.readyState(known.data.data, request);
    }
    const placed = await this.findPlaced(description);
    if (placed.live) {
      this.pendingByReference.delete(request.reference);
      return this.readyState(placed.live, request);
    }
    if (placed.failed) {
      // Airalo could not fulfil the async order (nothing delivered, nothing charged): order again,
      // which answers the package's fate (gone: unavailable) or a new pending order.
      this.pendingByReference.delete(request.reference);
      return this.place(request, description);
    }
    // Not listed yet: Airalo lists an async order once it is processed.
    return { status: 'pending', supplierOrderRef };
  }

  /** Places the order: the profiles now (sync), or a request id to wait on (async). */
  private async place(request: SupplierOrderRequest, description: string): Promise<SupplierOrderState> {
    const form: Record<string, string> = {
      quantity: String(request.quantity),
      package_id: request.packageId,
      type: 'sim',
      description,
    };
    if (this.settings.asyncOrders) {
      if (this.settings.webhookUrl) form['webhook_url'] = this.settings.webhookUrl;
      const accepted = await this.client.send({ method: 'POST', path: 'orders-async', what: 'POST /orders-async', form }, asyncAccepted);
      this.pendingByReference.set(request.reference, accepted.data.request_id);
      return { status: 'pending', supplierOrderRef: accepted.data.request_id };
    }
    const answer = await this.client.send({ method: 'POST', path: 'orders', what: 'POST /orders', form }, orderAnswer);
    return this.readyState(answer.data, request);
  }

  /**
   * The orders whose description is exactly this reference's token. `live`: the one that holds the
   * eSIMs (the oldest, should a past bug have made two); `failed`: one Airalo could not fulfil.
   */
  private async findPlaced(description: string): Promise<{ live?: AiraloOrder; failed?: AiraloOrder }> {
    const answer = await this.client.send(
      {
        method: 'GET',
        path: 'orders',
        what: 'GET /orders',
        query: { 'filter[description]': description, include: 'sims,status', limit: '50' },
      },
      orderList,
    );
    const exact = answer.data.filter((order) => order.description === description).sort((a, b) => a.id - b.id);
    return {
      live: exact.find((order) => order.status?.slug !== 'failed'),
      failed: exact.find((order) => order.status?.slug === 'failed'),
    };
  }

  private readyState(order: AiraloOrder, request: SupplierOrderRequest): SupplierOrderState {
    const sims = order.sims ?? [];
    if (order.package_id !== request.packageId || sims.length !== request.quantity || order.quantity !== request.quantity) {
      throw new EsimSupplierError('transient', 'Airalo answered an order that does not match the one asked for');
    }
    const unitCost =
      order.net_price === undefined || order.net_price === null
        ? undefined
        : { amountMinor: Math.round(toMinor(order.net_price) / request.quantity), currency: (order.currency ?? 'USD').toUpperCase() };
    const profiles: SuppliedProfile[] = sims.map((sim) => ({
      iccid: sim.iccid,
      smdpAddress: sim.lpa,
      matchingId: sim.matching_id,
      ...(sim.confirmation_code ? { confirmationCode: sim.confirmation_code } : {}),
      supplierProfileRef: sim.iccid,
      ...(unitCost ? { wholesaleCost: unitCost } : {}),
    }));
    return { status: 'ready', supplierOrderRef: String(order.id), profiles };
  }

  async usage(_ctx: unknown, queries: readonly EsimUsageQuery[]): Promise<ReadonlyMap<string, EsimUsage>> {
    const found = new Map<string, EsimUsage>();
    const waiting = queries.slice(0, MAX_USAGE_BATCH);
    let stopped = false;
    const worker = async () => {
      for (let query = waiting.shift(); query && !stopped; query = waiting.shift()) {
        try {
          const usage = await this.simUsage(query.iccid, false);
          const mapped = usageOf(usage, query, new Date(this.now()));
          if (mapped) found.set(query.iccid, mapped);
        } catch (error) {
          // Rate limited: the rest would be too. Anything else: this eSIM cannot be told now.
          if (error instanceof EsimSupplierError && error.failure === 'rateLimited') stopped = true;
        }
      }
    };
    await Promise.all(Array.from({ length: USAGE_CONCURRENCY }, worker));
    return found;
  }

  /** GET /sims/{iccid}/usage, reused for usageCacheMs unless `fresh`. */
  private async simUsage(iccid: string, fresh: boolean): Promise<AiraloUsage> {
    if (!/^\d{10,22}$/.test(iccid)) throw new EsimSupplierError('refused', 'Not an ICCID');
    const cached = this.usageCache.get(iccid);
    if (!fresh && cached && this.now() - cached.at < this.settings.usageCacheMs) return cached.usage;
    const answer = await this.client.send({ method: 'GET', path: `sims/${iccid}/usage`, what: 'GET /sims/{iccid}/usage' }, usageAnswer);
    this.usageCache.set(iccid, { usage: answer.data, at: this.now() });
    if (this.usageCache.size > 10_000) this.usageCache.delete(this.usageCache.keys().next().value as string);
    return answer.data;
  }

  /**
   * Airalo cannot cancel an eSIM: it takes refund requests, reviewed by hand. Only an eSIM its
   * usage shows as never activated is sent; the answer's refund id is not kept by the port.
   */
  async cancel(_ctx: unknown, profile: SupplierProfileRef): Promise<void> {
    const usage = await this.simUsage(profile.iccid, true);
    if (usage.status !== 'NOT_ACTIVE')
      throw new EsimSupplierError('refused', `Airalo shows the eSIM as ${usage.status.toLowerCase()}: only unused ones are refunded`);
    await this.client.send(
      { method: 'POST', path: 'refund', what: 'POST /refund', json: { iccids: [profile.iccid], reason: 'OTHERS', notes: REFUND_NOTES } },
      refundAccepted,
    );
    this.usageCache.delete(profile.iccid);
  }

  async packages(): Promise<SupplierPackage[]> {
    const found: SupplierPackage[] = [];
    for (let page = 1; page <= MAX_PACKAGE_PAGES; page += 1) {
      const answer = await this.client.send(
        {
          method: 'GET',
          path: 'packages',
          what: 'GET /packages',
          query: { limit: String(this.settings.packagesPageSize), page: String(page) },
          maxBytes: MAX_PACKAGES_PAGE_BYTES,
        },
        packagesPage,
      );
      for (const country of answer.data) found.push(...packagesOf(country));
      if (answer.meta.current_page >= answer.meta.last_page) return dropDuplicates(found);
    }
    throw new EsimSupplierError('transient', `Airalo's package list did not end within ${MAX_PACKAGE_PAGES} pages`);
  }

  async balance(): Promise<SupplierMoney> {
    const answer = await this.client.send({ method: 'GET', path: 'balance', what: 'GET /balance' }, balanceAnswer);
    const { amount, currency } = answer.data.balances.availableBalance;
    return { amountMinor: toMinor(amount), currency: currency.toUpperCase() };
  }

  readWebhook(webhook: SupplierWebhook): SupplierNotice {
    return readAiraloWebhook(webhook, this.settings.clientSecret, referenceOfDescription);
  }
}

/** Airalo's usage in the port's terms; undefined when Airalo cannot say (UNKNOWN, RECYCLED). */
function usageOf(usage: AiraloUsage, query: EsimUsageQuery, now: Date): EsimUsage | undefined {
  const unlimited = usage.is_unlimited === true;
  const dataTotalMb = unlimited || !usage.total ? query.plan.dataTotalMb : usage.total;
  const remaining = unlimited ? dataTotalMb : Math.min(dataTotalMb, Math.max(0, usage.remaining ?? 0));
  const dataUsedMb = dataTotalMb - remaining;
  const validityDays = query.plan.validityDays;
  // Airalo's times carry no zone; its examples are UTC.
  const expiresAt = usage.expired_at ? new Date(`${usage.expired_at.replace(' ', 'T')}Z`) : undefined;
  const expires = expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : undefined;
  const daysLeftUntil = (end: Date) => Math.max(0, Math.min(validityDays, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)));
  const base = { dataTotalMb, validityDays, checkedAt: now };
  switch (usage.status) {
    case 'NOT_ACTIVE':
      return { ...base, state: 'notInstalled', dataUsedMb: 0, daysLeft: validityDays };
    case 'ACTIVE':
    case 'FINISHED': {
      const exhausted = usage.status === 'FINISHED' || (!unlimited && remaining === 0);
      return {
        ...base,
        state: exhausted ? 'exhausted' : 'active',
        dataUsedMb: exhausted ? dataTotalMb : dataUsedMb,
        daysLeft: expires ? daysLeftUntil(expires) : validityDays,
        ...(expires ? { expiresAt: expires, installedAt: new Date(expires.getTime() - validityDays * DAY_MS) } : {}),
      };
    }
    case 'EXPIRED':
      return { ...base, state: 'expired', dataUsedMb, daysLeft: 0, ...(expires ? { expiresAt: expires } : {}) };
    default:
      return undefined;
  }
}

function networksOf(operator: AiraloOperator): SupplierNetwork[] {
  return operator.coverages.flatMap((coverage) => {
    const country = (coverage.code ?? coverage.name ?? '').toUpperCase();
    if (!ISO_COUNTRY.test(country)) return [];
    return coverage.networks.map((network) => ({ country, operator: network.name, speeds: network.types }));
  });
}

/** The sellable (`sim`) packages of one country entry; those without a wholesale cost are left out. */
function packagesOf(country: AiraloCountry): SupplierPackage[] {
  return country.operators.flatMap((operator) => {
    const local = operator.type === 'local';
    const listed = local
      ? [(country.country_code ?? '').toUpperCase()]
      : operator.countries.map((entry) => entry.country_code.toUpperCase());
    const countries = [...new Set(listed.filter((code) => ISO_COUNTRY.test(code)))];
    if (countries.length === 0) return [];
    const networks = networksOf(operator);
    return operator.packages
      .filter((item): item is AiraloPackage & { net_price: number } => item.type === 'sim' && typeof item.net_price === 'number')
      .map((item) => ({
        packageId: item.id,
        title: `${operator.title} ${item.title}`,
        countries,
        ...(local ? {} : { region: country.slug }),
        dataMb: item.is_unlimited ? undefined : item.amount,
        validityDays: item.day,
        wholesaleCost: usd(item.net_price),
        recommendedRetail: usd(item.price),
        networks,
      }));
  });
}

/** A package listed twice (two pages overlapping while the list changed) counts once. */
function dropDuplicates(packages: SupplierPackage[]): SupplierPackage[] {
  const seen = new Set<string>();
  return packages.filter((item) => !seen.has(item.packageId) && seen.add(item.packageId));
}
