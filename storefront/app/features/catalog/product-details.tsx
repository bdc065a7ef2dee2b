import { useIntl } from 'react-intl';

import type { ListingItem, Product, ReviewSummary } from '@shop/api';
import { CoverageList, Flag, InfoRows, Rating, VariantPicker } from '@shop/design-system';

import { AddToCartButton } from '../cart/add-to-cart-button';
import { useLocale } from '../../lib/i18n/locale-route';
import { productPath } from '../../lib/routing/product-path';
import { renderRouterLink } from '../../lib/routing/router-link';
import { DestinationGrid } from './destination-grid';
import { LookAlikeNotice } from './look-alike-notice';
import { WriteReviewButton } from '../reviews/review-modal';

interface ProductDetailsProps {
  product: Product;
  /** This destination's rating from its approved reviews; null when it could not be read. */
  rating: ReviewSummary | null;
  related: ListingItem[];
  onSelectVariant: (variantId: string) => void;
}

/** The product page body (spec §2): title pattern, plan picker with the price, and the plan's info rows. */
export function ProductDetails({ product, rating, related, onSelectVariant }: ProductDetailsProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <article className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 desktop:grid-cols-[1fr_24rem] desktop:items-start">
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          {product.coverImages ? (
            <img
              src={product.coverImages.small.src}
              srcSet={`${product.coverImages.small.src} ${product.coverImages.small.width}w, ${product.coverImages.medium.src} ${product.coverImages.medium.width}w, ${product.coverImages.large.src} ${product.coverImages.large.width}w`}
              sizes="4rem"
              width={product.coverImages.small.width}
              height={product.coverImages.small.height}
              alt=""
              className="h-12 w-16 shrink-0 rounded-md border border-border object-cover"
            />
          ) : (
            <Flag code={product.flagCode} size="lg" />
          )}
          <h1 className="text-2xl font-bold tracking-tight tablet:text-3xl">
            {intl.formatMessage({ id: 'product.title' }, { region: product.region, name: product.name })}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {/* The destination's own rating (spec §3's fixed 5 was the seed's placeholder: README "Notes"), none below 3 reviews. */}
          {rating?.average != null ? (
            <p className="flex items-center gap-2">
              <Rating value={rating.average} showValue />
              <span className="text-sm text-muted-foreground">
                {intl.formatMessage({ id: 'product.rating.count' }, { count: rating.count })}
              </span>
            </p>
          ) : null}
          <WriteReviewButton destination={product.slug} />
        </div>
        <LookAlikeNotice product={product} />
        {product.intro.map((paragraph) => (
          <p key={paragraph} className="text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </div>
      <aside
        aria-labelledby="choose-plan"
        className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 desktop:sticky desktop:top-20 desktop:col-start-2 desktop:row-span-2 desktop:row-start-1"
      >
        <h2 id="choose-plan" className="text-lg font-semibold">
          {intl.formatMessage({ id: 'product.choosePlan' })}
        </h2>
        <VariantPicker
          variants={product.variants.map((variant) => ({ ...variant, price: variant.price.amount }))}
          currency={product.variants[0]?.price.currency ?? 'EUR'}
          value={product.selectedVariantId}
          onChange={onSelectVariant}
        />
        <AddToCartButton variantId={product.selectedVariantId} />
        <p className="text-sm text-muted-foreground">{intl.formatMessage({ id: 'product.vatNote' })}</p>
      </aside>
      <section aria-labelledby="plan-details" className="desktop:col-start-1">
        <h2 id="plan-details" className="mb-2 text-lg font-semibold">
          {intl.formatMessage({ id: 'product.details' })}
        </h2>
        <InfoRows rows={product.infoRows} />
        {product.coverage.length > 0 ? (
          <div className="mt-4">
            <CoverageList
              destinations={product.coverage.map((destination) => ({
                code: destination.code,
                name: destination.name,
                ...(destination.slug ? { href: productPath(locale, destination.slug) } : {}),
              }))}
              renderLink={renderRouterLink}
            />
          </div>
        ) : null}
      </section>
      {related.length > 0 ? (
        <section aria-labelledby="related-plans" className="desktop:col-span-2">
          <h2 id="related-plans" className="mb-3 text-lg font-semibold">
            {intl.formatMessage({ id: 'product.related' })}
          </h2>
          <DestinationGrid items={related} headingLevel="h3" />
        </section>
      ) : null}
    </article>
  );
}
