import { VendureEvent, type Order, type RequestContext } from '@vendure/core';

import type { PaymentFailedMail } from './email/payment-failed-mail';

/** PayPal did not complete a payment it had left pending; the order is cancelled, `mail` tells the shopper. */
export class WalletPaymentFailedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly order: Order,
    readonly mail: PaymentFailedMail,
  ) {
    super();
  }
}
