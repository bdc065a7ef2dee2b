import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { GlobalFlag } from '@vendure/common/lib/generated-types';
import {
  EventBus,
  FacetService,
  FacetValueService,
  LanguageCode,
  Logger,
  ProductOptionGroupService,
  ProductOptionService,
  ProductService,
  ProductVariantService,
  SettingsStoreService,
  TransactionalConnection,
  type CurrencyCode,
  type ID,
  type RequestContext,
} from '@vendure/core';

import { OPTION_GROUP_CODES } from '../../seed/catalogue-plan';
import { SHOP_LANGUAGES, translationsFrom, type ShopLanguage, type Translations } from '../../seed/languages';
import { loadSeedData } from '../../seed/load-seed-data';
import type { SeedData } from '../../seed/seed-data-schema';
import { nameTranslations } from '../../seed/translation-inputs';
import { toLanguageCode } from '../../seed/vendure-codes';
import { ClaimStore } from '../claim-store/claim-store.service';
import { ESIM_SUPPLIER, EsimSupplierError, type EsimSupplier } from '../esim-delivery/esim-supplier';
import { readShopCatalogue, type ShopCatalogue } from './catalogue-reader';
import {
  APPLY_BATCH_SIZE,
  APPLY_CLAIM_KEY,
  APPLY_CLAIM_MS,
  CATALOGUE_SYNC_OPTIONS,
  EXCHANGE_RATES_KEY,
  LOGGER_CTX,
  PENDING_PREVIEW_KEY,
  PRICING_RULES_KEY,
  type CatalogueSyncOptions,
} from './constants';
import { CatalogueSyncError, InvalidExchangeRatesError, InvalidPricingRulesError } from './errors';
import { CatalogueSyncAppliedEvent, CatalogueSyncPreviewedEvent } from './events';
import { dataOptionNamesOf, durationOptionNamesOf } from './option-texts';
import {
  DEFAULT_PRICING_RULES,
  exchangeRatesSchema,
  MissingExchangeRateError,
  parsePricingRules,
  type ExchangeRates,
  type PricingRules,
} from './pricing-rules';
import {
  fingerprintOf,
  hasChanges,
  previewOf,
  syncWorkOf,
  type PreviewCounts,
  type SyncInputs,
  type SyncPreview,
  type SyncWork,
} from './sync-preview';
import type { AddedVariant, UpdatedVariant } from './sync-plan';

/** What an apply did. */
export interface SyncApplied {
  previewId: string;
  counts: PreviewCounts;
}

/** What a plan is made from, with the entity ids behind its string ids (catalogue-reader.ts). */
type ReadInputs = SyncInputs & Pick<ShopCatalogue, 'variantIds' | 'productIds' | 'productIdByDestination'>;

