import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon } from '../../lib/icons';
import { fieldLabelClassName, fieldMessageVariants } from './text-field.variants';

/*
 * The shell every form field of the design system shares (text, password,
 * textarea, select, checkbox): ids, label with its required star, hint and error
 * lines. Not exported from the design system: `TextField`, `PasswordField`,
 * `SelectField` and `CheckboxField` are the public faces.
 */

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  /** Visible label, already translated ("Email"). It is the control's accessible name. */
  label: string;
  /** Help under the control ("e.g. 75008"); tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** Why the value is refused, already translated; sets `aria-invalid` and is read with the control. */
  error?: string;
  /**
   * Shows a star after the label (hidden from screen readers, so the accessible name stays the
   * label) and sets `required` + `aria-required`. Put required fields in a `noValidate` form: the
   * shop words the messages itself, the browser's own bubbles would be in the browser's language.
   */
  required?: boolean;
  id?: string;
  /** Class of the wrapper. */
  className?: string;
  'aria-describedby'?: string;
}

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Error first: screen readers read it before the hint, and it is what matters once shown. */
  describedBy: string | undefined;
  invalid: boolean;
}

export function useFieldIds({
  id,
  hint,
  error,
  describedBy,
}: {
  id?: string;
  hint?: ReactNode;
  error?: string;
  describedBy?: string;
}): FieldIds {
  const baseId = useId();
  const controlId = id ?? `${baseId}-control`;
  const invalid = error !== undefined && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const errorId = invalid ? `${controlId}-error` : undefined;
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const ids = [errorId, hintId, describedBy].filter((value): value is string => value !== undefined && value !== '');
  return { controlId, hintId, errorId, describedBy: ids.length > 0 ? ids.join(' ') : undefined, invalid };
}

/** What `FieldShell` draws around a control. */
interface FieldShellParts {
  ids: FieldIds;
  label: string;
  required: boolean;
  hint: ReactNode;
  error: string | undefined;
  className: string | undefined;
}

/**
 * A single-control field's parts: `shell` for `FieldShell`, `control` for the control (its id,
 * required and invalid states, description), and the control's other attributes as `rest`.
 */
export function useField<Rest>({
  label,
  hint,
  error,
  required = false,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: FieldProps & Rest) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const shell: FieldShellParts = { ids, label, required, hint, error, className };
  return {
    shell,
    control: {
      id: ids.controlId,
      required: required || undefined,
      'aria-required': required || undefined,
      'aria-invalid': ids.invalid || undefined,
      'aria-describedby': ids.describedBy,
    },
    invalid: ids.invalid,
    rest,
  };
}

/**
 * The star is decoration only (`aria-hidden`): the control's accessible name
 * stays the label's text, and "required" is conveyed by the control's own
 * `required` state, which screen readers announce in the user's language.
 */
export function RequiredStar() {
  return (
    <span aria-hidden="true" data-slot="field-required" className="ms-0.5 text-danger">
      {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the required star is a sign, hidden from readers (see above) */}
      {'*'}
    </span>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  className,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} data-slot="field-label" className={cn(fieldLabelClassName, className)}>
      {children}
      {required ? <RequiredStar /> : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (id === undefined) return null;
  return (
    <p id={id} data-slot="field-hint" className={fieldMessageVariants({ tone: 'hint' })}>
      {children}
    </p>
  );
}

/**
 * Not a live region: in a form several errors appear at once after a submit
 * and would all be read out over each other. The form announces one summary
 * (`role="alert"`) and moves focus to the first invalid field, whose
 * description (this text) is then read with it.
 */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (id === undefined) return null;
  return (
    <p id={id} data-slot="field-error" className={fieldMessageVariants({ tone: 'error' })}>
      <AlertIcon className="mt-px size-4" />
      <span className="min-w-0">{children}</span>
    </p>
  );
}

/**
 * The column of a single-control field: label (with its star) above the
 * control, hint and error under it. The control is the caller's, so each
 * field keeps its own element and `data-slot`; `useField` gives the parts.
 */
export function FieldShell({
  slot,
  ids: { controlId, hintId, errorId, invalid },
  label,
  required,
  hint,
  error,
  className,
  children,
}: FieldShellParts & {
  /** The wrapper's `data-slot`: `text-field`, `textarea-field`. */
  slot: string;
  /** The control, carrying `useField`'s `control` attributes. */
  children: ReactNode;
}) {
  return (
    <div data-slot={slot} data-invalid={invalid || undefined} className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      {children}
      {/* Hint first: it stays put when an error appears under it. */}
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
