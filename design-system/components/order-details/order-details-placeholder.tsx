import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { LoadFailure } from '../../lib/load-failure';
import { orderHistorySkeletonClassName } from '../order-history/order-history.variants';
import type { orderDetailsPlaceholderMessages } from './order-details-placeholder.messages';
import { orderDetailsSectionClassName } from './order-details.variants';

export interface OrderDetailsPlaceholderProps extends Omit<ComponentProps<'div'>, 'children'> {
  status: 'loading' | 'error';
  onRetry: () => void;
  /** The retry is running: the button shows its spinner. */
  retrying?: boolean;
}

/**
 * What the order details page and panel show before there is an order: a skeleton of the title,
 * facts and lines while loading (announced), or the failure with a retry.
 */
export function OrderDetailsPlaceholder({ status, onRetry, retrying = false, className, ...rest }: OrderDetailsPlaceholderProps) {
  const text = useComponentText<typeof orderDetailsPlaceholderMessages>('OrderDetailsPlaceholder');
  return (
    <div
      data-slot="order-details-placeholder"
      data-state={status}
      aria-busy={status === 'loading' || undefined}
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...rest}
    >
      {status === 'loading' ? (
        <>
          <p role="status" className="sr-only">
            {text('loading')}
          </p>
          <div aria-hidden="true" className="flex flex-col gap-6">
            <span className={cn(orderHistorySkeletonClassName, 'h-7 w-56 max-w-full')} />
            <div className="flex flex-wrap gap-6">
              <span className={cn(orderHistorySkeletonClassName, 'w-24')} />
              <span className={cn(orderHistorySkeletonClassName, 'w-24')} />
              <span className={cn(orderHistorySkeletonClassName, 'w-24')} />
            </div>
            <div className={orderDetailsSectionClassName}>
              {[0, 1, 2].map((index) => (
                <span key={index} className={cn(orderHistorySkeletonClassName, 'w-full')} />
              ))}
            </div>
          </div>
        </>
      ) : (
        <LoadFailure message={text('error')} retryLabel={text('retry')} retrying={retrying} onRetry={onRetry} />
      )}
    </div>
  );
}
