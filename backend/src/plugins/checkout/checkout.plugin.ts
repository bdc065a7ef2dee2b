import { Global } from '@nestjs/common';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { configuredBy } from '../configured-plugin';
import { translationsProvider } from '../../text/translations';
import { shopApiExtensions } from './api/api-extensions';
import { CheckoutCountriesResolver } from './api/checkout-countries.resolver';
import { ClosedVendureMutationsResolver } from './api/closed-vendure-mutations.resolver';
import { OrderCheckoutAddressResolver } from './api/order-checkout-address.resolver';
import { PaymentStartGuardsResolver } from './api/payment-start-guards.resolver';
import { SetCheckoutAddressResolver, SetCheckoutAddressResultResolver } from './api/set-checkout-address.resolver';
import { countryEvidenceFields, countryEvidenceProcess } from './country-evidence';
import { ReverseChargeTaxLineCalculationStrategy, vatNumberOrderFields } from './vat-check/reverse-charge';
import { VatNumberCheckRecord } from './vat-check/vat-number-check.entity';
import { VatNumberChecks } from './vat-check/vat-number-checks';
import { VatNumberAdminResolver, vatNumberAdminApiExtensions } from './vat-check/vat-number-admin-api';
import { addScheduledTask } from '../../startup/scheduled-tasks';
import { CheckoutCountryService } from './checkout-country.service';
import { checkoutTranslations } from './checkout-messages';
import { CHECKOUT_PLUGIN_OPTIONS, type CheckoutPluginOptions } from './constants';
import { PaymentReadinessService } from './payment-readiness.service';

/**
 * The billing step of the checkout (spec §4, §7 getAvailableCountries and advanceOrder): the
 * countries a shopper may bill to with their states and postal code rules, and one mutation that
 * checks the address and sets the email and billing address of the active order. The VAT it
 * brings is the tax zone strategy's (billing-country-tax-zone-strategy.ts, set in config.ts).
 *
 * The same rules hold on every other path: Vendure's mutations that would write the order's email,
 * customer or addresses around them are closed, and every payment start calls
 * PaymentReadinessService.assertOrderReadyForPayment before charging. Global, so the payment
 * plugins inject that service without importing this module.
 */
@Global()
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [
    translationsProvider(checkoutTranslations),
    CheckoutCountryService,
    PaymentReadinessService,
    { provide: CHECKOUT_PLUGIN_OPTIONS, useFactory: () => CheckoutPlugin.options },
    VatNumberChecks,
  ],
  entities: [VatNumberCheckRecord],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [
      CheckoutCountriesResolver,
      SetCheckoutAddressResolver,
      SetCheckoutAddressResultResolver,
      OrderCheckoutAddressResolver,
      ClosedVendureMutationsResolver,
      PaymentStartGuardsResolver,
    ],
  },
  adminApiExtensions: { schema: vatNumberAdminApiExtensions, resolvers: [VatNumberAdminResolver] },
  configuration: (config) => {
    config.customFields.Order = [...(config.customFields.Order ?? []), ...countryEvidenceFields, ...vatNumberOrderFields];
    config.orderOptions.process = [...(config.orderOptions.process ?? []), countryEvidenceProcess];
    config.taxOptions.taxLineCalculationStrategy = new ReverseChargeTaxLineCalculationStrategy();
    // A VAT number VIES could not check at checkout is asked about again until it answers.
    return addScheduledTask(config, {
      id: 'vat-number-recheck',
      description: 'Asks VIES again about the VAT numbers of placed orders it could not check at checkout',
      schedule: '*/30 * * * *',
      run: (injector, ctx) => injector.get(VatNumberChecks).recheckUnavailable(ctx),
    });
  },
  compatibility: '^3.0.0',
})
export class CheckoutPlugin extends configuredBy<CheckoutPluginOptions>() {}
