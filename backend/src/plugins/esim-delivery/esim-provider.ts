import type { ID, RequestContext } from '@vendure/core';

/** One eSIM as the provider issues it: what a phone needs to download the profile. */
export interface EsimProfileData {
  /** 19–20 digits, `89…`, last digit a Luhn check digit (ITU-T E.118). */
  iccid: string;
  /** The SM-DP+ server the phone downloads the profile from. */
  smdpAddress: string;
  /** The activation code's matching ID (GSMA SGP.22). */
  matchingId: string;
  /** Set when the provider requires the shopper to type a code while installing. */
  confirmationCode?: string;
}

export interface ProvisionRequest {
  orderCode: string;
  lineId: ID;
  sku: string;
  /** How many profiles are still missing for the line (a retried job asks only for those). */
  quantity: number;
}

/**
 * The eSIM provider port. The sandbox implements it by default; a production adapter speaks the
 * provider's API and should send `orderCode`/`lineId` as its idempotency key, so a request
 * repeated after a crash returns the same profiles instead of issuing new ones.
 *
 * Throw {@link EsimUnavailableError} when the provider refuses for good (the order is then
 * cancelled and refunded at once); any other error counts as transient and the job retries.
 */
export interface EsimProvider {
  provision(ctx: RequestContext, request: ProvisionRequest): Promise<EsimProfileData[]>;
  /**
   * The eSIM usage of a batch of delivered eSIMs (at most {@link MAX_USAGE_BATCH}), keyed by
   * ICCID. An ICCID missing from the answer, or any error thrown, means "the provider cannot say
   * now": the shop shows the status as unavailable and asks again later (never a 5xx).
   */
  usage(ctx: RequestContext, queries: readonly EsimUsageQuery[]): Promise<ReadonlyMap<string, EsimUsage>>;
}

/** The plan an eSIM was sold with, from its product variant's options (`5gb`, `30d`). */
export interface EsimPlan {
  dataTotalMb: number;
  validityDays: number;
}

/**
 * One eSIM whose usage is asked. A production adapter needs only the ICCID (the provider knows
 * the rest); the shop also passes what it knows, which the sandbox simulates from.
 */
export interface EsimUsageQuery {
  iccid: string;
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

/** The most ICCIDs one provider call asks about; the shop splits larger batches. */
export const MAX_USAGE_BATCH = 50;

export const ESIM_PROVIDER = Symbol('ESIM_PROVIDER');

/** The provider cannot supply this product: retrying will not help. */
export class EsimUnavailableError extends Error {
  constructor(readonly sku: string) {
    super(`The eSIM provider cannot supply ${sku}`);
    this.name = 'EsimUnavailableError';
  }
}
