import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The status line under the fields: a count, the "compatible" verdict when a
 * single model is left (tinted and ticked, not colour alone), or the no-match
 * message.
 */
export const deviceCheckerStatusVariants = cva('flex min-h-11 items-center gap-2 rounded-md text-base [overflow-wrap:anywhere]', {
  variants: {
    tone: {
      count: 'text-muted-foreground',
      compatible: 'bg-success px-3 py-2 font-semibold text-success-foreground',
      noMatch: 'bg-muted px-3 py-2 text-foreground',
    },
  },
  defaultVariants: { tone: 'count' },
});

export type DeviceCheckerStatusVariantProps = VariantProps<typeof deviceCheckerStatusVariants>;
