import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { configuredBy } from '../configured-plugin';
import { PublishedVersionPlugin } from '../published-version/published-version.plugin';
import { shopApiExtensions } from './api/api-extensions';
import { DestinationSuggestionsResolver } from './api/destination-suggestions.resolver';
import { ProductCatalogResolver } from './api/product-catalog.resolver';
import { SearchResultCatalogResolver } from './api/search-result-catalog.resolver';
import { CatalogChangeChannel } from './catalog-change-channel';
import { CatalogIndexService } from './catalog-index.service';
import { CATALOG_PLUGIN_OPTIONS, type CatalogPluginOptions } from './constants';
import { productCustomFields } from './custom-fields';
import { orderedProductsFilter } from './ordered-products-filter';
import { serverTiming } from './server-timing';

/**
 * The catalogue's own data and Shop API: meta texts and coverage on products, the coverage
 * and look-alike destinations of a product, the destination and plan type of a search result,
 * the destination suggestions of the search bar (answered from an in-memory index each server
 * builds from the database; with Redis the servers tell each other of catalogue changes), and
 * the collection filter of staff-ordered shelves (the home page's popular destinations) with its
 * dashboard input.
 */
@VendurePlugin({
  // the index is one of the readers a new published version waits for (PublicationGates)
  imports: [PluginCommonModule, PublishedVersionPlugin],
  providers: [CatalogIndexService, CatalogChangeChannel, { provide: CATALOG_PLUGIN_OPTIONS, useFactory: () => CatalogPlugin.options }],
  exports: [CatalogIndexService],
  dashboard: './dashboard/index.tsx',
  configuration: (config) => {
    config.customFields.Product = [...(config.customFields.Product ?? []), ...productCustomFields];
    config.catalogOptions.collectionFilters = [...config.catalogOptions.collectionFilters, orderedProductsFilter];
    config.apiOptions.middleware = [
      ...(config.apiOptions.middleware ?? []),
      { route: config.apiOptions.shopApiPath ?? 'shop-api', handler: serverTiming },
    ];
    return config;
  },
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [ProductCatalogResolver, SearchResultCatalogResolver, DestinationSuggestionsResolver],
  },
  compatibility: '^3.0.0',
})
export class CatalogPlugin extends configuredBy<CatalogPluginOptions>() {}
