import { cva, type VariantProps } from 'class-variance-authority';

/** Which layouts show: `auto` switches with the desktop breakpoint in CSS (no script, so the server's HTML is already right). */
export const promisesBarRowVariants = cva('grid-cols-4 gap-4', {
  variants: {
    layout: {
      auto: 'hidden desktop:grid',
      row: 'grid',
      slider: 'hidden',
    },
  },
  defaultVariants: { layout: 'auto' },
});

export const promisesBarSliderVariants = cva('', {
  variants: {
    layout: {
      auto: 'desktop:hidden',
      row: 'hidden',
      slider: '',
    },
  },
  defaultVariants: { layout: 'auto' },
});

/** A badge (`promise-badge`, promises-bar.css): icon beside the text in the desktop row, above it in a half-width slide on a phone. */
export const promiseBadgeVariants = cva('promise-badge', {
  variants: {
    placement: {
      row: 'items-start',
      slide: 'flex-col items-center text-center',
    },
  },
  defaultVariants: { placement: 'row' },
});

export type PromisesBarLayout = NonNullable<VariantProps<typeof promisesBarRowVariants>['layout']>;
export type PromiseBadgeVariantProps = VariantProps<typeof promiseBadgeVariants>;
