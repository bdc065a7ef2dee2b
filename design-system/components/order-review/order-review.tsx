import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import type { CartMoney } from '../cart-line/cart-line';
import { PlanFlag } from '../flag/flag';
import { formatMinorUnits } from '../price/price.format';
import type { orderReviewMessages } from './order-review.messages';
import { orderReviewLineVariants, type OrderReviewLineVariantProps } from './order-review.variants';

/**
 * A line as the checkout sidebar shows it. The field names are `CartLineView`'s
 * (the api's `CartLine`), so cart lines pass straight in.
 */
export interface OrderReviewLine {
  id: string;
  /** The variant, "France eSIM 5 GB 30 days"; shown when there is no `productName`. */
  name: string;
  /** The plan, "France eSIM": shown instead of `name`, whose options the next line already lists. */
  productName?: string;
  /** flag-icons code of the destination; null shows a globe (regional plans without a flag). */
  flagCode: string | null;
  /** Data amount then duration, joined with " · ". */
  options: readonly { name: string }[];
  quantity: number;
  /** The whole line after discounts, excluding VAT. */
  linePrice: CartMoney;
}

export interface OrderReviewProps extends Omit<ComponentProps<'ul'>, 'children'>, OrderReviewLineVariantProps {
  lines: readonly OrderReviewLine[];
  flagBasePath?: string;
}

/**
 * The cart's lines, read-only and compact, for the checkout's sidebar next to
 * `CartSummary`: flag, plan, options, "× quantity" and the line total. No
 * links or controls: the checkout is not the place to edit the cart.
 */
export function OrderReview({ lines, flagBasePath, density, className, ...rest }: OrderReviewProps) {
  const text = useComponentText<typeof orderReviewMessages>('OrderReview');
  const locale = useComponentLocale();
  return (
    <ul
      aria-label={text('list')}
      data-slot="order-review"
      className={cn('flex min-w-0 flex-col divide-y divide-border', className)}
      {...rest}
    >
      {lines.map((line) => {
        const optionsText = line.options.map((option) => option.name).join(' · ');
        return (
          <li key={line.id} data-slot="order-review-line" className={orderReviewLineVariants({ density })}>
            <PlanFlag code={line.flagCode} size="md" basePath={flagBasePath} className="mt-0.5" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p data-slot="order-review-name" className="text-sm leading-snug font-semibold [overflow-wrap:anywhere]">
                {line.productName ?? line.name}
              </p>
              {optionsText === '' ? null : (
                <p data-slot="order-review-options" className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {optionsText}
                </p>
              )}
              <p data-slot="order-review-quantity" className="text-sm text-muted-foreground tabular-nums">
                <span className="sr-only">{text('quantity')} </span>
                {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the multiplication sign, hidden from readers, is the same in every language */}
                <span aria-hidden="true">× </span>
                {line.quantity}
              </p>
            </div>
            <p data-slot="order-review-total" className="shrink-0 text-sm font-bold tabular-nums">
              <span className="sr-only">{text('lineTotal')} </span>
              {formatMinorUnits(line.linePrice.amount, line.linePrice.currency, locale)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
