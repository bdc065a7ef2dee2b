import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { configuredBy } from '../configured-plugin';
import { translationsProvider } from '../../text/translations';
import { RateLimitPlugin } from '../rate-limit/rate-limit.plugin';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import {
  AdminReviewsResolver,
  ContactMessageFieldsResolver,
  ShopReviewFieldsResolver,
  ShopReviewsResolver,
} from './api/community.resolver';
import { SubmissionsController, UploadsController } from './community.controller';
import { CommunityService } from './community.service';
import { communityTranslations } from './community-messages';
import { COMMUNITY_PLUGIN_OPTIONS, type CommunityPluginOptions } from './constants';
import { ContactMessage } from './entities/contact-message.entity';
import { ShopReview } from './entities/shop-review.entity';
import { moderateReviewPermission, readContactMessagePermission } from './permissions';
import { readStaffSessionOnUploads } from './staff-files-session';
import { PdfRewriter } from './uploads/pdf-rewriter';

/**
 * Contact messages and customer reviews (issue 7; spec §3 Review form and Contact message, §5
 * review rules, §7 add review and `POST /contact/submit`). Both arrive as multipart forms at
 * `POST /contact/submit` and `POST /reviews/submit`, their uploads checked by content and
 * re-encoded or rewritten (uploads/: images by sharp, PDFs by pdf-lib on a thread of their own), stored with their row, and emailed to the shop (email/, handlers
 * registered in config.ts). Reviews wait for staff (the dashboard's Reviews page or the Admin
 * API, ModerateReview) before the Shop API shows them; uploads are served one name at a time by
 * UploadsController, to a bearer token or the dashboard's session cookie. The sample reviews of
 * backend/seed/reviews.json (seed/) are added by index.ts, not on this plugin's bootstrap: the
 * catalogue their destinations point at is seeded after every plugin has booted.
 */
@VendurePlugin({
  imports: [PluginCommonModule, RateLimitPlugin],
  entities: [ContactMessage, ShopReview],
  providers: [
    translationsProvider(communityTranslations),
    { provide: COMMUNITY_PLUGIN_OPTIONS, useFactory: () => CommunityPlugin.options },
    CommunityService,
    PdfRewriter,
  ],
  controllers: [SubmissionsController, UploadsController],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [ShopReviewsResolver] },
  adminApiExtensions: {
    schema: adminApiExtensions,
    resolvers: [AdminReviewsResolver, ShopReviewFieldsResolver, ContactMessageFieldsResolver],
  },
  configuration: (config) => {
    config.authOptions.customPermissions = [
      ...config.authOptions.customPermissions,
      moderateReviewPermission,
      readContactMessagePermission,
    ];
    readStaffSessionOnUploads(config);
    return config;
  },
  // Staff moderate reviews and read contact messages in the dashboard (dashboard/).
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
export class CommunityPlugin extends configuredBy<CommunityPluginOptions>() {}
