import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { ChevronDownIcon } from '../../lib/icons';
import { FieldShell, useField, type FieldProps } from '../text-field/field-parts';
import { fieldControlVariants } from '../text-field/text-field.variants';
import { selectFieldControlClassName } from './select-field.variants';

/** One choice: the value sent (a country's ISO code, a state code) and its translated text. */
export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends FieldProps, Omit<ComponentProps<'select'>, 'children' | 'aria-invalid' | 'aria-required' | 'multiple' | keyof FieldProps> {
  options: readonly SelectFieldOption[];
  /**
   * Text of a first, empty-valued option shown while nothing is chosen ("Select a country").
   * It cannot be picked back once a value is chosen.
   */
  placeholder?: string;
  /** Class of the `<select>`; `className` is the wrapper's. */
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
export function SelectField({ options, placeholder, selectClassName, value, defaultValue, ...props }: SelectFieldProps) {
  const field = useField(props);

  return (
    <FieldShell slot="select-field" {...field.shell}>
      <ChevronSelect
        {...field.control}
        data-slot="select-field-select"
        options={options}
        placeholder={placeholder}
        value={value}
        // A placeholder shows until something is chosen; without one the first option is the default.
        defaultValue={value === undefined && placeholder !== undefined ? (defaultValue ?? '') : defaultValue}
        className={cn(fieldControlVariants({ invalid: field.invalid }), selectFieldControlClassName, selectClassName)}
        {...field.rest}
      />
    </FieldShell>
  );
}

/**
 * A native `<select>` of `options` with the shop's chevron drawn over its end: the native arrow
 * is removed (`appearance-none` in the caller's classes), so it looks the same in every browser.
 * `placeholder` is a first, empty-valued option that cannot be picked back.
 */
export function ChevronSelect({
  options,
  placeholder,
  wrapperClassName,
  ...select
}: Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly SelectFieldOption[];
  placeholder?: string;
  wrapperClassName?: string;
}) {
  return (
    <div className={cn('relative min-w-0', wrapperClassName)}>
      <select {...select}>
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
  );
}