function entityId(ids: ReadonlyMap<string, ID>, id: string): ID {
  const found = ids.get(id);
  if (found === undefined) throw new Error(`No entity behind id ${id}`);
  return found;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The catalogue sync (issue 32, point 3). `preview` reads the supplier's packages and the shop's
 * catalogue, plans the sync (sync-plan.ts) with staff's pricing rules and today's rates, and keeps
 * the result as the channel's pending preview; `apply` writes exactly that preview through
 * Vendure's services (so the search index, the published version and the dashboard follow), in
 * batches of {@link APPLY_BATCH_SIZE} per transaction, after checking that nothing it was made
 * from has changed. Variants are never deleted: a withdrawn plan is disabled (past orders keep it).
 */
@Injectable()
export class CatalogueSyncService {
  private seed: SeedData | undefined;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly settingsStore: SettingsStoreService,
    private readonly variants: ProductVariantService,
    private readonly products: ProductService,
    private readonly optionGroups: ProductOptionGroupService,
    private readonly options: ProductOptionService,
    private readonly facets: FacetService,
    private readonly facetValues: FacetValueService,
    private readonly claims: ClaimStore,
    private readonly eventBus: EventBus,
    @Inject(ESIM_SUPPLIER) private readonly supplier: EsimSupplier,
    @Inject(CATALOGUE_SYNC_OPTIONS) private readonly settings: CatalogueSyncOptions,
  ) {}

  /** The seed's facet codes, option name templates and default rates: read once. */
  private seedData(): SeedData {
    this.seed ??= loadSeedData(...(this.settings.seedDataDir === undefined ? [] : [this.settings.seedDataDir]));
    return this.seed;
  }

  // ---- pricing rules and exchange rates (settings store, per channel) ----

  async pricingRules(ctx: RequestContext): Promise<PricingRules> {
    const stored: unknown = await this.settingsStore.get(ctx, PRICING_RULES_KEY);
    if (stored === undefined || stored === null) return DEFAULT_PRICING_RULES;
    const check = parsePricingRules(stored);
    if (check.ok) return check.rules;
    // only this service writes the field, after the same check: a stored value that fails it is a bug
    Logger.error(`Stored pricing rules are invalid (${check.problems.join('; ')}); using the defaults`, LOGGER_CTX);
    return DEFAULT_PRICING_RULES;
  }

  /** Saves staff's rules typed as JSON, or answers every problem found (nothing saved then). */
  async updatePricingRules(ctx: RequestContext, json: string): Promise<PricingRules | InvalidPricingRulesError> {
    let input: unknown;
    try {
      input = JSON.parse(json);
    } catch (error) {
      return new InvalidPricingRulesError([`(rules): not JSON: ${messageOf(error)}`]);
    }
    const check = parsePricingRules(input);
    if (!check.ok) return new InvalidPricingRulesError(check.problems);
    const available = new Set<string>(ctx.channel.availableCurrencyCodes);
    const problems = [
      ...check.rules.currencies
        .filter((currency) => !available.has(currency))
        .map((currency) => `currencies: ${currency} is not a currency of the channel`),
      ...[...available]
        .filter((currency) => !check.rules.currencies.includes(currency))
        .map((currency) => `currencies: ${currency}, a currency of the channel, is missing (its prices would not follow)`),
    ];
    if (problems.length > 0) return new InvalidPricingRulesError(problems);
    const saved = await this.settingsStore.set(ctx, PRICING_RULES_KEY, check.rules);
    if (!saved.result) return new InvalidPricingRulesError([`(rules): not saved: ${saved.error ?? 'unknown error'}`]);
    return check.rules;
  }

  /** Today's rates: staff's, else the seed's fixed table (pricing.json) turned into units per US dollar. */
  async exchangeRates(ctx: RequestContext): Promise<ExchangeRates> {
    const stored: unknown = await this.settingsStore.get(ctx, EXCHANGE_RATES_KEY);
    const parsed = exchangeRatesSchema.safeParse(stored);
    if (stored !== undefined && stored !== null && parsed.success) return parsed.data;
    const { exchangeRates } = this.seedData().pricing;
    const perUsd = exchangeRates.USD;
    return Object.fromEntries(Object.entries(exchangeRates).map(([currency, rate]) => [currency, rate / perUsd]));
  }

  async updateExchangeRates(
    ctx: RequestContext,
    rates: ReadonlyArray<{ currencyCode: string; rate: number }>,
  ): Promise<ExchangeRates | InvalidExchangeRatesError> {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const { currencyCode } of rates) {
      if (seen.has(currencyCode)) problems.push(`${currencyCode}: given twice`);
      seen.add(currencyCode);
    }
    const check = exchangeRatesSchema.safeParse(Object.fromEntries(rates.map(({ currencyCode, rate }) => [currencyCode, rate])));
    if (!check.success) problems.push(...check.error.issues.map((issue) => `${issue.path.join('.') || '(rates)'}: ${issue.message}`));
    if (check.success && check.data['USD'] !== undefined && check.data['USD'] !== 1)
      problems.push('USD: must be 1 (rates are per US dollar)');
    const rules = await this.pricingRules(ctx);
    for (const currency of rules.currencies)
      if (!seen.has(currency) && currency !== 'USD') problems.push(`${currency}: a currency of the pricing rules needs a rate`);
    if (problems.length > 0 || !check.success) return new InvalidExchangeRatesError(problems);
    const saved = await this.settingsStore.set(ctx, EXCHANGE_RATES_KEY, check.data);
    if (!saved.result) return new InvalidExchangeRatesError([`(rates): not saved: ${saved.error ?? 'unknown error'}`]);
    return check.data;
  }

  // ---- preview ----

  /** The preview waiting to be applied, if any. */
  async pendingPreview(ctx: RequestContext): Promise<SyncPreview | undefined> {
    const stored: unknown = await this.settingsStore.get(ctx, PENDING_PREVIEW_KEY);
    return stored !== null && typeof stored === 'object' && typeof (stored as { id?: unknown }).id === 'string'
      ? (stored as SyncPreview)
      : undefined;
  }

  /** Reads everything a plan is made from; a failure is a CatalogueSyncError to show staff. */
  private async inputs(ctx: RequestContext): Promise<ReadInputs | CatalogueSyncError> {
    let packages;
    try {
      packages = await this.supplier.packages(ctx);
    } catch (error) {
      const kind = error instanceof EsimSupplierError ? error.failure : 'transient';
      Logger.warn(`The supplier's packages could not be read (${kind}): ${messageOf(error)}`, LOGGER_CTX);
      return new CatalogueSyncError('SUPPLIER_FAILED', `The supplier's package list could not be read (${kind}); try again later`);
    }
    if (!Array.isArray(packages)) return new CatalogueSyncError('SUPPLIER_FAILED', "The supplier's package list is not a list");
    const { facets } = this.seedData();
    const catalogue = await readShopCatalogue(this.connection, ctx, { destination: facets.destination.code, region: facets.region.code });
    return {
      supplier: this.supplier.name,
      variants: catalogue.variants,
      packages,
      destinations: catalogue.destinations,
      products: catalogue.products,
      rules: await this.pricingRules(ctx),
      rates: await this.exchangeRates(ctx),
      publishNew: this.settings.publishNew,
      variantIds: catalogue.variantIds,
      productIds: catalogue.productIds,
      productIdByDestination: catalogue.productIdByDestination,
    };
  }

  private work(inputs: SyncInputs): SyncWork | CatalogueSyncError {
    try {
      return syncWorkOf(inputs);
    } catch (error) {
      if (error instanceof MissingExchangeRateError) {
        return new CatalogueSyncError('MISSING_EXCHANGE_RATE', `No exchange rate for ${error.currency}: set today's rates first`);
      }
      throw error;
    }
  }

  /** Plans a sync and keeps it as the channel's pending preview (replacing the previous one). */
  async preview(ctx: RequestContext, now = new Date()): Promise<SyncPreview | CatalogueSyncError> {
    const inputs = await this.inputs(ctx);
    if (inputs instanceof CatalogueSyncError) return inputs;
    const work = this.work(inputs);
    if (work instanceof CatalogueSyncError) return work;
    const preview = previewOf(work, inputs, randomUUID(), now);
    const saved = await this.settingsStore.set(ctx, PENDING_PREVIEW_KEY, preview as never);
    if (!saved.result) throw new Error(`The preview was not stored: ${saved.error ?? 'unknown error'}`);
    const { counts } = preview;
    Logger.info(
      `Catalogue sync preview ${preview.id}: ${counts.added} added, ${counts.repriced} repriced, ${counts.costChanged} cost changed, ` +
        `${counts.withdrawn} withdrawn, ${counts.unmatched} unmatched, ${counts.infoChanged} info rows`,
      LOGGER_CTX,
    );
    return preview;
  }

  // ---- apply ----

  /**
   * Applies the pending preview `previewId`, provided nothing it was made from changed since (else
   * PREVIEW_OUTDATED: preview again). Each batch is its own transaction: a failure part-way keeps
   * the batches written, and the next preview shows what is left.
   */
  async apply(ctx: RequestContext, previewId: string): Promise<SyncApplied | CatalogueSyncError> {
    const claim = await this.claims.claim(APPLY_CLAIM_KEY, APPLY_CLAIM_MS);
    if (!claim) return new CatalogueSyncError('SYNC_BUSY', 'Another catalogue sync is being applied; try again when it is done');
    try {
      const pending = await this.pendingPreview(ctx);
      if (pending?.id !== previewId) {
        return new CatalogueSyncError('PREVIEW_NOT_FOUND', 'This preview is no longer pending: it was applied or replaced; preview again');
      }
      const inputs = await this.inputs(ctx);
      if (inputs instanceof CatalogueSyncError) return inputs;
      if (fingerprintOf(inputs) !== pending.fingerprint) {
        return new CatalogueSyncError(
          'PREVIEW_OUTDATED',
          'The catalogue, the supplier’s packages, the rules or the rates changed since this preview; preview again',
        );
      }
      const work = this.work(inputs);
      if (work instanceof CatalogueSyncError) return work;
      await this.write(ctx, work, inputs);
      // the field keeps which preview was applied last; no preview is pending any more
      await this.settingsStore.set(ctx, PENDING_PREVIEW_KEY, { appliedId: previewId });
      Logger.info(`Catalogue sync preview ${previewId} applied`, LOGGER_CTX);
      await this.eventBus.publish(new CatalogueSyncAppliedEvent(ctx, previewId, pending.counts));
      return { previewId, counts: pending.counts };
    } finally {
      await this.claims.release(APPLY_CLAIM_KEY, claim.holder);
    }
  }

  /** The scheduled sync: a preview, applied at once with CATALOGUE_SYNC_AUTO_APPLY, else left for staff. */
  async runScheduled(ctx: RequestContext): Promise<Record<string, unknown>> {
    const preview = await this.preview(ctx);
    if (preview instanceof CatalogueSyncError) {
      Logger.warn(`Scheduled catalogue sync: ${preview.message}`, LOGGER_CTX);
      return { failed: preview.reason };
    }
    if (!hasChanges(preview.counts)) return { previewId: preview.id, changes: 0 };
    if (!this.settings.autoApply) {
      Logger.info(
        `Scheduled catalogue sync: preview ${preview.id} waits for staff in the dashboard (Catalog › Catalogue sync)`,
        LOGGER_CTX,
      );
      await this.eventBus.publish(new CatalogueSyncPreviewedEvent(ctx, preview.id, preview.counts));
      return { previewId: preview.id, applied: false, ...preview.counts };
    }
    const applied = await this.apply(ctx, preview.id);
    if (applied instanceof CatalogueSyncError) {
      Logger.warn(`Scheduled catalogue sync: ${applied.message}`, LOGGER_CTX);
      return { previewId: preview.id, failed: applied.reason };
    }
    return { previewId: preview.id, applied: true, ...applied.counts };
  }

  private async write(ctx: RequestContext, { plan, infoChanges }: SyncWork, inputs: ReadInputs): Promise<void> {
    const { currencies } = inputs.rules;
    const inTransaction = <T>(work: (tx: RequestContext) => Promise<T>) => this.connection.withTransaction(ctx, work);

    for (const batch of chunks([...plan.repriced, ...plan.costChanged], APPLY_BATCH_SIZE)) {
      await inTransaction((tx) =>
        this.variants.update(
          tx,
          batch.map((update) => this.updateInput(update, entityId(inputs.variantIds, update.variant.id), currencies)),
        ),
      );
    }
    for (const batch of chunks(plan.withdrawn, APPLY_BATCH_SIZE)) {
      await inTransaction((tx) =>
        this.variants.update(
          tx,
          batch.map(({ variant }) => ({ id: entityId(inputs.variantIds, variant.id), enabled: false })),
        ),
      );
    }
    if (plan.added.length > 0) {
      const links = await inTransaction((tx) => this.optionLinks(tx, plan.added));
      for (const batch of chunks(plan.added, APPLY_BATCH_SIZE)) {
        await inTransaction((tx) => this.addVariants(tx, batch, links, inputs.productIdByDestination, currencies));
      }
    }
    for (const batch of chunks(infoChanges, APPLY_BATCH_SIZE)) {
      await inTransaction(async (tx) => {
        for (const change of batch) await this.rewriteInfoRows(tx, entityId(inputs.productIds, change.productId), change.descriptions);
      });
    }
  }

  private updateInput(update: UpdatedVariant, id: ID, currencies: readonly string[]) {
    return {
      id,
      customFields: {
        supplierPackageId: update.supplierPackageId,
        wholesaleCostMinor: update.wholesaleCost.amountMinor,
        wholesaleCurrency: update.wholesaleCost.currency,
      },
      prices: currencies.flatMap((currency) => {
        const price = update.prices[currency];
        return price === undefined ? [] : [{ currencyCode: currency as CurrencyCode, price }];
      }),
    };
  }

  /**
   * The ids of the Data and Duration options (and their `data-amount`/`duration` facet values) the
   * added variants use, creating those the seed never made (`500mb`, `unlimited`, `2d`) in the
   * shared option groups with names in the 8 languages.
   */
  private async optionLinks(ctx: RequestContext, added: readonly AddedVariant[]): Promise<OptionLinks> {
    const { texts, facets } = this.seedData();
    const links: OptionLinks = { options: new Map(), facetValues: new Map() };
    const axes = [
      {
        group: OPTION_GROUP_CODES.data,
        facet: facets.dataAmount.code,
        codes: added.map((entry) => entry.dataCode),
        names: (code: string) => dataOptionNamesOf(code, texts.optionNames.data),
      },
      {
        group: OPTION_GROUP_CODES.duration,
        facet: facets.duration.code,
        codes: added.map((entry) => entry.durationCode),
        names: (code: string) => durationOptionNamesOf(code, texts.optionNames.duration),
      },
    ];
    for (const axis of axes) {
      const codes = [...new Set(axis.codes)];
      const group = (await this.optionGroups.findAll(ctx, { filter: { code: { eq: axis.group } } })).items[0];
      if (!group) throw new Error(`The option group "${axis.group}" does not exist: seed the catalogue first`);
      const existing = (await this.options.findAll(ctx, { take: 1000 }, group.id)).items.filter((option) => !option.deletedAt);
      const facet = await this.facets.findByCode(ctx, axis.facet, LanguageCode.en);
      const existingValues = facet ? await this.facetValues.findByFacetId(ctx, facet.id) : [];
      for (const code of codes) {
        const names = axis.names(code);
        const option =
          existing.find((candidate) => candidate.code === code) ??
          (await this.options.create(ctx, group, { code, translations: nameTranslations(names) }));
        links.options.set(`${axis.group}:${code}`, option.id);
        if (!facet) continue;
        const value =
          existingValues.find((candidate) => candidate.code === code) ??
          (await this.facetValues.create(ctx, facet, { code, translations: nameTranslations(names) }));
        links.facetValues.set(`${axis.group}:${code}`, value.id);
      }
    }
    return links;
  }

  /** Adds one batch of variants: one create call per product (each call re-reads the product's variants). */
  private async addVariants(
    ctx: RequestContext,
    added: readonly AddedVariant[],
    links: OptionLinks,
    productIdByDestination: ReadonlyMap<string, ID>,
    currencies: readonly string[],
  ): Promise<void> {
    const defaultCurrency: string = ctx.channel.defaultCurrencyCode;
    const byProduct = new Map<ID, AddedVariant[]>();
    for (const entry of added) {
      const productId = productIdByDestination.get(entry.destinationCode);
      if (productId === undefined) throw new Error(`No product sells destination "${entry.destinationCode}"`);
      byProduct.set(productId, [...(byProduct.get(productId) ?? []), entry]);
    }
    const optionNames = new Map<ID, Translations>();
    const nameOfOption = async (id: ID): Promise<Translations> => {
      const known = optionNames.get(id);
      if (known) return known;
      const option = await this.options.findOne(ctx, id);
      const names = translationsFrom(
        (language) => option?.translations.find((t) => t.languageCode === toLanguageCode(language))?.name ?? option?.name ?? '',
      );
      optionNames.set(id, names);
      return names;
    };
    for (const [productId, entries] of byProduct) {
      const product = await this.products.findOne(ctx, productId);
      const productNames = translationsFrom(
        (language: ShopLanguage) =>
          product?.translations.find((t) => t.languageCode === toLanguageCode(language))?.name ?? product?.name ?? '',
      );
      const inputs = [];
      for (const entry of entries) {
        const dataKey = `${OPTION_GROUP_CODES.data}:${entry.dataCode}`;
        const durationKey = `${OPTION_GROUP_CODES.duration}:${entry.durationCode}`;
        const dataId = links.options.get(dataKey);
        const durationId = links.options.get(durationKey);
        if (dataId === undefined || durationId === undefined) throw new Error(`No options for ${entry.sku}`);
        const dataNames = await nameOfOption(dataId);
        const durationNames = await nameOfOption(durationId);
        inputs.push({
          productId,
          sku: entry.sku,
          optionIds: [dataId, durationId],
          translations: nameTranslations(
            translationsFrom((language) => `${productNames[language]} ${dataNames[language]} ${durationNames[language]}`),
          ),
          facetValueIds: [links.facetValues.get(dataKey), links.facetValues.get(durationKey)].filter((id): id is ID => id !== undefined),
          price: entry.prices[defaultCurrency] ?? 0,
          enabled: entry.enabled,
          // Digital goods: stock is never counted, as the seed's variants
          trackInventory: GlobalFlag.FALSE,
          customFields: {
            supplierPackageId: entry.supplierPackageId,
            wholesaleCostMinor: entry.wholesaleCost.amountMinor,
            wholesaleCurrency: entry.wholesaleCost.currency,
          },
        });
      }
      const created = await this.variants.create(ctx, inputs);
      const idBySku = new Map(created.map((variant) => [variant.sku, variant.id]));
      for (const entry of entries) {
        const id = idBySku.get(entry.sku);
        if (id === undefined) throw new Error(`${entry.sku} was not created`);
        for (const currency of currencies) {
          const price = entry.prices[currency];
          if (currency === defaultCurrency || price === undefined) continue;
          await this.variants.createOrUpdateProductVariantPrice(ctx, id, price, ctx.channelId, currency as CurrencyCode);
        }
      }
    }
  }

  private async rewriteInfoRows(ctx: RequestContext, productId: ID, descriptions: Partial<Record<ShopLanguage, string>>): Promise<void> {
    const product = await this.products.findOne(ctx, productId);
    if (!product) return;
    const translations = SHOP_LANGUAGES.flatMap((language) => {
      const description = descriptions[language];
      const current = product.translations.find((translation) => translation.languageCode === toLanguageCode(language));
      if (description === undefined || !current) return [];
      return [{ languageCode: current.languageCode, name: current.name, slug: current.slug, description }];
    });
    if (translations.length > 0) await this.products.update(ctx, { id: productId, translations });
  }
}

/** Option and facet value ids by `group:code`. */
interface OptionLinks {
  options: Map<string, ID>;
  facetValues: Map<string, ID>;
}
