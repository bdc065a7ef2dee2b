import { VendureEvent, type RequestContext } from '@vendure/core';

/** An alert to staff: what happened, in numbers (each kind's words are in security-log-messages.ts). */
export type StaffAlert =
  | {
      /** A burst of card declines across the shop (card testing): more than `count` in `windowMinutes`. */
      kind: 'card-declines';
      count: number;
      windowMinutes: number;
    }
  | {
      /** A cardholder disputed a payment with their bank (a chargeback): the card provider's case. */
      kind: 'card-dispute';
      orderCode: string;
      /** Minor units of `currency`. */
      amount: number;
      currency: string;
      /** The provider's reason code (fraudulent, product_not_received…). */
      reason: string;
      disputeId: string;
    };

/** An alert raised to staff (SecurityLog.alertOnce): emailed to the shop's inbox (email/). */
export class StaffSecurityAlertEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly alert: StaffAlert,
    readonly raisedAt: Date,
  ) {
    super();
  }
}
