import { APP_INTERCEPTOR } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { translationsProvider } from '../../text/translations';
import { CHECKOUT_PLUGIN_OPTIONS } from '../checkout/constants';
import { CheckoutCountryService } from '../checkout/checkout-country.service';
import { CheckoutPlugin } from '../checkout/checkout.plugin';
import { accountTranslations } from './account-messages';
import { readAccountSettings } from './account-settings';
import { AccountEmailCap } from './account-email-cap.service';
import { AccountService } from './account.service';
import { AccountSessions } from './account-sessions';
import {
  AccountResolver,
  RegisterAccountResultResolver,
  SaveAccountAddressResultResolver,
  UpdateAccountProfileResultResolver,
  VendureAccountOverridesResolver,
} from './api/account.resolver';
import { shopApiExtensions } from './api/api-extensions';
import { ACCOUNT_PLUGIN_OPTIONS, type AccountPluginOptions } from './constants';
import { addressCustomFields, customerCustomFields } from './custom-fields';
import { RateLimitPlugin } from '../rate-limit/rate-limit.plugin';
import { AccountRateLimitInterceptor } from './rate-limit/rate-limit.interceptor';
import { ShopPasswordValidationStrategy } from './shop-password-validation-strategy';

/**
 * Customer accounts (issue 5; spec §2 login, register, reset password, MyAccount; §3 Customer and
 * its forms; §7 loadCustomer, login, logout, register, updateCustomer, resetPassword,
 * setNewPassword; §8 306, 350, 410). Vendure does the accounts: registration with email
 * verification (`requireVerification` stays on), login and logout sessions, reset and email-change
 * tokens (single use, `verificationTokenDuration`), addresses. The plugin adds the shop's fields
 * and checks, the password policy, the emails (email/account-email-handlers.ts, registered in
 * config.ts), the rate limits of rate-limit/rate-limit-rule.ts and the emails' caps of
 * email-caps.ts (both counted by the RateLimitPlugin).
 */
@VendurePlugin({
  imports: [PluginCommonModule, RateLimitPlugin],
  providers: [
    translationsProvider(accountTranslations),
    { provide: ACCOUNT_PLUGIN_OPTIONS, useFactory: () => AccountPlugin.options },
    // The checkout's country rules, for the profile's and the saved addresses' postal codes.
    { provide: CHECKOUT_PLUGIN_OPTIONS, useFactory: () => CheckoutPlugin.options },
    CheckoutCountryService,
    AccountService,
    AccountEmailCap,
    AccountSessions,
    { provide: APP_INTERCEPTOR, useClass: AccountRateLimitInterceptor },
  ],
  configuration: (config) => {
    config.customFields.Customer = [...(config.customFields.Customer ?? []), ...customerCustomFields];
    config.customFields.Address = [...(config.customFields.Address ?? []), ...addressCustomFields];
    config.authOptions.passwordValidationStrategy = new ShopPasswordValidationStrategy();
    return config;
  },
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [
      AccountResolver,
      VendureAccountOverridesResolver,
      RegisterAccountResultResolver,
      UpdateAccountProfileResultResolver,
      SaveAccountAddressResultResolver,
    ],
  },
  compatibility: '^3.0.0',
})
export class AccountPlugin {
  static options: AccountPluginOptions;

  /** `storefrontOrigin`: the shop's own origin, where the emails' links lead. */
  static init(storefrontOrigin: string, env: NodeJS.ProcessEnv): typeof AccountPlugin {
    AccountPlugin.options = readAccountSettings(storefrontOrigin, env);
    return AccountPlugin;
  }
}
