import { z } from '../zod';

/*
 * eSIM usage (issue 19): whether a delivered eSIM is installed, its data used and left, its days
 * left, expired. The figures are the backend's (the provider's, through
 * backend/src/plugins/esim-delivery/esim-usage.service.ts); the design system's EsimUsage takes
 * them as they are (`EsimUsageFigures`), so nothing is computed between.
 */

/** spec §4: the plan starts counting when the eSIM is downloaded or first connects. */
export const ESIM_USAGE_STATES = ['notInstalled', 'active', 'exhausted', 'expired'] as const;
export type EsimUsageState = (typeof ESIM_USAGE_STATES)[number];

const megabytes = z.number().int().nonnegative();

const esimUsageSchema = z
  .object({
    state: z.enum(ESIM_USAGE_STATES),
    dataTotalMb: megabytes,
    dataUsedMb: megabytes,
    validityDays: z.number().int().nonnegative(),
    daysLeft: z.number().int().nonnegative(),
    installedAt: z.iso.datetime({ offset: true }).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    checkedAt: z.iso.datetime({ offset: true }),
  })
  .refine((usage) => usage.dataUsedMb <= usage.dataTotalMb, { message: 'more data used than the plan holds', path: ['dataUsedMb'] });

/** One delivered eSIM as its usage is shown; `usage` undefined: the provider could not answer now. */
export const esimStatusSchema = z.object({
  id: z.string(),
  iccid: z.string(),
  orderCode: z.string(),
  planName: z.string(),
  /** Where "buy a new eSIM for this destination" leads (spec §9: no top-up, no extension); null when the product is gone. */
  productSlug: z.string().nullable(),
  usage: esimUsageSchema.optional(),
});

/** The customer's eSIMs, newest first, one page ("My eSIMs"). */
export const esimStatusPageSchema = z.object({
  items: z.array(esimStatusSchema),
  totalItems: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pagesCount: z.number().int().positive(),
});

/** What a guest's signed link shows: the order's eSIMs with their usage, nothing else personal. */
export const esimUsageLinkSchema = z.object({
  orderCode: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  esims: z.array(esimStatusSchema),
});

export type EsimUsage = z.infer<typeof esimUsageSchema>;
export type EsimStatus = z.infer<typeof esimStatusSchema>;
export type EsimStatusPage = z.infer<typeof esimStatusPageSchema>;
export type EsimUsageLink = z.infer<typeof esimUsageLinkSchema>;
