import { useEffect, useEffectEvent, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import {
  inlineConfirmationDangerButtonClassName,
  inlineConfirmationVariants,
  type InlineConfirmationVariantProps,
} from './inline-confirmation.variants';

export interface InlineConfirmationProps extends Omit<ComponentProps<'div'>, 'children' | 'role'>, InlineConfirmationVariantProps {
  /** The question, already translated: "Remove France eSIM 5 GB from your cart?". Names the group. */
  question: ReactNode;
  /** "Remove". */
  confirmLabel: string;
  /** "Keep it" / "Cancel". */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: confirm shows its spinner, both buttons ignore presses. */
  busy?: boolean;
  /**
   * Focus the cancel button when the confirmation appears (default true). It
   * only appears because the shopper asked to remove something; cancel is the
   * safe landing spot (WAI-ARIA APG: focus the least destructive action).
   */
  autoFocus?: boolean;
}

/** Side by side when they fit, each full width when not; long translations wrap inside the button. */
const wrappingButtonClassName = 'h-auto min-h-11 grow whitespace-normal py-2 mobileWide:grow-0';

/**
 * A question with cancel and confirm buttons, shown in place of the control
 * that asked (spec §4: removing an item asks for confirmation). A labelled
 * group, not a modal: the rest of the page stays usable. The caller puts focus
 * back where it came from when it closes (`useFocusAfterClose`).
 */
export function InlineConfirmation({
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  autoFocus = true,
  tone,
  className,
  ...rest
}: InlineConfirmationProps) {
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  // On appearing only, like the HTML attribute.
  const focusIfAsked = useEffectEvent(() => {
    if (autoFocus) cancelRef.current?.focus();
  });
  useEffect(() => focusIfAsked(), []);

  return (
    <div
      data-slot="inline-confirmation"
      role="group"
      aria-labelledby={questionId}
      className={cn(inlineConfirmationVariants({ tone }), className)}
      {...rest}
    >
      <p id={questionId} data-slot="inline-confirmation-question" className="text-sm font-semibold [overflow-wrap:anywhere]">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          ref={cancelRef}
          data-slot="inline-confirmation-cancel"
          variant="secondary"
          className={wrappingButtonClassName}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onCancel();
          }}
        >
          {cancelLabel}
        </Button>
        <Button
          data-slot="inline-confirmation-confirm"
          loading={busy}
          className={cn(wrappingButtonClassName, tone !== 'neutral' && inlineConfirmationDangerButtonClassName)}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
