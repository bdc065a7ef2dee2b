import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { translationsProvider } from '../../text/translations';
import { FormSubmissionsPlugin } from '../form-submissions/form-submissions.plugin';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { AdminReviewsResolver, ShopReviewFieldsResolver, ShopReviewsResolver } from './api/reviews.resolver';
import { moderateReviewPermission } from './permissions';
import { ReviewPicturesController, ReviewSubmissionController } from './reviews.controller';
import { reviewsTranslations } from './reviews-messages';
import { ReviewsService } from './reviews.service';
import { ShopReview } from './shop-review.entity';

/**
 * Customer reviews (issue 7; spec §3 Review form, §5 review rules, §7 add review). A review
 * arrives as a multipart form at `POST /reviews/submit` (read, limited and its picture checked by
 * the form-submissions plugin), is stored with its picture and emailed to the shop
 * (email/, the handler registered in config.ts), and waits for staff (the dashboard's Reviews
 * page or the Admin API, ModerateReview) before the Shop API shows it; its picture is served at
 * `GET /uploads/reviews/<name>`, to anyone once approved. The sample reviews of
 * backend/seed/reviews.json (seed/) are added by index.ts, not on this plugin's bootstrap: the
 * catalog their destinations point at is seeded after every plugin has booted.
 */
@VendurePlugin({
  imports: [PluginCommonModule, FormSubmissionsPlugin],
  entities: [ShopReview],
  providers: [translationsProvider(reviewsTranslations), ReviewsService],
  controllers: [ReviewSubmissionController, ReviewPicturesController],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [ShopReviewsResolver] },
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [AdminReviewsResolver, ShopReviewFieldsResolver] },
  configuration: (config) => {
    config.authOptions.customPermissions = [...config.authOptions.customPermissions, moderateReviewPermission];
    return config;
  },
  // Staff moderate reviews in the dashboard (dashboard/).
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
export class ReviewsPlugin {}
