import { Channel, Product, TransactionalConnection, type RequestContext } from '@vendure/core';

import type { DestinationRecord, RecordTranslation } from './matching/destination-record';

/** The facets a product's destination and plan type are read from (backend/seed/facets.json). */
const DESTINATION_FACET = 'destination';
const PLAN_TYPE_FACET = 'plan-type';
const REGION_FACET = 'region';
const NAME_SUFFIX = ' eSIM';

interface FacetRow {
  productId: number | string;
  facetCode: string;
  valueCode: string;
  valueId: number | string;
}

function regionOf(row: FacetRow | undefined): Pick<DestinationRecord, 'region'> {
  return row ? { region: { code: row.valueCode, valueId: String(row.valueId) } } : {};
}

/** "France eSIM" → "France": the storefront's rule for the region shown on a product. */
function destinationNameOf(productName: string): string {
  return productName.endsWith(NAME_SUFFIX) ? productName.slice(0, -NAME_SUFFIX.length) : productName;
}

/**
 * Reads every enabled product of the channel in two queries (texts; facet values) and turns
 * them into the records the catalogue look-ups need. Products without a destination facet
 * value are not destinations and are left out.
 */
export async function loadDestinationRecords(
  connection: TransactionalConnection,
  ctx: RequestContext,
  channel: Channel,
  aliases: Readonly<Record<string, readonly string[]>>,
): Promise<DestinationRecord[]> {
  const products = await connection
    .getRepository(ctx, Product)
    .createQueryBuilder('product')
    .innerJoin('product.channels', 'channel', 'channel.id = :channelId', { channelId: channel.id })
    .leftJoinAndSelect('product.translations', 'translation')
    .where('product.deletedAt IS NULL')
    .andWhere('product.enabled = :enabled', { enabled: true })
    .getMany();

  const facetRows = await connection
    .getRepository(ctx, Product)
    .createQueryBuilder('product')
    .innerJoin('product.facetValues', 'facetValue')
    .innerJoin('facetValue.facet', 'facet')
    .select('product.id', 'productId')
    .addSelect('facet.code', 'facetCode')
    .addSelect('facetValue.code', 'valueCode')
    .addSelect('facetValue.id', 'valueId')
    .where('facet.code IN (:...codes)', { codes: [DESTINATION_FACET, PLAN_TYPE_FACET, REGION_FACET] })
    .getRawMany<FacetRow>();

  const facetsByProduct = new Map<string, Map<string, FacetRow>>();
  for (const row of facetRows) {
    const key = String(row.productId);
    const facets = facetsByProduct.get(key) ?? new Map<string, FacetRow>();
    facets.set(row.facetCode, row);
    facetsByProduct.set(key, facets);
  }

  const records: DestinationRecord[] = [];
  for (const product of products) {
    const productId = String(product.id);
    const facets = facetsByProduct.get(productId);
    const destination = facets?.get(DESTINATION_FACET);
    if (!facets || !destination) continue;
    const flagCode = destination.valueCode;
    const translations: Record<string, RecordTranslation> = {};
    for (const translation of product.translations) {
      translations[translation.languageCode] = {
        productName: translation.name,
        slug: translation.slug,
        destinationName: destinationNameOf(translation.name),
      };
    }
    records.push({
      productId,
      flagCode,
      destinationValueId: String(destination.valueId),
      planType: facets.get(PLAN_TYPE_FACET)?.valueCode ?? '',
      ...regionOf(facets.get(REGION_FACET)),
      translations,
      coverage: product.customFields.coverageCodes ?? [],
      aliases: aliases[flagCode] ?? [],
    });
  }
  return records;
}
