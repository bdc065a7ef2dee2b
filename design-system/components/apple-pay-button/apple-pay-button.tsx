import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { AppleLogoGlyph } from '../../lib/icons';
import { useBusyPress } from '../../lib/use-busy-press';
import { timings } from '../../tokens';
import { Spinner } from '../spinner/spinner';
import type { applePayButtonMessages } from './apple-pay-button.messages';
import {
  applePayBusyVeilVariants,
  applePayButtonVariants,
  type ApplePayButtonStyle,
  type ApplePayButtonType,
  type ApplePayButtonVariantProps,
} from './apple-pay-button.variants';

export interface ApplePayButtonProps
  extends
    Omit<ComponentProps<'button'>, 'children' | 'type' | 'aria-label' | 'className'>,
    Omit<ApplePayButtonVariantProps, 'type' | 'buttonStyle'> {
  /**
   * Apple's button type (the words Safari draws): `plain` shows the mark
   * alone, `buy` "Buy with", `checkout` "Check out with". Named like the
   * `type` of Apple's own button element. The accessible name is "Pay with
   * Apple Pay" whatever the type.
   */
  type?: ApplePayButtonType;
  /**
   * Apple's button style: `black` (default), `white` on dark backgrounds,
   * `white-outline` on white ones. Named like Apple's `buttonstyle`
   * attribute (React's `style` is the inline CSS).
   */
  buttonStyle?: ApplePayButtonStyle;
  /**
   * The payment sheet is opening or the payment is being authorised: clicks
   * are ignored and `aria-busy` is set at once; a spinner covers the button
   * after `loaderDelayMs`, so a fast sheet does not flash one.
   */
  busy?: boolean;
  /** Defaults to the spec's button-loader delay (330 ms). */
  loaderDelayMs?: number;
  /** Class of the wrapper, which sizes the button (e.g. `w-full`, `max-w-80`). */
  className?: string;
}

/**
 * The Apple Pay button of the checkout's payment step (issue 6), following
 * Apple's Human Interface Guidelines for Apple Pay. Where Safari supports
 * `-webkit-appearance: -apple-pay-button` it draws Apple's own button (type,
 * style and words localised by Safari); elsewhere a fallback drawn to the
 * guidelines shows: the Apple glyph and "Pay" on black, white or outlined
 * white, rounded, 30 px high at least.
 *
 * It never decides whether Apple Pay is available: the storefront renders it
 * only where `window.ApplePaySession` exists and
 * `ApplePaySession.canMakePayments()` is true, and hides it everywhere else
 * (the payment choice then leaves Apple Pay out). The click must open the
 * `ApplePaySession` synchronously, inside the click handler, as Safari asks.
 */
export function ApplePayButton({
  type = 'plain',
  buttonStyle = 'black',
  busy = false,
  loaderDelayMs = timings.buttonLoaderDelayMs,
  size,
  className,
  onClick,
  ...rest
}: ApplePayButtonProps) {
  const text = useComponentText<typeof applePayButtonMessages>('ApplePayButton');
  const { showSpinner, busyProps } = useBusyPress(busy, loaderDelayMs, onClick);

  // The words before the mark in the drawn fallback. Safari's own button writes its words
  // itself, in the language of the element's `lang` attribute (pass `lang`).
  const words = type === 'buy' ? text('buyWith') : type === 'checkout' ? text('checkOutWith') : null;

  return (
    <span
      data-slot="apple-pay-button"
      data-type={type}
      data-button-style={buttonStyle}
      className={cn('relative inline-flex min-w-35 max-w-full', className)}
    >
      <button
        type="button"
        data-slot="apple-pay-button-control"
        aria-label={text('label')}
        {...busyProps}
        className={applePayButtonVariants({ type, buttonStyle, size })}
        {...rest}
      >
        <span data-slot="apple-pay-button-fallback" className="inline-flex min-w-0 items-center gap-1.5">
          {words === null ? null : <span className="min-w-0 truncate font-normal">{words}</span>}
          {/* Apple's mark: glyph and "Pay" side by side, the glyph nudged up to sit on the text's cap height. */}
          <span className="inline-flex items-center gap-0.5">
            <AppleLogoGlyph className={cn('-mt-0.5', size === 'sm' ? 'h-4' : size === 'lg' ? 'h-6' : 'h-5')} />
            {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- part of Apple's mark, the same in every language */}
            <span>Pay</span>
          </span>
        </span>
      </button>
      {showSpinner ? (
        <span data-slot="apple-pay-button-busy" aria-hidden="true" className={applePayBusyVeilVariants({ buttonStyle })}>
          <Spinner size={size === 'lg' ? 'lg' : 'md'} />
        </span>
      ) : null}
    </span>
  );
}
