import type { RequestContext } from '@vendure/core';

/** One eSIM as the supplier issues it: what a phone needs to download the profile. */
export interface EsimProfileData {
  /** 19–20 digits, `89…`, last digit a Luhn check digit (ITU-T E.118). */
  iccid: string;
  /** The SM-DP+ server the phone downloads the profile from. */
  smdpAddress: string;
  /** The activation code's matching ID (GSMA SGP.22). */
  matchingId: string;
  /** Set when the supplier requires the shopper to type a code while installing. */
  confirmationCode?: string;
}

/** An amount as the supplier bills it: minor units of the currency (cents for USD). */
export interface SupplierMoney {
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/**
 * A profile with the supplier's references kept beside it: support, cancelling at the supplier and
 * reconciling the supplier's invoice all need them (issue 32).
 */
export interface SuppliedProfile extends EsimProfileData {
  /** The supplier's own key of this one eSIM (eSIM Access `esimTranNo`; Airalo: the ICCID). */
  supplierProfileRef: string;
  /** What the supplier charged for this eSIM, when it says. */
  wholesaleCost?: SupplierMoney;
}

/**
 * What the shop asks the supplier for: `quantity` eSIMs of one package for one order line.
 * `reference` is the shop's own key of this request (order code, line, first position), at most
 * 50 characters of `[A-Za-z0-9-]`: the same reference must never buy twice, so an adapter sends it
 * as the supplier's idempotency key, or looks the order up by it before ordering again.
 */
export interface SupplierOrderRequest {
  reference: string;
  orderCode: string;
  /** The supplier's package id: the variant's `supplierPackageId`, else its SKU. */
  packageId: string;
  /** The shop's SKU, for the sandbox's refusals and for messages. */
  sku: string;
  quantity: number;
}

/** The supplier's answer to an order or a query about one: profiles now, or later. */
export type SupplierOrderState =
  { status: 'ready'; supplierOrderRef: string; profiles: SuppliedProfile[] } | { status: 'pending'; supplierOrderRef: string };

/** Where an asked-about order stands: what `order` answered, for the same request. */
export interface SupplierOrderQuery {
  supplierOrderRef: string;
  request: SupplierOrderRequest;
}

/** A profile the shop asks the supplier to cancel (and refund to the shop's balance). */
export interface SupplierProfileRef {
  iccid: string;
  supplierOrderRef: string;
  supplierProfileRef: string;
}

/**
 * What one verified webhook tells the shop: an order whose profiles are (or may be) ready, to be
 * looked at again. Never trusted for the profiles themselves: the job queries the supplier.
 */
export type SupplierNotice =
  | { kind: 'order-changed'; supplierOrderRef?: string; reference?: string; noticeId: string }
  | { kind: 'low-balance'; noticeId: string }
  | { kind: 'ignored'; reason: string };

/** A webhook as it arrived, before anything in it is believed. */
export interface SupplierWebhook {
  rawBody: Buffer;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The last path segment of the webhook URL: the shared secret of suppliers that sign nothing. */
  pathSecret: string | undefined;
  remoteAddress: string | undefined;
}

/**
 * The eSIM supplier port (docs/suppliers/). One adapter per supplier, chosen by ESIM_SUPPLIER;
 * the sandbox is the default of `npm start` and the tests. Every method's errors are one of the
 * {@link EsimSupplierError} kinds; anything else thrown counts as transient.
 */
export interface EsimSupplier {
  /** `sandbox`, `airalo`, `esimaccess`: stored on each profile, shown to staff. */
  readonly name: string;
  /** Orders, or finds the order already placed for `request.reference`. */
  order(ctx: RequestContext | undefined, request: SupplierOrderRequest): Promise<SupplierOrderState>;
  /** Asks again about an order `order` answered `pending` for (the poll, and after a webhook). */
  query(ctx: RequestContext | undefined, query: SupplierOrderQuery): Promise<SupplierOrderState>;
  /**
   * The eSIM usage of a batch of delivered eSIMs (at most {@link MAX_USAGE_BATCH}), keyed by
   * ICCID. An ICCID missing from the answer, or any error thrown, means "the supplier cannot say
   * now": the shop shows the status as unavailable and asks again later (never a 5xx).
   */
  usage(ctx: RequestContext | undefined, queries: readonly EsimUsageQuery[]): Promise<ReadonlyMap<string, EsimUsage>>;
  /** Cancels an eSIM nobody installed; {@link EsimSupplierError} `refused` when it was. */
  cancel(ctx: RequestContext | undefined, profile: SupplierProfileRef): Promise<void>;
  /** Every package the supplier sells now, for the catalogue sync. */
  packages(ctx: RequestContext | undefined): Promise<SupplierPackage[]>;
  /** The prepaid balance left, where the supplier reports it. */
  balance?(ctx: RequestContext | undefined): Promise<SupplierMoney>;
  /** Verifies and reads a webhook; throws {@link EsimSupplierError} `rejected` when it is not the supplier's. */
  readWebhook?(webhook: SupplierWebhook): SupplierNotice;
}

/** A network a package roams on in one country. */
export interface SupplierNetwork {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  operator: string;
  /** `3G`, `4G`, `5G`, as the supplier names them. */
  speeds: string[];
}

/** One package the supplier sells, in the shop's terms (the catalogue sync's input). */
export interface SupplierPackage {
  packageId: string;
  /** The supplier's own name of it, for staff. */
  title: string;
  /** ISO 3166-1 alpha-2 codes it covers, upper case: one for a local plan. */
  countries: string[];
  /** The supplier's region key when it covers several countries (`europe`, `asia`). */
  region?: string;
  /** Data included; `undefined` for an unlimited plan. */
  dataMb: number | undefined;
  validityDays: number;
  wholesaleCost: SupplierMoney;
  /** The retail price the supplier recommends, where it sets one (Airalo's `price`). */
  recommendedRetail?: SupplierMoney;
  networks: SupplierNetwork[];
}

/** The plan an eSIM was sold with, from its product variant's options (`5gb`, `30d`). */
export interface EsimPlan {
  dataTotalMb: number;
  validityDays: number;
}

/**
 * One eSIM whose usage is asked. An adapter needs the ICCID (and the supplier's references where
 * its API keys by them); the shop also passes what it knows, which the sandbox simulates from.
 */
export interface EsimUsageQuery {
  iccid: string;
  supplierProfileRef?: string | undefined;
  deliveredAt: Date;
  plan: EsimPlan;
}

/** spec §4: the plan starts counting when the eSIM is downloaded or first connects. */
export const ESIM_USAGE_STATES = ['notInstalled', 'active', 'exhausted', 'expired'] as const;
export type EsimUsageState = (typeof ESIM_USAGE_STATES)[number];

/** eSIM usage: installed or not, data used and left, days left, expired (issue 19). */
export interface EsimUsage {
  state: EsimUsageState;
  dataTotalMb: number;
  /** 0 ≤ used ≤ total. */
  dataUsedMb: number;
  validityDays: number;
  /** validityDays until installed; 0 once expired. */
  daysLeft: number;
  installedAt?: Date;
  expiresAt?: Date;
  checkedAt: Date;
}

/** The most ICCIDs one supplier call asks about; the shop splits larger batches. */
export const MAX_USAGE_BATCH = 50;

export const ESIM_SUPPLIER = Symbol('ESIM_SUPPLIER');

/**
 * How a supplier's failure is acted on (issue 32):
 * - `unavailable`: the package is gone or sold out; retrying will not help: refund at once;
 * - `insufficientBalance`: the shop's prepaid balance is empty: hold the order, alert the owner,
 *   retry once topped up;
 * - `rateLimited`: too many requests: retry after `retryAfterMs`;
 * - `transient`: the supplier is down, slow or answered garbage: retry with a growing backoff;
 * - `refused`: this request can never succeed (a cancel of an installed eSIM, bad credentials);
 * - `rejected`: a webhook that is not the supplier's (wrong signature or secret).
 */
export type SupplierFailure = 'unavailable' | 'insufficientBalance' | 'rateLimited' | 'transient' | 'refused' | 'rejected';

export class EsimSupplierError extends Error {
  constructor(
    readonly failure: SupplierFailure,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'EsimSupplierError';
  }
}

/** The failure kind of anything an adapter threw: its own kind, else transient. */
export function failureOf(error: unknown): SupplierFailure {
  return error instanceof EsimSupplierError ? error.failure : 'transient';
}

/** The supplier cannot supply this product: retrying will not help. */
export class EsimUnavailableError extends EsimSupplierError {
  constructor(readonly sku: string) {
    super('unavailable', `The eSIM supplier cannot supply ${sku}`);
    this.name = 'EsimUnavailableError';
  }
}
