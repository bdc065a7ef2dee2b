import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { MinusIcon, PlusIcon, TrashIcon } from '../../lib/icons';
import type { quantityStepperMessages } from './quantity-stepper.messages';
import { quantityStepperButtonClassName, quantityStepperVariants, type QuantityStepperVariantProps } from './quantity-stepper.variants';

/** Spec §9 leaves the per-line maximum open; the api caps a cart line at 10 (`MAX_QUANTITY_PER_LINE`). */
export const DEFAULT_MAX_QUANTITY = 10;

export interface QuantityStepperProps extends Omit<ComponentProps<'div'>, 'onChange' | 'children' | 'role'>, QuantityStepperVariantProps {
  /** The quantity on screen (controlled: the cart's, until the shop answers). */
  value: number;
  /** Default 1: a cart line cannot hold zero items, it is removed instead. */
  min?: number;
  /** Default 10 (`DEFAULT_MAX_QUANTITY`). */
  max?: number;
  /** Called with the wanted quantity (value ± 1, inside min…max). */
  onChange?: (quantity: number) => void;
  /**
   * With it, − at the minimum is not dead: it becomes a remove button (bin icon,
   * "Remove France eSIM 5 GB") and calls this, since a shopper pressing − on
   * "1" means "I don't want it". Without it, − is disabled at the minimum.
   */
  onRemoveRequest?: () => void;
  /** A change is being saved: both buttons stop working (focus stays put) and the group says it is busy. */
  busy?: boolean;
  /** Both buttons stop working, without the busy state (e.g. the whole cart is busy). */
  disabled?: boolean;
  /** What is counted, e.g. "France eSIM 5 GB": the group is named "Quantity for France eSIM 5 GB". */
  itemName: string;
}

/**
 * − value + for a cart line. The value is an `<output>` (a polite live
 * region), so the new quantity is announced when the cart answers. Buttons are
 * disabled with `aria-disabled` rather than `disabled`: pressing + up to the
 * maximum would otherwise throw keyboard focus out of the stepper.
 */
export function QuantityStepper({
  value,
  min = 1,
  max = DEFAULT_MAX_QUANTITY,
  onChange,
  onRemoveRequest,
  busy = false,
  disabled = false,
  itemName,
  size,
  className,
  ...rest
}: QuantityStepperProps) {
  const text = useComponentText<typeof quantityStepperMessages>('QuantityStepper');
  const inactive = busy || disabled;
  const atMin = value <= min;
  const atMax = value >= max;
  const decreaseRemoves = atMin && onRemoveRequest !== undefined;
  const decreaseDisabled = inactive || (atMin && !decreaseRemoves);
  const increaseDisabled = inactive || atMax;

  function decrease() {
    if (decreaseDisabled) return;
    if (decreaseRemoves) onRemoveRequest();
    // A value above max (the shop lowered the cap) steps straight back into range.
    else onChange?.(Math.min(value - 1, max));
  }

  function increase() {
    if (increaseDisabled) return;
    onChange?.(Math.max(value + 1, min));
  }

  return (
    <div
      data-slot="quantity-stepper"
      role="group"
      aria-label={text('group', { name: itemName })}
      aria-busy={busy || undefined}
      className={cn(quantityStepperVariants({ size }), className)}
      {...rest}
    >
      <button
        type="button"
        data-slot="quantity-stepper-button"
        data-action={decreaseRemoves ? 'remove' : 'decrease'}
        aria-label={decreaseRemoves ? text('remove', { name: itemName }) : text('decrease')}
        aria-disabled={decreaseDisabled || undefined}
        onClick={decrease}
        className={quantityStepperButtonClassName}
      >
        {decreaseRemoves ? <TrashIcon className="size-4" /> : <MinusIcon className="size-4" />}
      </button>
      <output data-slot="quantity-stepper-value" className="px-1 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        data-slot="quantity-stepper-button"
        data-action="increase"
        aria-label={text('increase')}
        aria-disabled={increaseDisabled || undefined}
        onClick={increase}
        className={quantityStepperButtonClassName}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
