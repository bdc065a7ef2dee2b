import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { PayPalWordmark } from '../../lib/icons';
import { useDelayedFlag } from '../../lib/use-delayed-flag';
import { timings } from '../../tokens';
import { Spinner } from '../spinner/spinner';
import { payPalButtonVariants, payPalWordmarkSizeVariants, type PayPalButtonVariantProps } from './paypal-button.variants';

/**
 * Words next to the wordmark, as PayPal's button labels allow them: "Pay with"
 * is the only wording that goes before the mark ("Pay with [PayPal]");
 * "Checkout" and "Buy Now" go after it ("[PayPal] Checkout"). No tagline.
 */
export interface PayPalButtonCaption {
  kind: 'pay' | 'checkout' | 'buynow';
  /** The words, already translated: "Pay with", "Checkout", "Buy Now". */
  text: string;
}

export interface PayPalButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'color' | 'aria-label'>, PayPalButtonVariantProps {
  /**
   * The accessible name, already translated: "Pay with PayPal". It replaces
   * what the button shows, so it should contain the caption's words and
   * "PayPal" (speech users say what they see).
   */
  label: string;
  /** Without it the button shows the wordmark alone, PayPal's recommended label. */
  caption?: PayPalButtonCaption;
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
 * 35–55 px height, wordmark, wordings) without PayPal's script: the shop
 * starts the Orders v2 flow itself (spec §4 wallet payment), so this is a
 * plain button with a click callback.
 */
export function PayPalButton({
  label,
  caption,
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
  const showSpinner = useDelayedFlag(busy, loaderDelayMs);
  const resolvedColor = color ?? 'gold';

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // Not the native `disabled`: that would drop keyboard focus while the flow starts.
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  const captionText =
    caption === undefined ? null : (
      <span data-slot="paypal-button-caption" data-kind={caption.kind} className="min-w-0 truncate">
        {caption.text}
      </span>
    );

  return (
    <button
      type="button"
      data-slot="paypal-button"
      data-color={resolvedColor}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={cn(payPalButtonVariants({ color, shape, size, fullWidth }), className)}
      onClick={handleClick}
      {...rest}
    >
      <span data-slot="paypal-button-content" className={cn('inline-flex min-w-0 items-center gap-1.5', showSpinner && 'opacity-0')}>
        {caption?.kind === 'pay' ? captionText : null}
        {/* Two-tone on the light buttons; white on blue and black, as PayPal draws them. */}
        <PayPalWordmark
          tone={resolvedColor === 'blue' || resolvedColor === 'black' ? 'mono' : 'brand'}
          className={payPalWordmarkSizeVariants({ size })}
        />
        {caption !== undefined && caption.kind !== 'pay' ? captionText : null}
      </span>
      {showSpinner ? <Spinner size={size === 'lg' ? 'lg' : 'md'} className="absolute" /> : null}
    </button>
  );
}
