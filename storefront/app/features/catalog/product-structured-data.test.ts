import { describe, expect, it } from 'vitest';

import type { Product } from '@shop/api';

import { productJsonLd } from './product-structured-data';

const product: Product = {
  id: '1',
  slug: 'france',
  name: 'France eSIM',
  region: 'France',
  flagCode: 'fr',
  planType: 'local',
  regionCode: 'europe',
  regionValueId: '3',
  intro: ['Prepaid data-only eSIM.'],
  infoRows: [],
  variants: [
    {
      id: 'a',
      sku: 'FR-1GB-7D',
      name: 'France eSIM 1 GB 7 days',
      data: { code: '1gb', label: '1 GB' },
      duration: { code: '7d', label: '7 days' },
      price: { amount: 399, currency: 'EUR' },
    },
    {
      id: 'b',
      sku: 'FR-5GB-30D',
      name: 'France eSIM 5 GB 30 days',
      data: { code: '5gb', label: '5 GB' },
      duration: { code: '30d', label: '30 days' },
      price: { amount: 1299, currency: 'EUR' },
    },
  ],
  selectedVariantId: 'a',
  slugByLocale: { en: 'france' },
  metaTitle: undefined,
  metaDescription: undefined,
  coverImages: undefined,
  coverage: [],
  lookAlikes: [],
};

describe('product structured data', () => {
  it('offers every plan with its net price, currency and address', () => {
    const data = productJsonLd({
      product,
      locale: 'en',
      origin: 'https://shop.test',
      siteName: 'Shop',
      imageUrl: 'https://shop.test/flags/4x3/fr.svg',
    });
    expect(data).toMatchObject({ '@type': 'Product', name: 'France eSIM', url: 'https://shop.test/en/esim-france.html' });
    expect(data['offers']).toEqual([
      expect.objectContaining({
        sku: 'FR-1GB-7D',
        price: '3.99',
        priceCurrency: 'EUR',
        url: 'https://shop.test/en/esim-france.html?data=1gb&duration=7d',
      }),
      expect.objectContaining({
        sku: 'FR-5GB-30D',
        price: '12.99',
        priceSpecification: expect.objectContaining({ valueAddedTaxIncluded: false }),
      }),
    ]);
  });
});
