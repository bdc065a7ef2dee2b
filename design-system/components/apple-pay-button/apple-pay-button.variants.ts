import { cva, type VariantProps } from 'class-variance-authority';

/** Apple's button types the shop uses: the mark alone, "Buy with", "Check out with". */
export type ApplePayButtonType = 'plain' | 'buy' | 'checkout';

/** Apple's three button styles. */
export type ApplePayButtonStyle = 'black' | 'white' | 'white-outline';

export const APPLE_PAY_BUTTON_TYPES: readonly ApplePayButtonType[] = ['plain', 'buy', 'checkout'];
export const APPLE_PAY_BUTTON_STYLES: readonly ApplePayButtonStyle[] = ['black', 'white', 'white-outline'];

/*
 * Where Safari draws Apple's own button (`@supports (-webkit-appearance:
 * -apple-pay-button)`), the `supports-[…]:` classes hand the box to it with
 * the chosen type and style, and the fallback content inside is hidden.
 * Everywhere else the fallback is drawn to Apple's guidelines: black, white
 * or outlined white, rounded, at least 30 px high and 140 px wide. The
 * colours are Apple's (pure black and white), kept as their own token
 * (`apple-pay`) apart from the shop's roles: a re-brand of the shop must not
 * recolour them.
 */
export const applePayButtonVariants = cva(
  [
    'relative inline-flex w-full min-h-7.5 min-w-35 items-center justify-center px-4 rounded-md',
    'cursor-pointer select-none font-semibold whitespace-nowrap',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'aria-busy:cursor-progress',
    'supports-[-webkit-appearance:-apple-pay-button]:[-webkit-appearance:-apple-pay-button]',
    'supports-[-webkit-appearance:-apple-pay-button]:*:data-[slot=apple-pay-button-fallback]:hidden',
  ],
  {
    variants: {
      type: {
        plain: 'supports-[-webkit-appearance:-apple-pay-button]:[-apple-pay-button-type:plain]',
        buy: 'supports-[-webkit-appearance:-apple-pay-button]:[-apple-pay-button-type:buy]',
        checkout: 'supports-[-webkit-appearance:-apple-pay-button]:[-apple-pay-button-type:check-out]',
      } satisfies Record<ApplePayButtonType, string>,
      buttonStyle: {
        black: 'bg-apple-pay text-white supports-[-webkit-appearance:-apple-pay-button]:[-apple-pay-button-style:black]',
        white: 'bg-white text-apple-pay supports-[-webkit-appearance:-apple-pay-button]:[-apple-pay-button-style:white]',
        'white-outline':
          'border border-apple-pay bg-white text-apple-pay supports-[-webkit-appearance:-apple-pay-button]:[-apple-pay-button-style:white-outline]',
      } satisfies Record<ApplePayButtonStyle, string>,
      size: {
        // sm is Apple's 30 px minimum, for dense desktop summaries; md is the 44 px touch target.
        sm: 'h-7.5 text-sm',
        md: 'h-11 text-base',
        lg: 'h-12 text-lg',
      },
    },
    defaultVariants: { type: 'plain', buttonStyle: 'black', size: 'md' },
  },
);

/** The veil with the spinner laid over the button while busy: over Apple's own drawing too, which takes no children. */
export const applePayBusyVeilVariants = cva('pointer-events-none absolute inset-0 flex items-center justify-center rounded-md', {
  variants: {
    buttonStyle: {
      black: 'bg-apple-pay text-white',
      white: 'bg-white text-apple-pay',
      'white-outline': 'border border-apple-pay bg-white text-apple-pay',
    } satisfies Record<ApplePayButtonStyle, string>,
  },
  defaultVariants: { buttonStyle: 'black' },
});

export type ApplePayButtonVariantProps = VariantProps<typeof applePayButtonVariants>;
