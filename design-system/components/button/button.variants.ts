import { cva, type VariantProps } from 'class-variance-authority';

export const buttonVariants = cva(
  [
    'relative inline-flex items-center justify-center gap-2 whitespace-nowrap font-semibold',
    'rounded-md transition-colors duration-(--motion-duration-fast) select-none cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'aria-busy:cursor-progress',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:enabled:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:enabled:bg-secondary-hover',
        ghost: 'bg-transparent text-foreground hover:enabled:bg-muted',
        link: 'h-auto px-0 bg-transparent text-primary underline-offset-4 hover:enabled:underline',
      },
      size: {
        // md and lg reach the 44 px touch target; sm is for dense desktop toolbars.
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-4 text-base',
        lg: 'h-12 px-6 text-lg',
      },
    },
    compoundVariants: [
      // A link-styled button keeps the text size but has no box padding or fixed height.
      { variant: 'link', size: ['sm', 'md', 'lg'], className: 'h-auto px-0' },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
