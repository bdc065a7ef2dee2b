import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The scrolling strip: native horizontal scroll with snap points, so a swipe
 * on a phone moves with the finger and settles on a page, and the slides are
 * usable before (or without) JavaScript. The scrollbar is hidden: the
 * controls, the swipe and the arrow keys move it.
 */
export const sliderTrackClassName = [
  'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain',
  '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
  'rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
].join(' ');

/** A slide takes 1/perView of the track (`--slider-per-view` set on the root); spacing is inside, so pages are exactly one track wide. */
export const sliderSlideClassName = 'min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--slider-per-view))] px-1';

export const sliderArrowClassName = ['w-11 rounded-full px-0', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60'].join(' ');

/**
 * A bullet: a 24 px target (WCAG 2.5.8) around a small dot. The current page
 * is a wider, filled pill, not only a different colour.
 */
export const sliderBulletVariants = cva(
  [
    'inline-flex size-6 cursor-pointer items-center justify-center rounded-full',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'before:block before:h-2.5 before:rounded-full before:border before:border-input',
    'before:transition-[width,background-color] before:duration-(--motion-duration-base)',
  ],
  {
    variants: {
      current: {
        true: 'w-8 before:w-6 before:border-primary before:bg-primary',
        false: 'before:w-2.5 before:bg-card hover:before:bg-muted',
      },
    },
    defaultVariants: { current: false },
  },
);

export type SliderBulletVariantProps = VariantProps<typeof sliderBulletVariants>;
