import { APP_INTERCEPTOR } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { translationsProvider } from '../../text/translations';
import { RateLimitPlugin } from '../rate-limit/rate-limit.plugin';
import { shopApiExtensions } from './api/api-extensions';
import { SingleCouponResolver } from './api/single-coupon.resolver';
import { couponAttemptTranslations } from './coupon-attempt-messages';
import { CouponAttemptsInterceptor } from './coupon-attempts.interceptor';
import { couponLimitTranslations } from './coupon-limit-messages';

/**
 * The cart rules Vendure has no setting for: one coupon code per order, and a limit on refused
 * coupon codes per session and client address (coupon-attempts.ts). (The item limits are
 * Vendure's own `orderOptions`, set in config.ts from order-limits.ts.)
 */
@VendurePlugin({
  imports: [PluginCommonModule, RateLimitPlugin],
  providers: [
    translationsProvider(couponLimitTranslations, couponAttemptTranslations),
    { provide: APP_INTERCEPTOR, useClass: CouponAttemptsInterceptor },
  ],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [SingleCouponResolver] },
  compatibility: '^3.0.0',
})
export class CartPlugin {}
