import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import type { ratingMessages } from './rating.messages';
import { starKinds, type StarKind } from './rating.logic';
import { ratingStarVariants, type RatingVariantProps } from './rating.variants';

export interface RatingProps extends Omit<ComponentProps<'span'>, 'children' | 'role'>, RatingVariantProps {
  /** 0…`max`; drawn to the nearest half star, read to one decimal ("Rated 4.5 out of 5"). */
  value: number;
  /** Spec §9: ratings 1 to 5 stars. */
  max?: number;
  /** Shows the number after the stars, "4.9 / 5" (hidden from assistive tech: the stars' name says it). */
  showValue?: boolean;
}

/** Outer star, 24 × 24. */
const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.53L12 17.48l-5.87 3.09 1.12-6.53L2.5 9.41l6.56-.95z';
/** Its left half, for half stars. */
const HALF_STAR = 'M12 2.5v14.98l-5.87 3.09 1.12-6.53L2.5 9.41l6.56-.95z';

/**
 * Star rating (spec §9: full, half and empty stars; the 4.9 out of 5 block;
 * variant rating fixed at 5). One image to assistive tech, named by `label`;
 * every star is outlined in the rating colour, so empty and half stars stay
 * visible at 3:1 contrast.
 */
/** One formatter per locale for the life of the module: building an Intl.NumberFormat costs more than formatting with it. */
const ratingFormatters = new Map<string, Intl.NumberFormat>();

function ratingFormatter(locale: string): Intl.NumberFormat {
  let formatter = ratingFormatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    ratingFormatters.set(locale, formatter);
  }
  return formatter;
}

export function Rating({ value, max = 5, showValue = false, size, className, ...rest }: RatingProps) {
  const text = useComponentText<typeof ratingMessages>('Rating');
  const locale = useComponentLocale();
  const number = ratingFormatter(locale);
  const rating = number.format(value);
  // "4.9 / 5" is a notation, written the same in every shop language; only its numbers are localised.
  const shownValue = `${rating} / ${number.format(max)}`;
  return (
    <span data-slot="rating" className={cn('inline-flex items-center gap-1.5', className)} {...rest}>
      <span role="img" aria-label={text('label', { rating, max: number.format(max) })} className="inline-flex items-center gap-0.5">
        {starKinds(value, max).map((kind, index) => (
          <Star key={index} kind={kind} className={ratingStarVariants({ size })} />
        ))}
      </span>
      {showValue ? (
        <span aria-hidden="true" className="text-sm font-semibold tabular-nums">
          {shownValue}
        </span>
      ) : null}
    </span>
  );
}

function Star({ kind, className }: { kind: StarKind; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" data-star={kind} className={className}>
      {kind === 'full' ? <path d={STAR} fill="currentColor" /> : null}
      {kind === 'half' ? <path d={HALF_STAR} fill="currentColor" /> : null}
      <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
