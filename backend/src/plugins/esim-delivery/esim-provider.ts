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
}

export const ESIM_PROVIDER = Symbol('ESIM_PROVIDER');

/** The provider cannot supply this product: retrying will not help. */
export class EsimUnavailableError extends Error {
  constructor(readonly sku: string) {
    super(`The eSIM provider cannot supply ${sku}`);
    this.name = 'EsimUnavailableError';
  }
}
