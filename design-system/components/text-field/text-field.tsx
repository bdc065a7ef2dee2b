import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { FieldShell, useField, type FieldProps } from './field-parts';
import { fieldControlVariants } from './text-field.variants';

export interface TextFieldProps
  extends FieldProps, Omit<ComponentProps<'input'>, 'children' | 'aria-invalid' | 'aria-required' | 'type' | keyof FieldProps> {
  /** `text` (default), `email`, `tel`, `url`, `search`, `password`. Pick the one that brings the right phone keyboard. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';
  /** Class of the input; `className` is the wrapper's. */
  inputClassName?: string;
}

/**
 * A labelled text input with an optional hint and error message (spec §5).
 *
 * Everything else (`name`, `value`, `onChange`, `onBlur`, `autoComplete`,
 * `inputMode`, `ref`…) goes to the `<input>`.
 */
export function TextField({ type = 'text', inputClassName, ...props }: TextFieldProps) {
  const field = useField(props);
  return (
    <FieldShell slot="text-field" {...field.shell}>
      <input
        {...field.control}
        data-slot="text-field-input"
        type={type}
        className={cn(fieldControlVariants({ invalid: field.invalid }), inputClassName)}
        {...field.rest}
      />
    </FieldShell>
  );
}
