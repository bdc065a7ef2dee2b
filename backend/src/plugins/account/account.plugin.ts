import { APP_INTERCEPTOR } from '@nestjs/core';
import { defaultRefundProcess, PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { translationsProvider } from '../../text/translations';
import { CHECKOUT_PLUGIN_OPTIONS } from '../checkout/constants';
import { CheckoutCountryService } from '../checkout/checkout-country.service';
import { CheckoutPlugin } from '../checkout/checkout.plugin';
import { accountTranslations } from './account-messages';
import { readAccountSettings, type AccountPlaces } from './account-settings';
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
import { AccountOrdersService } from './orders/account-orders.service';
import { AccountOrdersResolver, OrderAccountFieldsResolver, OrderAgainResponseResolver } from './orders/api/account-orders.resolver';
import { shopApiExtensions as ordersShopApiExtensions } from './orders/api/api-extensions';
import { InvoiceController } from './orders/invoice.controller';
import { DocumentCounter, InvoiceDocument, InvoiceLogo } from './orders/invoice/invoice-document.entity';
import { InvoiceDocuments } from './orders/invoice/invoice-documents.service';
import { invoiceAdminApiExtensions, InvoiceRegisterResolver, OrderInvoiceDocumentsResolver } from './orders/invoice/invoice-admin-api';
import { InvoiceRenderer } from './orders/invoice/invoice-renderer';
import { issueCreditNoteOnRefund, issueInvoiceOnPayment } from './orders/invoice/issue-on-payment';
import { addressCustomFields, customerCustomFields } from './custom-fields';
import { sellerChannelFields } from './orders/seller-channel-fields';
import { SellerSettings } from './orders/seller-settings';
import { OssReports } from './orders/invoice/oss-report.service';
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
 *
 * orders/, a customer's orders (spec §2 OrderHistory and orderDetails, §4 order again, §3 order
 * message, §7 invoice link): the account's view of an Order (status, status history, payment
 * method, billing address lines, invoice link), one order by id for its owner, order again,
 * messages to staff, and the invoice PDF (pdfkit) at `GET /invoices/<id>.pdf`. The list itself is
 * Vendure's `activeCustomer.orders`. The invoices themselves (orders/invoice/): issued at payment
 * with a gapless number and a snapshot, their PDF kept (InvoiceDocument, DocumentCounter).
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
    AccountOrdersService,
    InvoiceRenderer,
    InvoiceDocuments,
    SellerSettings,
    OssReports,
  ],
  entities: [InvoiceDocument, DocumentCounter, InvoiceLogo],
  controllers: [InvoiceController],
  configuration: (config) => {
    config.orderOptions.process = [...(config.orderOptions.process ?? []), issueInvoiceOnPayment];
    config.paymentOptions.refundProcess = [...(config.paymentOptions.refundProcess ?? [defaultRefundProcess]), issueCreditNoteOnRefund];
    config.customFields.Customer = [...(config.customFields.Customer ?? []), ...customerCustomFields];
    config.customFields.Address = [...(config.customFields.Address ?? []), ...addressCustomFields];
    config.customFields.Channel = [...(config.customFields.Channel ?? []), ...sellerChannelFields];
    config.authOptions.passwordValidationStrategy = new ShopPasswordValidationStrategy();
    return config;
  },
  shopApiExtensions: {
    schema: gql`
      ${ordersShopApiExtensions}
      ${shopApiExtensions}
    `,
    resolvers: [
      AccountOrdersResolver,
      OrderAgainResponseResolver,
      OrderAccountFieldsResolver,
      AccountResolver,
      VendureAccountOverridesResolver,
      RegisterAccountResultResolver,
      UpdateAccountProfileResultResolver,
      SaveAccountAddressResultResolver,
    ],
  },
  adminApiExtensions: {
    schema: invoiceAdminApiExtensions,
    resolvers: [OrderInvoiceDocumentsResolver, InvoiceRegisterResolver],
  },
  // Staff download an order's invoice and credit notes from its page (dashboard/).
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
export class AccountPlugin {
  static options: AccountPluginOptions;

  /**
   * `storefrontOrigin`: the shop's own origin, where the emails' links lead; `seedDataDir`: where
   * the invoices' seller.json is read from.
   */
  static init(places: AccountPlaces, env: NodeJS.ProcessEnv): typeof AccountPlugin {
    AccountPlugin.options = readAccountSettings(places, env);
    return AccountPlugin;
  }
}
