import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { configuredBy } from '../configured-plugin';
import { translationsProvider } from '../../text/translations';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { NewsletterAdminResolver, NewsletterShopResolver } from './api/newsletter.resolver';
import { readNewsletterSubscription, type NewsletterPluginOptions } from './constants';
import { NewsletterSubscription } from './entities/newsletter-subscription.entity';
import { newsletterTranslations } from './newsletter-messages';
import { NewsletterService } from './newsletter.service';

/**
 * The newsletter's double opt-in (issue 7 "Around every page"): the modal, the blog's sign-up and
 * the account subscribe an address, an email in the request's language carries a link to
 * `/{lang}/newsletter/confirm?token=…`, and only that link makes the subscription confirmed. The
 * confirmation email's handler is registered with the EmailPlugin in config.ts.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [NewsletterSubscription],
  providers: [translationsProvider(newsletterTranslations), NewsletterService],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [NewsletterShopResolver] },
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [NewsletterAdminResolver] },
  dashboard: './dashboard/index.tsx',
  configuration: (config) => {
    config.authOptions.customPermissions = [...config.authOptions.customPermissions, readNewsletterSubscription];
    return config;
  },
  compatibility: '^3.0.0',
})
export class NewsletterPlugin extends configuredBy<NewsletterPluginOptions>() {}
