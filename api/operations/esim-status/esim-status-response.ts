import { z } from '../../zod';

import { ESIM_USAGE_STATES, type EsimStatus } from '../../schemas/esim-usage';

/*
 * The backend's `EsimStatus` as every operation that shows eSIM usage asks for it and reads it
 * back: the thank-you page, the account's order details, "My eSIMs" and the guest's link.
 */

const USAGE_FIELDS = 'state dataTotalMb dataUsedMb validityDays daysLeft installedAt expiresAt checkedAt';

/** With `refresh`, the document declares `$refresh: Boolean` and the backend asks the provider again (rate-limited). */
export const esimStatusSelection = ({ refresh }: { refresh: boolean }) =>
  `id iccid orderCode planName productSlug usage${refresh ? '(refresh: $refresh)' : ''} { ${USAGE_FIELDS} }`;

export const esimStatusResponseSchema = z.object({
  id: z.string(),
  iccid: z.string(),
  orderCode: z.string(),
  planName: z.string(),
  productSlug: z.string().nullable(),
  usage: z
    .object({
      state: z.enum(ESIM_USAGE_STATES),
      dataTotalMb: z.number(),
      dataUsedMb: z.number(),
      validityDays: z.number(),
      daysLeft: z.number(),
      installedAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
      checkedAt: z.string(),
    })
    .nullable(),
});

/** GraphQL's nulls become absent fields: the design system's EsimUsage reads `usage: undefined` as "unavailable". */
export function toEsimStatus({ usage, ...status }: z.infer<typeof esimStatusResponseSchema>): EsimStatus {
  if (!usage) return status;
  const { installedAt, expiresAt, ...figures } = usage;
  return {
    ...status,
    usage: { ...figures, ...(installedAt ? { installedAt } : {}), ...(expiresAt ? { expiresAt } : {}) },
  };
}
