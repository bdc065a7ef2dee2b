import { cva, type VariantProps } from 'class-variance-authority';

/** Rendered pixel size per size name; flags are 4:3, so height = width × 3/4. */
export const flagDimensions = {
  sm: { width: 20, height: 15 },
  md: { width: 32, height: 24 },
  lg: { width: 48, height: 36 },
} as const;

export type FlagSize = keyof typeof flagDimensions;

export const flagVariants = cva(
  // flag.css: the base classes, the hairline included, as one utility.
  'flag',
  {
    variants: {
      size: {
        sm: 'h-[15px] w-5 rounded-[2px]',
        md: 'h-6 w-8 rounded-sm',
        lg: 'h-9 w-12 rounded-md',
      } satisfies Record<FlagSize, string>,
    },
    defaultVariants: { size: 'md' },
  },
);

export type FlagVariantProps = VariantProps<typeof flagVariants>;
