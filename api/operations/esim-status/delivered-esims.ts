import { parsed } from '../../errors';
import { graphql, type ResultOf } from '../../graphql';
import { z } from '../../zod';
import { ESIM_STATUS_FRAGMENT, ESIM_USAGE_FRAGMENT, toEsimStatus, type EsimStatus } from './esim-status';

/*
 * The eSIMs of a placed order (backend `Order.esims`) as the thank-you page and the account's
 * order details show them (docs/architecture.md "An eSIM delivery"): one fragment, one mapping,
 * shared by getPlacedOrder and getAccountOrder.
 */

export const DELIVERED_ESIM_FRAGMENT = graphql(
  `
  fragment DeliveredEsimFields on EsimProfile @_unmask {
    orderLineId lpaString qrCodeDataUrl appleInstallUrl smdpAddress matchingId
    status { ...EsimStatusFields usage { ...EsimUsageFields } }
  }
`,
  [ESIM_STATUS_FRAGMENT, ESIM_USAGE_FRAGMENT],
);
type AnsweredEsim = ResultOf<typeof DELIVERED_ESIM_FRAGMENT>;

/** One eSIM of a paid order: what a phone needs to install it, and its plan and usage (issue 19). */
export interface DeliveredEsim extends Pick<
  AnsweredEsim,
  'orderLineId' | 'lpaString' | 'qrCodeDataUrl' | 'appleInstallUrl' | 'smdpAddress'
> {
  /** The matching ID, typed by hand as the "activation code". */
  activationCode: string;
  status: EsimStatus;
}

/**
 * What the provider made, as the page puts it in a QR code, an image and a link: the schema says
 * String, the page needs an LPA string (`LPA:1$<SM-DP+>$<matching id>`), a PNG data URL and a web
 * address (iOS 17.4+ one-tap install).
 */
const installableSchema = z.object({
  lpaString: z.string().startsWith('LPA:1$'),
  qrCodeDataUrl: z.string().startsWith('data:image/png;base64,'),
  appleInstallUrl: z.url(),
});

/** A cancelled order shows no eSIMs (they were never provisioned, or no longer count); the matching ID is the "activation code". */
export function toDeliveredEsims(operation: string, esims: readonly AnsweredEsim[], cancelled: boolean): DeliveredEsim[] {
  if (cancelled) return [];
  return esims.map(({ matchingId, status, ...esim }) => {
    parsed(operation, installableSchema, esim);
    return { ...esim, activationCode: matchingId, status: toEsimStatus(operation, status) };
  });
}
