import { cva, type VariantProps } from 'class-variance-authority';

/** PayPal's button colours: gold is the one PayPal recommends, blue its first alternative, white and black for pages where neither fits. */
export type PayPalButtonColor = 'gold' | 'blue' | 'white' | 'black';

export const PAYPAL_BUTTON_COLORS: readonly PayPalButtonColor[] = ['gold', 'blue', 'white', 'black'];

/*
 * PayPal's checkout button as its button rules describe it. The colours are
 * PayPal's, kept as their own tokens (`paypal-*` in the palette and theme),
 * apart from the shop's roles: a re-brand of the shop must not recolour
 * another company's mark. Text on each colour is the dark or white PayPal
 * pairs with it (both above 4.5:1).
 */
export const payPalButtonVariants = cva(
  [
    'relative inline-flex max-w-full min-w-37.5 items-center justify-center gap-1.5 px-4 font-semibold whitespace-nowrap',
    'cursor-pointer select-none transition-colors duration-(--motion-duration-fast)',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'aria-busy:cursor-progress',
  ],
  {
    variants: {
      color: {
        gold: 'bg-paypal-gold text-paypal-ink hover:enabled:bg-paypal-gold-hover',
        blue: 'bg-paypal-blue text-white hover:enabled:bg-paypal-blue-hover',
        white: 'border border-paypal-outline bg-white text-paypal-ink hover:enabled:bg-paypal-white-hover',
        black: 'bg-paypal-ink text-white hover:enabled:bg-apple-pay',
      } satisfies Record<PayPalButtonColor, string>,
      shape: {
        // PayPal's two corner styles: slightly rounded "rect" and fully round "pill".
        rect: 'rounded-sm',
        pill: 'rounded-full',
      },
      size: {
        // PayPal sizes its button between 35 and 55 px high; md is the 44 px touch target.
        sm: 'h-8.75 text-sm',
        md: 'h-11 text-base',
        lg: 'h-13.75 text-lg',
      },
      fullWidth: {
        true: 'w-full',
        false: '',
      },
    },
    defaultVariants: { color: 'gold', shape: 'rect', size: 'md', fullWidth: false },
  },
);

/** The wordmark grows with the button, keeping PayPal's proportion of mark to button height. */
export const payPalWordmarkSizeVariants = cva('w-auto', {
  variants: {
    size: {
      sm: 'h-4',
      md: 'h-5',
      lg: 'h-6',
    },
  },
  defaultVariants: { size: 'md' },
});

export type PayPalButtonVariantProps = VariantProps<typeof payPalButtonVariants>;
