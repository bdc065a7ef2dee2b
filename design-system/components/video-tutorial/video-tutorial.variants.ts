import { cva, type VariantProps } from 'class-variance-authority';

/** The 16:9 frame that holds the placeholder, then the player, at the same size (no layout shift on load). */
export const videoTutorialFrameClassName = 'relative aspect-video w-full overflow-hidden rounded-lg bg-muted';

/** The big play button of the placeholder. */
export const videoTutorialLoadVariants = cva(
  [
    'inline-flex min-h-11 max-w-full items-center gap-2 rounded-full px-5 py-2 text-base font-semibold',
    'cursor-pointer shadow-md transition-colors duration-(--motion-duration-fast)',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      tone: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-card text-foreground hover:bg-muted',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

export type VideoTutorialLoadVariantProps = VariantProps<typeof videoTutorialLoadVariants>;
