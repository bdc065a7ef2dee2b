import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { Flag } from '../flag/flag';
import { Price } from '../price/price';

export interface ProductCardPrice {
  /** Lowest plan price in minor units. */
  amount: number;
  currency: string;
  /** Price before discount in minor units, if discounted. */
  regularAmount?: number;
}

export interface ProductCardProps extends Omit<ComponentProps<'article'>, 'title' | 'children'> {
  /** Destination name; it is also the name of the card's only link. */
  title: string;
  /** flag-icons code of the destination (`fr`, `jp`, `eu`). */
  flagCode: string;
  /** Product page URL; the whole card is clickable. */
  href: string;
  /** Shown as a starting price, VAT excluded: "from €4.50 VAT excl.". */
  price: ProductCardPrice;
  /** Secondary line, e.g. "Data plans from 1 GB". */
  subtitle?: ReactNode;
  /** Heading level fitting the page outline (a list under an h2 wants h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Renders the link; pass one using React Router's `Link` for client-side navigation. */
  renderLink?: RenderLink;
  /** Forwarded to the flag images (CDN override). */
  flagBasePath?: string;
}

/**
 * Destination card. The title link is stretched over the card with a
 * pseudo-element, so the whole card is clickable while assistive tech hears one
 * link named by the destination (not the price and flag too). Its classes are utilities of its
 * own (product-card.css): a listing repeats the card, and the HTML should not repeat long lists.
 */
export function ProductCard({
  title,
  flagCode,
  href,
  price,
  subtitle,
  headingLevel: Heading = 'h3',
  renderLink = renderAnchor,
  flagBasePath,
  className,
  ...rest
}: ProductCardProps) {
  return (
    <article data-slot="product-card" className={cn('product-card', className)} {...rest}>
      <Flag code={flagCode} size="lg" basePath={flagBasePath} />
      <div className="product-card-body">
        <Heading data-slot="product-card-title" className="product-card-title">
          {renderLink({ href, className: 'product-card-link', children: title })}
        </Heading>
        {subtitle === undefined ? null : (
          <p data-slot="product-card-subtitle" className="text-sm text-muted-foreground">
            {subtitle}
          </p>
        )}
        <Price size="sm" amount={price.amount} currency={price.currency} regularAmount={price.regularAmount} startingPrice excludesTax />
      </div>
      <span aria-hidden="true" className="product-card-chevron" />
    </article>
  );
}
