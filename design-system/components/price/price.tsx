import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatMinorUnits } from './price.format';
import { priceVariants, type PriceVariantProps } from './price.variants';

export interface PriceProps extends Omit<ComponentProps<'p'>, 'children'>, PriceVariantProps {
  /** Amount to pay, in minor units (cents): 1299 = €12.99. */
  amount: number;
  /** ISO 4217 code, e.g. "EUR", "USD". */
  currency: string;
  /** BCP 47 tag for Intl, e.g. "fr", "ja", "zh-Hant" (the storefront maps its "tw" code). */
  locale: string;
  /** Price before discount in minor units; shown struck through only when higher than `amount`. */
  regularAmount?: number;
  /** Translated "from" text for starting prices. */
  fromLabel?: string;
  /** Some languages put "from" after the number (ja "¥1,000〜"). */
  fromPosition?: 'before' | 'after';
  /** Translated tax note, e.g. "VAT excl.". */
  taxNote?: string;
  /** Screen-reader text before the struck price (strikethrough is not announced), e.g. "Regular price". */
  regularPriceLabel?: string;
  /** Screen-reader text before the discounted price, e.g. "Sale price". */
  discountedPriceLabel?: string;
}

export function Price({
  amount,
  currency,
  locale,
  regularAmount,
  fromLabel,
  fromPosition = 'before',
  taxNote,
  regularPriceLabel,
  discountedPriceLabel,
  size,
  className,
  ...rest
}: PriceProps) {
  const isDiscounted = regularAmount !== undefined && regularAmount > amount;
  const fromText =
    fromLabel === undefined ? null : (
      <span data-slot="price-from" className="text-sm text-muted-foreground">
        {fromLabel}
      </span>
    );

  return (
    <p data-slot="price" className={cn(priceVariants({ size }), className)} {...rest}>
      {fromPosition === 'before' ? fromText : null}
      {isDiscounted ? (
        <del data-slot="price-regular" className="text-sm text-muted-foreground">
          {regularPriceLabel === undefined ? null : <span className="sr-only">{regularPriceLabel} </span>}
          {formatMinorUnits(regularAmount, currency, locale)}
        </del>
      ) : null}
      <span data-slot="price-amount" className={cn('font-bold tabular-nums', isDiscounted && 'text-promo-foreground')}>
        {isDiscounted && discountedPriceLabel !== undefined ? <span className="sr-only">{discountedPriceLabel} </span> : null}
        {formatMinorUnits(amount, currency, locale)}
      </span>
      {fromPosition === 'after' ? fromText : null}
      {taxNote === undefined ? null : (
        <span data-slot="price-tax-note" className="text-xs text-muted-foreground">
          {taxNote}
        </span>
      )}
    </p>
  );
}
