import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { configuredBy } from '../configured-plugin';
import { AccountOrdersResolver, OrderAccountFieldsResolver, OrderAgainResponseResolver } from './api/account-orders.resolver';
import { shopApiExtensions } from './api/api-extensions';
import { AccountOrdersService } from './account-orders.service';
import { ACCOUNT_ORDERS_PLUGIN_OPTIONS, type AccountOrdersPluginOptions } from './constants';
import { InvoiceController } from './invoice.controller';
import { InvoiceRenderer } from './invoice/invoice-renderer';

/**
 * A customer's orders (spec §2 OrderHistory and orderDetails, §4 order again, §3 order message,
 * §7 invoice link): the account's view of an Order (status, status history, payment method,
 * billing address lines, invoice link), one order by id for its owner, order again, messages to
 * staff, and the invoice PDF (pdfkit) at `GET /invoices/<id>.pdf`. The list itself is Vendure's
 * `activeCustomer.orders`. No entity and no custom field: nothing to migrate.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [
    AccountOrdersService,
    InvoiceRenderer,
    { provide: ACCOUNT_ORDERS_PLUGIN_OPTIONS, useFactory: () => AccountOrdersPlugin.options },
  ],
  controllers: [InvoiceController],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [AccountOrdersResolver, OrderAgainResponseResolver, OrderAccountFieldsResolver],
  },
  compatibility: '^3.0.0',
})
export class AccountOrdersPlugin extends configuredBy<AccountOrdersPluginOptions>() {}
