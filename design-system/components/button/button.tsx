import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { useDelayedFlag } from '../../lib/use-delayed-flag';
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
  const showSpinner = useDelayedFlag(loading, loaderDelayMs);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // Not the native `disabled`: that would drop keyboard focus mid-action.
    // preventDefault also stops a submit button from submitting twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {/* Kept in the accessibility tree (opacity, not visibility) so the button keeps its name. */}
      <span data-slot="button-label" className={cn('inline-flex items-center gap-2', showSpinner && 'opacity-0')}>
        {children}
      </span>
      {showSpinner ? <Spinner size={size === 'lg' ? 'lg' : 'sm'} className="absolute" /> : null}
    </button>
  );
}
