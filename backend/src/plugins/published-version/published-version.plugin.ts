import { PluginCommonModule, SettingsStoreScopes, VendurePlugin } from '@vendure/core';

import { PUBLISHED_VERSION_FIELD, PUBLISHED_VERSION_NAMESPACE } from './constants';
import { PublicationGates } from './publication-gates';
import { PublishedVersionController } from './published-version.controller';
import { PublishedVersionService } from './published-version.service';

/**
 * The published version (published-version.service.ts): changes when staff change what shoppers
 * see, so the storefronts' page caches know when to render again. Kept in Vendure's settings
 * store, which every backend instance shares.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [PublishedVersionService, PublicationGates],
  controllers: [PublishedVersionController],
  exports: [PublishedVersionService, PublicationGates],
  configuration: (config) => {
    config.settingsStoreFields = {
      ...config.settingsStoreFields,
      [PUBLISHED_VERSION_NAMESPACE]: [{ name: PUBLISHED_VERSION_FIELD, scope: SettingsStoreScopes.global, readonly: true }],
    };
    return config;
  },
  compatibility: '^3.0.0',
})
export class PublishedVersionPlugin {}
