import { z } from '../zod';

import { cartSchema } from './cart';
import { esimStatusSchema } from './esim-usage';

/** One eSIM of a paid order: what a phone needs to install it (docs/architecture.md "An eSIM delivery"). */
export const deliveredEsimSchema = z.object({
  orderLineId: z.string(),
  /** `LPA:1$<SM-DP+>$<matching id>`, the text of the QR code. */
  lpaString: z.string().startsWith('LPA:1$'),
  qrCodeDataUrl: z.string().startsWith('data:image/png;base64,'),
  /** iOS 17.4+ one-tap install link. */
  appleInstallUrl: z.url(),
  smdpAddress: z.string(),
  /** The matching ID, typed by hand as the "activation code". */
  activationCode: z.string(),
  /** Its plan and eSIM usage (issue 19). */
  status: esimStatusSchema,
});

/**
 * Where a placed order stands for its buyer (spec §2 thank-you): `paymentPending` while PayPal
 * confirms the payment (nothing delivered yet; issue 15), `delivering` until the eSIMs are
 * provisioned, `delivered` with them, `cancelled` when provisioning failed and the order was
 * refunded, `paymentFailed` when PayPal did not complete the payment and the order was cancelled.
 */
const PLACED_ORDER_STATUSES = ['paymentPending', 'delivering', 'delivered', 'cancelled', 'paymentFailed'] as const;
export type PlacedOrderStatus = (typeof PLACED_ORDER_STATUSES)[number];

/** A placed order as its buyer sees it after paying. */
export const placedOrderSchema = z.object({
  code: z.string(),
  status: z.enum(PLACED_ORDER_STATUSES),
  email: z.string().nullable(),
  cart: cartSchema,
  esims: z.array(deliveredEsimSchema),
  /** The token of the guest's signed eSIM usage page (`/{lang}/esim-status?token=…`); null once cancelled. */
  esimUsageLinkToken: z.string().nullable(),
});

export type DeliveredEsim = z.infer<typeof deliveredEsimSchema>;
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
