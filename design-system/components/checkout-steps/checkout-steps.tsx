import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { CheckIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import type { checkoutStepsMessages } from './checkout-steps.messages';
import {
  checkoutStepContentClassName,
  checkoutStepLabelVariants,
  checkoutStepLinkClassName,
  checkoutStepMarkerVariants,
  checkoutStepVariants,
  type CheckoutStepStatus,
} from './checkout-steps.variants';

/** One step of the checkout (spec §2: Billing, Payment, ThankYou). */
export interface CheckoutStep {
  /** Stable key, e.g. the child route: `billing`, `payment`, `thank-you`. */
  id: string;
  /** The step's name, in the page's language: "Billing". */
  label: string;
  /** Where a completed step links back to (e.g. Billing from Payment); never a link while current or upcoming. */
  href?: string;
}

export interface CheckoutStepsProps extends Omit<ComponentProps<'nav'>, 'children'> {
  steps: readonly CheckoutStep[];
  /** `id` of the step shown; the ones before it count as completed. */
  currentStepId: string;
  renderLink?: RenderLink;
}

/**
 * The checkout's progress, Billing → Payment → Thank you: an ordered list
 * (screen readers say "1 of 3"), the current step marked `aria-current="step"`,
 * done steps with a tick and "completed" in their accessible name, and links
 * back to done steps that have an `href`.
 */
export function CheckoutSteps({ steps, currentStepId, renderLink = renderAnchor, className, ...rest }: CheckoutStepsProps) {
  const text = useComponentText<typeof checkoutStepsMessages>('CheckoutSteps');
  const currentIndex = steps.findIndex((step) => step.id === currentStepId);

  return (
    <nav aria-label={text('navigation')} data-slot="checkout-steps" className={cn('min-w-0', className)} {...rest}>
      <ol className="flex min-w-0 items-start">
        {steps.map((step, index) => {
          const status: CheckoutStepStatus = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          const content: ReactNode = (
            <>
              <span aria-hidden="true" data-slot="checkout-step-marker" className={checkoutStepMarkerVariants({ status })}>
                {status === 'complete' ? <CheckIcon className="size-4 stroke-3" /> : index + 1}
              </span>
              {status === 'complete' ? (
                <>
                  {/* The visible name is hidden from screen readers, which read the whole phrase instead. */}
                  <span
                    aria-hidden="true"
                    className={cn(checkoutStepLabelVariants({ status }), 'group-hover:underline underline-offset-4')}
                  >
                    {step.label}
                  </span>
                  <span className="sr-only">{text('completed', { step: step.label })}</span>
                </>
              ) : (
                <span className={checkoutStepLabelVariants({ status })}>{step.label}</span>
              )}
            </>
          );

          return (
            <li
              key={step.id}
              data-slot="checkout-step"
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
              className={checkoutStepVariants({ status })}
            >
              {status === 'complete' && step.href !== undefined ? (
                renderLink({
                  href: step.href,
                  className: cn(checkoutStepContentClassName, checkoutStepLinkClassName),
                  children: content,
                })
              ) : (
                <span className={checkoutStepContentClassName}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
