import { VendureEvent, type RequestContext } from '@vendure/core';

/** An alert to staff: what happened, in numbers (each kind's words are in security-log-messages.ts). */
export interface StaffAlert {
  /** A burst of card declines across the shop (card testing): more than `count` in `windowMinutes`. */
  kind: 'card-declines';
  count: number;
  windowMinutes: number;
}

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
