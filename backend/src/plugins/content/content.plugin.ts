import type { OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { configuredBy } from '../configured-plugin';
import { appWideLocator } from '../../seed/seed-context';
import { ClaimStorePlugin } from '../claim-store/claim-store.plugin';
import { adminApiExtensions } from './admin/admin-api-extensions';
import { ContentAdminResolver } from './admin/content-admin.resolver';
import { ContentAdminService } from './admin/content-admin.service';
import { shopContentPermission } from './admin/permissions';
import { CONTENT_SEED_DIR } from './admin/seeded-keys';
import { shopApiExtensions } from './api/api-extensions';
import { BlogPostResolver, ContactConfigurationResolver, ContentResolver } from './api/content.resolver';
import { CompatibleDevicesResolver } from './devices/compatible-devices.resolver';
import { ContentService } from './content.service';
import { CONTENT_ENTITIES } from './entities';
import { loadContentSeed } from './seed/content-seed-schema';
import { seedContent } from './seed/seed-content';

export interface ContentPluginOptions {
  /** backend/seed by default; its `content/` folder holds the shop's content in 8 languages. */
  seedDataDir: string;
}

/**
 * The shop's content (issue 7): blog posts and tags, FAQs, the terms, privacy and installation
 * pages, and the contact configuration, translatable entities read by the Shop API in the
 * request's language. On every start, what backend/seed/content has and the database lacks is
 * added (never overwriting what staff edited).
 */
@VendurePlugin({
  imports: [PluginCommonModule, ClaimStorePlugin],
  entities: CONTENT_ENTITIES,
  providers: [ContentService, ContentAdminService, { provide: CONTENT_SEED_DIR, useFactory: () => ContentPlugin.options.seedDataDir }],
  // Staff edit the content in the dashboard (admin/, dashboard/), with the ShopContent permissions.
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [ContentAdminResolver] },
  dashboard: './dashboard/index.tsx',
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [ContentResolver, ContactConfigurationResolver, BlogPostResolver, CompatibleDevicesResolver],
  },
  configuration: (config) => {
    config.authOptions.customPermissions = [...config.authOptions.customPermissions, shopContentPermission];
    return config;
  },
  compatibility: '^3.0.0',
})
export class ContentPlugin extends configuredBy<ContentPluginOptions>() implements OnApplicationBootstrap {
  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    const seed = loadContentSeed(ContentPlugin.options.seedDataDir);
    const report = await seedContent(appWideLocator(this.moduleRef), seed);
    Logger.info(`Content: ${report.created} added from the seed, ${report.kept} kept as they are`, 'Content');
  }
}
