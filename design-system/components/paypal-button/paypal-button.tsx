import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { PayPalWordmark } from '../../lib/icons';
import { useBusyPress } from '../../lib/use-busy-press';
import { timings } from '../../tokens';
import { Spinner } from '../spinner/spinner';
import type { payPalButtonMessages } from './paypal-button.messages';
import { payPalButtonVariants, payPalWordmarkSizeVariants, type PayPalButtonVariantProps } from './paypal-button.variants';

export interface PayPalButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'color' | 'aria-label'>, PayPalButtonVariantProps {
  /**
   * The wallet flow is starting (access token, create order): clicks are
   * ignored and `aria-busy` is set at once; the spinner replaces the mark
   * only after `loaderDelayMs`, so a fast redirect does not flash.
   */
  busy?: boolean;
  /** Defaults to the spec's button-loader delay (330 ms). */
  loaderDelayMs?: number;
}

/**
 * PayPal's checkout button, drawn to PayPal's button rules (colour, shape,
 * 35–55 px height, the wordmark alone: PayPal's recommended label) without PayPal's script: the shop
 * starts the Orders v2 flow itself (spec §4 wallet payment), so this is a
 * plain button with a click callback.
 */
export function PayPalButton({
  busy = false,
  loaderDelayMs = timings.buttonLoaderDelayMs,
  color,
  shape,
  size,
  fullWidth,
  className,
  onClick,
  ...rest
}: PayPalButtonProps) {
  const text = useComponentText<typeof payPalButtonMessages>('PayPalButton');
  const { showSpinner, busyProps } = useBusyPress(busy, loaderDelayMs, onClick);
  const resolvedColor = color ?? 'gold';

  return (
    <button
      type="button"
      data-slot="paypal-button"
      data-color={resolvedColor}
      aria-label={text('label')}
      {...busyProps}
      className={cn(payPalButtonVariants({ color, shape, size, fullWidth }), className)}
      {...rest}
    >
      <span data-slot="paypal-button-content" className={cn('inline-flex min-w-0 items-center gap-1.5', showSpinner && 'opacity-0')}>
        {/* Two-tone on the light buttons; white on blue and black, as PayPal draws them. */}
        <PayPalWordmark
          tone={resolvedColor === 'blue' || resolvedColor === 'black' ? 'mono' : 'brand'}
          className={payPalWordmarkSizeVariants({ size })}
        />
      </span>
      {showSpinner ? <Spinner size={size === 'lg' ? 'lg' : 'md'} className="absolute" /> : null}
    </button>
  );
}
