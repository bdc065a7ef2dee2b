import { VendureEvent, type Order, type RequestContext } from '@vendure/core';

import type { SupplierAlert } from './alerts/supplier-alert';
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

/** The supplier could not supply the order's eSIMs; the order is cancelled and refunded. */
export class EsimDeliveryFailedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly order: Order,
    readonly mail: PreparedMail,
  ) {
    super();
  }
}

/** The order's eSIMs are late: `mail` tells the shopper they are on their way (sent once). */
export class EsimDeliveryDelayedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly order: Order,
    readonly mail: PreparedMail,
  ) {
    super();
  }
}

/** Something about the eSIM supplier the owner must look at (esim-alerts.ts). */
export class EsimSupplierAlertEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly alert: SupplierAlert,
    readonly raisedAt: Date,
  ) {
    super();
  }
}
