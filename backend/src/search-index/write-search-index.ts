import { ConfigService, TransactionalConnection, type RequestContext } from '@vendure/core';

import type { ServiceLocator } from '../seed/seed-context';
import { buildSearchIndexRows } from './index-rows';
import { IndexInputLoader } from './load-index-input';

/** The DefaultSearchPlugin's entity, addressed by name: the class itself is not exported. */
const SEARCH_INDEX_ENTITY = 'SearchIndexItem';
/** About 25 bound parameters a row: 400 rows stay far below every driver's limit (SQLite: 32,766). */
const INSERT_CHUNK = 400;
/** What the plugin keeps of a description on PostgreSQL (its full-text index rejects longer ones). */
const POSTGRES_DESCRIPTION_LIMIT = 2600;

export interface IndexWriteReport {
  variants: number;
  rows: number;
  readMs: number;
  writeMs: number;
}

/**
 * Replaces the channel's search index in one transaction with rows built from the database in
 * bulk. Vendure's own reindex job produces the same rows but re-reads each variant's channels
 * per language and writes them batch by batch; for this catalogue that took more than a minute
 * and blocked the event loop for most of it. Incremental updates after start-up (an edit in the
 * dashboard) still go through the plugin's own jobs, and its "rebuild index" button still works.
 */
export async function writeSearchIndex(app: ServiceLocator, ctx: RequestContext): Promise<IndexWriteReport> {
  const connection = app.get(TransactionalConnection);
  const metadata = connection.rawConnection.getMetadata(SEARCH_INDEX_ENTITY);
  const columns = new Set(metadata.columns.map((column) => column.propertyName));
  if (columns.has('inStock')) {
    throw new Error('The bulk search index does not write stock columns; turn indexStockStatus off or use reindex()');
  }
  const perCurrency = columns.has('currencyCode');
  const { channel } = ctx;
  const isPostgres = connection.rawConnection.options.type === 'postgres';

  const readStartedAt = performance.now();
  const loader = new IndexInputLoader(app, ctx, channel);
  const currencies = perCurrency ? [...new Set(channel.availableCurrencyCodes)] : [channel.defaultCurrencyCode];
  const variants = await loader.variants(currencies);
  const products = await loader.products([...new Set(variants.map((variant) => variant.productId))]);
  const rows = buildSearchIndexRows({
    channelId: channel.id,
    languages: channel.availableLanguageCodes,
    defaultLanguage: app.get(ConfigService).defaultLanguageCode,
    perCurrency,
    defaultCurrency: channel.defaultCurrencyCode,
    descriptionLimit: isPostgres ? POSTGRES_DESCRIPTION_LIMIT : undefined,
    products,
    variants,
    collections: await loader.collections(),
  });
  const writeStartedAt = performance.now();

  await connection.withTransaction(ctx, async (transactionCtx) => {
    const repository = connection.getRepository(transactionCtx, SEARCH_INDEX_ENTITY);
    await repository.delete({ channelId: channel.id });
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await repository.insert(rows.slice(start, start + INSERT_CHUNK));
    }
  });
  return {
    variants: variants.length,
    rows: rows.length,
    readMs: writeStartedAt - readStartedAt,
    writeMs: performance.now() - writeStartedAt,
  };
}
