import type { ComponentProps, ComponentType, SVGProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { AmexMark, DiscoverMark, MastercardMark, VisaMark } from '../../lib/icons';
import type { cardBrandsMessages } from './card-brands.messages';
import { cardBrandMarkVariants, type CardBrandMarkVariantProps } from './card-brands.variants';

/** The card brands the shop accepts (spec §1), named like the api's card token `brand`. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/** Spec §1 order: visa, mastercard, amex, discover. */
export const CARD_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex', 'discover'];

/**
 * Brand names are trade names, written the same in every language the shop
 * speaks, so they default here; `names` overrides them (e.g. a script that
 * spells them differently).
 */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const marks: Record<CardBrand, ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>> = {
  visa: VisaMark,
  mastercard: MastercardMark,
  amex: AmexMark,
  discover: DiscoverMark,
};

export interface CardBrandMarkProps extends Omit<ComponentProps<'span'>, 'children' | 'role'>, CardBrandMarkVariantProps {
  brand: CardBrand;
  /** Accessible name; defaults to the brand's trade name ("Visa"). */
  name?: string;
}

/** One brand's mark in a small card-shaped badge, an image named after the brand. */
export function CardBrandMark({ brand, name, size, className, ...rest }: CardBrandMarkProps) {
  const MarkOfBrand = marks[brand];
  return (
    <span
      role="img"
      aria-label={name ?? CARD_BRAND_NAMES[brand]}
      data-slot="card-brand-mark"
      data-brand={brand}
      className={cn(cardBrandMarkVariants({ size }), className)}
      {...rest}
    >
      <MarkOfBrand />
    </span>
  );
}

export interface CardBrandsProps extends Omit<ComponentProps<'ul'>, 'children'>, CardBrandMarkVariantProps {
  /** Which marks, in order. Default: the four of spec §1. */
  brands?: readonly CardBrand[];
  /** Overrides of the trade names (see `CARD_BRAND_NAMES`). */
  names?: Partial<Record<CardBrand, string>>;
}

/**
 * The row of accepted card brands (spec §1): a labelled list so a screen
 * reader says "Accepted cards, list, 4 items: Visa, Mastercard…". Used under
 * the card form and in the footer.
 */
export function CardBrands({ brands = CARD_BRANDS, names, size, className, ...rest }: CardBrandsProps) {
  const text = useComponentText<typeof cardBrandsMessages>('CardBrands');
  return (
    <ul aria-label={text('label')} data-slot="card-brands" className={cn('flex flex-wrap items-center gap-2', className)} {...rest}>
      {brands.map((brand) => (
        <li key={brand} className="flex">
          <CardBrandMark brand={brand} name={names?.[brand]} size={size} />
        </li>
      ))}
    </ul>
  );
}
