import { z } from '../../zod';

import type { DeliveredEsim } from '../../schemas/placed-order';
import { esimStatusResponseSchema, esimStatusSelection, toEsimStatus } from './esim-status-response';

/*
 * The eSIMs of a placed order (backend `Order.esims`) as the thank-you page and the account's
 * order details show them: one selection, one schema, one mapping, shared by getPlacedOrder and
 * getAccountOrder.
 */

export const ESIMS_SELECTION = `esims { orderLineId lpaString qrCodeDataUrl appleInstallUrl smdpAddress matchingId status { ${esimStatusSelection({ refresh: false })} } }`;

export const esimsResponseSchema = z.array(
  z.object({
    orderLineId: z.string(),
    lpaString: z.string(),
    qrCodeDataUrl: z.string(),
    appleInstallUrl: z.string(),
    smdpAddress: z.string(),
    matchingId: z.string(),
    status: esimStatusResponseSchema,
  }),
);

/** A cancelled order shows no eSIMs (they were never provisioned, or no longer count); the matching ID is the "activation code". */
export function toDeliveredEsims(esims: z.infer<typeof esimsResponseSchema>, cancelled: boolean): DeliveredEsim[] {
  return cancelled
    ? []
    : esims.map(({ matchingId, status, ...esim }) => ({ ...esim, activationCode: matchingId, status: toEsimStatus(status) }));
}
