import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useBusyPress } from '../../lib/use-busy-press';
import { timings } from '../../tokens';
import { Spinner } from '../spinner/spinner';
import { buttonVariants, type ButtonVariantProps } from './button.variants';

export interface ButtonProps extends ComponentProps<'button'>, ButtonVariantProps {
  /**
   * The action is running: clicks are ignored and `aria-busy` is set at once;
   * the spinner appears only if it lasts longer than `loaderDelayMs`, so fast
   * actions do not flash.
   */
  loading?: boolean;
  /** Defaults to the spec's button-loader delay (330 ms). */
  loaderDelayMs?: number;
}

export function Button({
  variant,
  size,
  loading = false,
  loaderDelayMs = timings.buttonLoaderDelayMs,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const { showSpinner, busyProps } = useBusyPress(loading, loaderDelayMs, onClick);

  return (
    <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...busyProps} {...rest}>
      {/* Kept in the accessibility tree (opacity, not visibility) so the button keeps its name. */}
      <span data-slot="button-label" className={cn('inline-flex items-center gap-2', showSpinner && 'opacity-0')}>
        {children}
      </span>
      {showSpinner ? <Spinner size={size === 'lg' ? 'lg' : 'sm'} className="absolute" /> : null}
    </button>
  );
}
