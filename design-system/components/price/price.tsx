import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import { formatMinorUnits } from './price.format';
import type { priceMessages } from './price.messages';
import { priceVariants, type PriceVariantProps } from './price.variants';

export interface PriceProps extends Omit<ComponentProps<'p'>, 'children'>, PriceVariantProps {
  /** Amount to pay, in minor units (cents): 1299 = €12.99. */
  amount: number;
  /** ISO 4217 code, e.g. "EUR", "USD". */
  currency: string;
  /** Price before discount in minor units; shown struck through only when higher than `amount`. */
  regularAmount?: number;
  /** The lowest of several prices (a destination's plans): "from €4.50", "from" placed as the language wants it. */
  startingPrice?: boolean;
  /** The amount excludes VAT (the catalogue's prices, spec §4): adds the note "VAT excl.". */
  excludesTax?: boolean;
}

/** Stands for the amount inside the formatted "from {price}", to split the text around it. */
const AMOUNT_MARK = '\u0000';

export function Price({
  amount,
  currency,
  regularAmount,
  startingPrice = false,
  excludesTax = false,
  size,
  className,
  ...rest
}: PriceProps) {
  const text = useComponentText<typeof priceMessages>('Price');
  const locale = useComponentLocale();
  const isDiscounted = regularAmount !== undefined && regularAmount > amount;
  const [fromBefore = '', fromAfter = ''] = startingPrice ? text('startingPrice', { price: AMOUNT_MARK }).split(AMOUNT_MARK) : [];
  const fromText = (words: string) =>
    words.trim() === '' ? null : (
      <span data-slot="price-from" className="text-sm text-muted-foreground">
        {words.trim()}
      </span>
    );

  return (
    <p data-slot="price" className={cn(priceVariants({ size }), className)} {...rest}>
      {fromText(fromBefore)}
      {isDiscounted ? (
        <del data-slot="price-regular" className="text-sm text-muted-foreground">
          <span className="sr-only">{text('regularPrice')} </span>
          {formatMinorUnits(regularAmount, currency, locale)}
        </del>
      ) : null}
      <span data-slot="price-amount" className={cn('font-bold tabular-nums', isDiscounted && 'text-promo-foreground')}>
        {isDiscounted ? <span className="sr-only">{text('discountedPrice')} </span> : null}
        {formatMinorUnits(amount, currency, locale)}
      </span>
      {fromText(fromAfter)}
      {excludesTax ? (
        <span data-slot="price-tax-note" className="text-xs text-muted-foreground">
          {text('taxNote')}
        </span>
      ) : null}
    </p>
  );
}
