import { parsed } from '../../errors';
import { graphql, type ResultOf } from '../../graphql';
import { z } from '../../zod';

/*
 * eSIM usage (issue 19): whether a delivered eSIM is installed, its data used and left, its days
 * left, expired. The backend's `EsimStatus` as every operation that shows usage reads it (the
 * thank-you page, the account's order details, "My eSIMs", the guest's link). The figures are the
 * provider's (backend/src/plugins/esim-delivery/esim-usage.service.ts); the design system's
 * EsimUsage takes them as they are (`EsimUsageFigures`), so nothing is computed between.
 */

export const ESIM_STATUS_FRAGMENT = graphql(`
  fragment EsimStatusFields on EsimStatus @_unmask { id iccid orderCode planName productSlug }
`);
/** Spread under `usage` or `usage(refresh: $refresh)`: with refresh the backend asks the provider again (rate-limited). */
export const ESIM_USAGE_FRAGMENT = graphql(`
  fragment EsimUsageFields on EsimUsage @_unmask { state dataTotalMb dataUsedMb validityDays daysLeft installedAt expiresAt checkedAt }
`);

type AnsweredUsage = ResultOf<typeof ESIM_USAGE_FRAGMENT>;
type AnsweredStatus = ResultOf<typeof ESIM_STATUS_FRAGMENT> & { usage: AnsweredUsage | null };

/** spec §4: the plan starts counting when the eSIM is downloaded or first connects. */
export type EsimUsageState = AnsweredUsage['state'];
/** GraphQL's nulls are absent: the design system's EsimUsage reads them so. */
export type EsimUsage = Omit<AnsweredUsage, 'installedAt' | 'expiresAt'> & { installedAt?: string; expiresAt?: string };
/**
 * One delivered eSIM as its usage is shown; `usage` undefined: the provider could not answer now.
 * `productSlug` is where "buy a new eSIM for this destination" leads (spec §9: no top-up, no
 * extension); null when the product is gone.
 */
export type EsimStatus = ResultOf<typeof ESIM_STATUS_FRAGMENT> & { usage?: EsimUsage };

/** The customer's eSIMs, newest first, one page ("My eSIMs"). */
export interface EsimStatusPage {
  items: EsimStatus[];
  totalItems: number;
  page: number;
  pagesCount: number;
}

/** What a guest's signed link shows: the order's eSIMs with their usage, nothing else personal. */
export interface EsimUsageLink {
  orderCode: string;
  expiresAt: string;
  esims: EsimStatus[];
  /** ISO 8601: since when the paid order waits for its eSIMs (issue 32); null once one shows, or without a delay. */
  esimDelayedSince: string | null;
}

const wholeNumber = z.number().int().nonnegative();
const instant = z.iso.datetime({ offset: true });

/**
 * The provider's figures, passed on by the backend: the schema says Int and DateTime, the page
 * also needs them not negative, no more data used than the plan holds, and dates it can read.
 */
const providerFiguresSchema = z
  .object({
    dataTotalMb: wholeNumber,
    dataUsedMb: wholeNumber,
    validityDays: wholeNumber,
    daysLeft: wholeNumber,
    installedAt: instant.nullable(),
    expiresAt: instant.nullable(),
    checkedAt: instant,
  })
  .refine((usage) => usage.dataUsedMb <= usage.dataTotalMb, { message: 'more data used than the plan holds', path: ['dataUsedMb'] });

/** An answered status once its provider's figures are checked (a ShopError `schema` of `operation` otherwise). */
export function toEsimStatus(operation: string, { usage, ...status }: AnsweredStatus): EsimStatus {
  if (!usage) return status;
  parsed(operation, providerFiguresSchema, usage);
  const { installedAt, expiresAt, ...figures } = usage;
  return {
    ...status,
    usage: { ...figures, ...(installedAt ? { installedAt } : {}), ...(expiresAt ? { expiresAt } : {}) },
  };
}
