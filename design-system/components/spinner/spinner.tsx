import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { spinnerVariants, type SpinnerVariantProps } from './spinner.variants';

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'>, SpinnerVariantProps {
  /**
   * Announced text (already translated), e.g. "Loading…". Without it the
   * spinner is decorative: use that inside a control that already says it is
   * busy (`aria-busy` on a button).
   */
  label?: string;
}

export function Spinner({ label, size, className, ...rest }: SpinnerProps) {
  if (label === undefined) {
    return <span data-slot="spinner" aria-hidden="true" className={cn(spinnerVariants({ size }), className)} {...rest} />;
  }
  return (
    <span data-slot="spinner" role="status" className={cn('inline-flex items-center', className)} {...rest}>
      <span aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
