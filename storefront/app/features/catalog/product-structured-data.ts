import type { Product } from '@shop/api';

import { productPath } from '../../lib/routing/product-path';

interface ProductJsonLdInput {
  product: Product;
  locale: string;
  origin: string;
  siteName: string;
  imageUrl: string;
}

const toDecimal = (minorUnits: number) => (minorUnits / 100).toFixed(2);

/** schema.org Product with one Offer per plan; prices are net of VAT, as the shop shows them. */
export function productJsonLd({ product, locale, origin, siteName, imageUrl }: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.intro.join(' '),
    image: imageUrl,
    brand: { '@type': 'Brand', name: siteName },
    url: new URL(productPath(locale, product.slug), origin).toString(),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      name: variant.name,
      url: new URL(productPath(locale, product.slug, { data: variant.data.code, duration: variant.duration.code }), origin).toString(),
      price: toDecimal(variant.price.amount),
      priceCurrency: variant.price.currency,
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: toDecimal(variant.price.amount),
        priceCurrency: variant.price.currency,
        valueAddedTaxIncluded: false,
      },
    })),
  };
}
