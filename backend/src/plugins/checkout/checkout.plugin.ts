import type { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { CheckoutCountriesResolver } from './api/checkout-countries.resolver';
import { OrderCheckoutAddressResolver } from './api/order-checkout-address.resolver';
import { SetCheckoutAddressResolver, SetCheckoutAddressResultResolver } from './api/set-checkout-address.resolver';
import { CheckoutCountryService } from './checkout-country.service';
import { checkoutTranslations } from './checkout-messages';
import { CHECKOUT_PLUGIN_OPTIONS, type CheckoutPluginOptions } from './constants';

/**
 * The billing step of the checkout (spec §4, §7 getAvailableCountries and advanceOrder): the
 * countries a shopper may bill to with their states and postal code rules, and one mutation that
 * checks the address and sets the email and billing address of the active order. The VAT it
 * brings is the tax zone strategy's (billing-country-tax-zone-strategy.ts, set in config.ts).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [CheckoutCountryService, { provide: CHECKOUT_PLUGIN_OPTIONS, useFactory: () => CheckoutPlugin.options }],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [CheckoutCountriesResolver, SetCheckoutAddressResolver, SetCheckoutAddressResultResolver, OrderCheckoutAddressResolver],
  },
  compatibility: '^3.0.0',
})
export class CheckoutPlugin implements OnApplicationBootstrap {
  static options: CheckoutPluginOptions;

  static init(options: CheckoutPluginOptions): typeof CheckoutPlugin {
    CheckoutPlugin.options = options;
    return CheckoutPlugin;
  }

  constructor(private readonly i18nService: I18nService) {}

  onApplicationBootstrap(): void {
    for (const [language, resources] of checkoutTranslations()) this.i18nService.addTranslation(language, resources);
  }
}
