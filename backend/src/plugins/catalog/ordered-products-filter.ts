import { CollectionFilter, combineWithAndArg, LanguageCode, randomSuffix } from '@vendure/core';

import { ORDERED_PRODUCTS_INPUT_ID } from './ordered-products-input-id';

/**
 * Vendure's "Manually select products" keeps a set: its dashboard picker saves the products in
 * the order the database lists them, so staff cannot say which comes first. This filter selects
 * the same variants (every variant of the listed products) but keeps its `productIds` in the order
 * staff arrange them in the dashboard, and the storefront shows a shelf such as the home page's
 * popular destinations in that order (spec: staff curate it without code).
 */
export const orderedProductsFilter = new CollectionFilter({
  code: 'ordered-products-filter',
  description: [{ languageCode: LanguageCode.en, value: 'Products in the order listed' }],
  args: {
    productIds: {
      type: 'ID',
      list: true,
      label: [{ languageCode: LanguageCode.en, value: 'Products, first shown first' }],
      ui: { component: ORDERED_PRODUCTS_INPUT_ID },
    },
    combineWithAnd: combineWithAndArg,
  },
  apply: (qb, args) => {
    const key = randomSuffix('orderedProductIds');
    const ids = args.productIds;
    if (args.combineWithAnd === false) {
      return ids.length === 0 ? qb : qb.orWhere(`productVariant.productId IN (:...${key})`, { [key]: ids });
    }
    return ids.length === 0 ? qb.andWhere('1 = 0') : qb.andWhere(`productVariant.productId IN (:...${key})`, { [key]: ids });
  },
});
