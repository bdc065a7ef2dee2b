import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldShell, useFieldIds } from './field-parts';
import { fieldControlVariants } from './text-field.variants';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children' | 'aria-invalid' | 'aria-required' | 'type'> {
  /** Visible label, already translated: "Email". It is the input's accessible name. */
  label: string;
  /** `text` (default), `email`, `tel`, `url`, `search`, `password`. Pick the one that brings the right phone keyboard. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';
  /** Help under the input, e.g. "e.g. 75008"; tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** Why the value is refused, already translated; sets `aria-invalid` and is read with the input. */
  error?: string;
  /** Class of the wrapper; `inputClassName` reaches the input. */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled text input with an optional hint and error message (spec §5).
 *
 * `required` shows a star after the label (hidden from screen readers, so the
 * accessible name stays the label) and sets `required` + `aria-required`.
 * Put required fields in a `noValidate` form: the shop validates and words
 * the messages itself; the browser's own bubbles would be in the browser's
 * language, not the shop's.
 *
 * Everything else (`name`, `value`, `onChange`, `onBlur`, `autoComplete`,
 * `inputMode`, `ref`…) goes to the `<input>`.
 */
export function TextField({
  label,
  type = 'text',
  hint,
  error,
  required = false,
  id,
  className,
  inputClassName,
  'aria-describedby': describedByProp,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: describedByProp });

  return (
    <FieldShell slot="text-field" ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={ids.controlId}
        data-slot="text-field-input"
        type={type}
        required={required || undefined}
        aria-required={required || undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cn(fieldControlVariants({ invalid: ids.invalid }), inputClassName)}
        {...rest}
      />
    </FieldShell>
  );
}
