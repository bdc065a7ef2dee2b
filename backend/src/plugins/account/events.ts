import { VendureEvent, type Customer, type RequestContext } from '@vendure/core';

/**
 * Someone registered with the email of a verified account. Its owner (not the caller) is told,
 * with the way to reset a forgotten password (email/account-email-handlers.ts).
 */
export class AccountExistsEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly customer: Customer,
  ) {
    super();
  }
}
