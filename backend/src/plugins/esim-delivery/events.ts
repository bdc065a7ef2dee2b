import { VendureEvent, type Order, type RequestContext } from '@vendure/core';

import type { PreparedMail } from './email/esim-mails';

/** The order's eSIMs are stored; `mail` is the shopper's delivery email, ready to queue. */
export class EsimsProvisionedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly order: Order,
    readonly mail: PreparedMail,
  ) {
    super();
  }
}

/** The provider could not supply the order's eSIMs; the order is cancelled and refunded. */
export class EsimDeliveryFailedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly order: Order,
    readonly mail: PreparedMail,
  ) {
    super();
  }
}
