import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CheckIcon } from '../../lib/icons';
import { FieldError, FieldHint, RequiredStar, useFieldIds } from '../text-field/field-parts';
import { checkboxFieldBoxVariants, checkboxFieldLabelClassName } from './checkbox-field.variants';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'children' | 'type' | 'aria-invalid' | 'aria-required'> {
  /**
   * The text next to the box, already translated; rich content is allowed (a
   * link to the terms). Its text is the checkbox's accessible name.
   */
  label: ReactNode;
  hint?: ReactNode;
  /** Why the box must be ticked, already translated; sets `aria-invalid` and is read with it. */
  error?: string;
  /** Called with the new state; `onChange` still receives the event. */
  onCheckedChange?: (checked: boolean) => void;
  /** Class of the wrapper. */
  className?: string;
}

/**
 * A native checkbox with a rich label, for the checkout disclaimer (spec §5:
 * the device is eSIM compatible and unlocked, no refund otherwise). Native, so
 * Space toggles it, forms submit it and screen readers know it without ARIA.
 * `required` shows the star after the label (hidden from screen readers) and
 * sets the native `required`, which is announced.
 */
export function CheckboxField({
  label,
  hint,
  error,
  required = false,
  id,
  className,
  onChange,
  onCheckedChange,
  'aria-describedby': describedByProp,
  ...rest
}: CheckboxFieldProps) {
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds({
    id,
    hint,
    error,
    describedBy: describedByProp,
  });

  return (
    <div data-slot="checkbox-field" data-invalid={invalid || undefined} className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={controlId} className={checkboxFieldLabelClassName}>
        <span className="relative inline-flex shrink-0">
          <input
            id={controlId}
            data-slot="checkbox-field-input"
            type="checkbox"
            required={required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              onChange?.(event);
              onCheckedChange?.(event.target.checked);
            }}
            className={checkboxFieldBoxVariants({ invalid })}
            {...rest}
          />
          <CheckIcon className="pointer-events-none absolute inset-0 m-auto hidden size-4 stroke-3 text-primary-foreground peer-checked:block" />
        </span>
        <span data-slot="checkbox-field-label" className="min-w-0 pt-0.5 leading-snug [overflow-wrap:anywhere]">
          {label}
          {required ? <RequiredStar /> : null}
        </span>
      </label>
      {hintId === undefined && errorId === undefined ? null : (
        // Indented under the label's text, past the box.
        <div className="flex flex-col gap-1 ps-9">
          <FieldHint id={hintId}>{hint}</FieldHint>
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
