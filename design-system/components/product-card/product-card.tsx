import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { LinkRenderProps, RenderLink } from '../../lib/render-link';
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

const renderAnchor: RenderLink = ({ href, children, ...rest }: LinkRenderProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/**
 * Destination card. The title link is stretched over the card with a
 * pseudo-element, so the whole card is clickable while assistive tech hears one
 * link named by the destination (not the price and flag too).
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
    <article
      data-slot="product-card"
      className={cn(
        'group relative flex min-w-0 items-center gap-3 rounded-lg border bg-card p-4 text-card-foreground',
        'transition-shadow duration-(--motion-duration-fast) hover:shadow-md',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        className,
      )}
      {...rest}
    >
      <Flag code={flagCode} size="lg" basePath={flagBasePath} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading data-slot="product-card-title" className="line-clamp-2 text-base leading-snug font-semibold">
          {renderLink({
            href,
            className: 'after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none',
            children: title,
          })}
        </Heading>
        {subtitle === undefined ? null : (
          <p data-slot="product-card-subtitle" className="text-sm text-muted-foreground">
            {subtitle}
          </p>
        )}
        <Price size="sm" amount={price.amount} currency={price.currency} regularAmount={price.regularAmount} startingPrice excludesTax />
      </div>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0 text-muted-foreground transition-transform duration-(--motion-duration-fast) group-hover:translate-x-0.5 rtl:rotate-180"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9 6l6 6-6 6" />
      </svg>
    </article>
  );
}
