import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { FieldShell, useField, type FieldProps } from '../text-field/field-parts';
import { fieldControlVariants } from '../text-field/text-field.variants';
import { reviewFormTextareaClassName } from './review-form.variants';

export type TextareaFieldProps = FieldProps &
  Omit<ComponentProps<'textarea'>, 'children' | 'aria-invalid' | 'aria-required' | keyof FieldProps>;

/**
 * The message box of the review and contact forms: a labelled `<textarea>`
 * in the text field's shell (label with its required star, hint, error). Not
 * exported from the design system: the forms are the public faces.
 *
 * No `maxLength`: a pasted text past the limit must say "Field exceeded
 * characters limit" (spec §5), not be cut silently.
 */
export function TextareaField({ rows = 5, ...props }: TextareaFieldProps) {
  const field = useField(props);
  return (
    <FieldShell slot="textarea-field" {...field.shell}>
      <textarea
        {...field.control}
        data-slot="textarea-field-textarea"
        rows={rows}
        className={cn(fieldControlVariants({ invalid: field.invalid }), reviewFormTextareaClassName)}
        {...field.rest}
      />
    </FieldShell>
  );
}
