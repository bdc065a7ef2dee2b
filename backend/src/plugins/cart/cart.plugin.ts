import type { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { SingleCouponResolver } from './api/single-coupon.resolver';
import { couponLimitTranslations } from './coupon-limit-messages';

/**
 * The cart rules Vendure has no setting for: one coupon code per order. (The item limits are
 * Vendure's own `orderOptions`, set in config.ts from order-limits.ts.)
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [SingleCouponResolver] },
  compatibility: '^3.0.0',
})
export class CartPlugin implements OnApplicationBootstrap {
  constructor(private readonly i18nService: I18nService) {}

  onApplicationBootstrap(): void {
    for (const [language, resources] of couponLimitTranslations()) this.i18nService.addTranslation(language, resources);
  }
}
