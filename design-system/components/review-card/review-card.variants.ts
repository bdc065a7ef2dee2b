import { cva, type VariantProps } from 'class-variance-authority';

/**
 * `card`: a bordered card (the reviews page's grid, the home page's slider).
 * `plain`: no box, for a list whose items are already separated by rules.
 */
export const reviewCardVariants = cva('flex min-w-0 flex-col gap-3 text-card-foreground', {
  variants: {
    variant: {
      card: 'rounded-lg border bg-card p-5',
      plain: 'py-4',
    },
  },
  defaultVariants: { variant: 'card' },
});

/**
 * The reviewer's picture: the card's width, the height from the `width` and
 * `height` attributes (so the room is kept before the lazy image loads),
 * capped at 15 rem with the picture cropped to fill rather than stretched.
 */
export const reviewCardPictureClassName = 'h-auto max-h-60 w-full rounded-md bg-muted object-cover';

export type ReviewCardVariantProps = VariantProps<typeof reviewCardVariants>;
