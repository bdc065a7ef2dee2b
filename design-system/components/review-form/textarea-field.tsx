import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldShell, useFieldIds } from '../text-field/field-parts';
import { fieldControlVariants } from '../text-field/text-field.variants';
import { reviewFormTextareaClassName } from './review-form.variants';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'children' | 'aria-invalid' | 'aria-required'> {
  /** Visible label, already translated: "Your review". It is the textarea's accessible name. */
  label: string;
  hint?: ReactNode;
  /** Why the text is refused, already translated; sets `aria-invalid` and is read with the textarea. */
  error?: string;
  /** Class of the wrapper. */
  className?: string;
}

/**
 * The message box of the review and contact forms: a labelled `<textarea>`
 * in the text field's shell (label with its required star, hint, error). Not
 * exported from the design system: the forms are the public faces.
 *
 * No `maxLength`: a pasted text past the limit must say "Field exceeded
 * characters limit" (spec §5), not be cut silently.
 */
export function TextareaField({
  label,
  hint,
  error,
  required = false,
  id,
  rows = 5,
  className,
  'aria-describedby': describedByProp,
  ...rest
}: TextareaFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: describedByProp });

  return (
    <FieldShell slot="textarea-field" ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={ids.controlId}
        data-slot="textarea-field-textarea"
        rows={rows}
        required={required || undefined}
        aria-required={required || undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cn(fieldControlVariants({ invalid: ids.invalid }), reviewFormTextareaClassName)}
        {...rest}
      />
    </FieldShell>
  );
}
