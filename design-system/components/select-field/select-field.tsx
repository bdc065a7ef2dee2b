import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ChevronDownIcon } from '../../lib/icons';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../text-field/field-parts';
import { fieldControlVariants } from '../text-field/text-field.variants';
import { selectFieldControlClassName } from './select-field.variants';

/** One choice: the value sent (a country's ISO code, a state code) and its translated text. */
export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children' | 'aria-invalid' | 'aria-required' | 'multiple'> {
  /** Visible label, already translated: "Country". It is the select's accessible name. */
  label: string;
  options: readonly SelectFieldOption[];
  /**
   * Text of a first, empty-valued option shown while nothing is chosen ("Select a country").
   * It cannot be picked back once a value is chosen.
   */
  placeholder?: string;
  hint?: ReactNode;
  /** Why the choice is refused, already translated; sets `aria-invalid` and is read with the select. */
  error?: string;
  /** Class of the wrapper; `selectClassName` reaches the `<select>`. */
  className?: string;
  selectClassName?: string;
}

/**
 * A labelled native `<select>` with the text field's hint, error and required
 * star. Native on purpose: on phones it opens the system picker, which copes
 * with a 230-country list (type-ahead, large rows) better than any custom
 * listbox, and browsers autofill it (`autoComplete="country"`).
 *
 * Everything else (`name`, `value`, `onChange`, `onBlur`, `autoComplete`,
 * `ref`…) goes to the `<select>`.
 */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  required = false,
  id,
  className,
  selectClassName,
  value,
  defaultValue,
  'aria-describedby': describedByProp,
  ...rest
}: SelectFieldProps) {
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds({
    id,
    hint,
    error,
    describedBy: describedByProp,
  });

  return (
    <div data-slot="select-field" data-invalid={invalid || undefined} className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <div className="relative min-w-0">
        <select
          id={controlId}
          data-slot="select-field-select"
          value={value}
          // A placeholder shows until something is chosen; without one the first option is the default.
          defaultValue={value === undefined && placeholder !== undefined ? (defaultValue ?? '') : defaultValue}
          required={required || undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(fieldControlVariants({ invalid }), selectFieldControlClassName, selectClassName)}
          {...rest}
        >
          {placeholder === undefined ? null : (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
