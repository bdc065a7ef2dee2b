import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import type { paymentStatusMessages } from './payment-status.messages';
import { paymentStatusIconVariants, paymentStatusVariants, type PaymentStatusState } from './payment-status.variants';

export interface PaymentStatusProps extends Omit<ComponentProps<'div'>, 'children'> {
  status: PaymentStatusState;
  /** A translated detail under the error, e.g. the payment provider's message (spec §8 "Payment calls"). */
  errorDetail?: string;
  /** "Try again" on the error; without it the error has no button. */
  onRetry?: () => void;
}

/**
 * The payment display every payment method shares (card, wallet return,
 * 3-D Secure finish): processing with a spinner, confirmed before the
 * redirect to the thank-you page, pending when the wallet is still confirming
 * a placed order's payment, or the verification error with "Try again".
 *
 * Two live regions stay mounted (and displayed) whatever the state, so each
 * change is announced: a polite `status` for processing and confirmed, an
 * assertive `alert` for the error. Spacing is margins, not gaps, so the empty
 * one takes no room.
 */
export function PaymentStatus({ status, errorDetail, onRetry, className, ...rest }: PaymentStatusProps) {
  const text = useComponentText<typeof paymentStatusMessages>('PaymentStatus');
  return (
    <div data-slot="payment-status" data-status={status} className={cn(paymentStatusVariants({ status }), className)} {...rest}>
      <span aria-hidden="true" data-slot="payment-status-icon" className={cn(paymentStatusIconVariants({ status }), 'mb-4')}>
        {status === 'processing' ? (
          <Spinner className="size-7" />
        ) : status === 'confirmed' ? (
          <CheckCircleIcon className="size-8" />
        ) : status === 'pending' ? (
          <InfoIcon className="size-8" />
        ) : (
          <AlertIcon className="size-8" />
        )}
      </span>

      <div role="status" data-slot="payment-status-message">
        {status === 'error' ? null : <p className="text-lg font-semibold [overflow-wrap:anywhere]">{text(status)}</p>}
      </div>

      <div role="alert" data-slot="payment-status-error" className="flex flex-col gap-1">
        {status === 'error' ? (
          <>
            <p className="text-lg font-semibold text-danger [overflow-wrap:anywhere]">{text('error')}</p>
            {errorDetail === undefined || errorDetail === '' ? null : (
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{errorDetail}</p>
            )}
          </>
        ) : null}
      </div>

      {status === 'error' && onRetry !== undefined ? (
        <Button onClick={onRetry} className="mt-5 h-auto min-h-11 py-2 whitespace-normal">
          {text('retry')}
        </Button>
      ) : null}
    </div>
  );
}
