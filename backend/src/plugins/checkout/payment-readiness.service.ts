import { Injectable } from '@nestjs/common';
import { Logger, Order, TransactionalConnection, type ID, type RequestContext } from '@vendure/core';

import { normalisedCountryCode } from './address-rules';
import { translatedFieldErrors } from './checkout-address-error';
import { CheckoutCountryService } from './checkout-country.service';
import { OrderNotReadyForPaymentError } from './order-not-ready-error';
import { paymentReadinessErrors } from './payment-readiness';

/**
 * The one check every payment start makes before anything is charged (the card debit, Apple Pay,
 * PayPal's start and finish, Vendure's own addPaymentToOrder and transition to ArrangingPayment):
 * the order, read again from the database, against the billing step's rules (payment-readiness.ts).
 */
@Injectable()
export class PaymentReadinessService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly countries: CheckoutCountryService,
  ) {}

  /**
   * Throws OrderNotReadyForPaymentError (CHECKOUT_ADDRESS_ERROR, translated) unless the order's
   * email, customer and billing address are what the billing step would store. Nothing changes
   * either way. No order (none active, or gone): nothing to refuse here, the payment answers its
   * own NO_ACTIVE_ORDER.
   */
  async assertOrderReadyForPayment(ctx: RequestContext, order: { id: ID } | undefined): Promise<void> {
    if (!order) return;
    const stored = await this.connection
      .getRepository(ctx, Order)
      .findOne({ where: { id: order.id }, relations: { customer: { user: true } } });
    if (!stored) return;
    const countryCode = stored.billingAddress?.countryCode;
    const rules = await this.countries.rulesFor(ctx, normalisedCountryCode(typeof countryCode === 'string' ? countryCode : ''));
    const errors = paymentReadinessErrors(stored, rules);
    if (errors.length === 0) return;
    Logger.verbose(
      `Payment of order ${stored.code} refused: ${errors.map((error) => `${error.field} ${error.problem}`).join(', ')}`,
      'Checkout',
    );
    throw new OrderNotReadyForPaymentError(translatedFieldErrors(ctx, errors));
  }
}
