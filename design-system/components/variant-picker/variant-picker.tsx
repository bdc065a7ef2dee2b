import { useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { Price } from '../price/price';
import {
  optionStates,
  selectOption,
  selectionFromVariantId,
  type AxisOptionState,
  type PlanVariant,
  type VariantAxis,
} from './variant-picker.logic';
import type { variantPickerMessages } from './variant-picker.messages';
import { variantOptionVariants, type VariantOptionVariantProps } from './variant-picker.variants';

export interface VariantPickerProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'>, VariantOptionVariantProps {
  variants: readonly PlanVariant[];
  /** Selected variant id (controlled). */
  value?: string;
  /** Initially selected variant id (uncontrolled). */
  defaultValue?: string;
  /** Called with the id of the variant the shopper's choice designates. */
  onChange?: (variantId: string) => void;
  /** Of every variant's price, which is shown VAT excluded (the catalogue's prices, spec §4). */
  currency: string;
  /** Base of the radio `name`s if the picker sits in a native form; generated otherwise. */
  name?: string;
}

/**
 * Two radio groups (data amount × duration) over a plan's variants.
 * Native radios: Tab enters a group on the checked option, arrow keys move
 * and select within it, all without extra code. No option is ever disabled:
 * one that doesn't combine with the other axis's choice is marked
 * (`data-combines="false"`, described to screen readers as changing the other
 * choice), and picking it moves the other axis to its smallest compatible option.
 */
export function VariantPicker({
  variants,
  value,
  defaultValue,
  onChange,
  currency,
  name,
  density,
  className,
  ...rest
}: VariantPickerProps) {
  const text = useComponentText<typeof variantPickerMessages>('VariantPicker');
  const generatedId = useId();
  const groupName = name ?? generatedId;
  const hintId = `${generatedId}-changes-other-axis`;
  const [uncontrolledSelection, setUncontrolledSelection] = useState(() => selectionFromVariantId(variants, defaultValue));

  const selection = value === undefined ? uncontrolledSelection : selectionFromVariantId(variants, value);
  const states = optionStates(variants, selection);
  const selectedVariant = variants.find((variant) => variant.data.code === selection.data && variant.duration.code === selection.duration);

  function choose(axis: VariantAxis, code: string) {
    const next = selectOption(variants, selection, axis, code);
    setUncontrolledSelection(next.selection);
    if (next.variant !== undefined) onChange?.(next.variant.id);
  }

  const renderGroup = (axis: VariantAxis, legend: string, options: AxisOptionState[]) => (
    <fieldset data-slot="variant-picker-group" data-axis={axis} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.code}
            data-slot="variant-picker-option"
            data-combines={option.combinesWithSelection}
            className={variantOptionVariants({ density })}
          >
            <input
              type="radio"
              className="sr-only"
              name={`${groupName}-${axis}`}
              value={option.code}
              checked={selection[axis] === option.code}
              aria-describedby={option.combinesWithSelection ? undefined : hintId}
              onChange={() => choose(axis, option.code)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <div data-slot="variant-picker" className={cn('flex flex-col gap-5', className)} {...rest}>
      {renderGroup('data', text('data'), states.data)}
      {renderGroup('duration', text('duration'), states.duration)}
      {/* Only ever read as the description of non-combining options; `hidden` keeps it out of
          the reading order, where it would be a stray sentence, while aria-describedby still
          resolves hidden targets (accname §4.3.2 step 2A). */}
      <span id={hintId} hidden>
        {text('changesOtherAxis')}
      </span>
      {/* Polite live region: the new price is announced after each choice. */}
      <div data-slot="variant-picker-price" aria-live="polite" className="min-h-9">
        {selectedVariant === undefined ? null : (
          <Price size="lg" amount={selectedVariant.price} regularAmount={selectedVariant.regularPrice} currency={currency} excludesTax />
        )}
      </div>
    </div>
  );
}
