import { useState, type ComponentProps, type ReactNode, type SVGProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../text-field/field-parts';
import { fieldControlVariants } from '../text-field/text-field.variants';
import type { passwordFieldMessages } from './password-field.messages';
import { passwordFieldInputClassName, passwordFieldToggleClassName } from './password-field.variants';

export interface PasswordFieldProps extends Omit<
  ComponentProps<'input'>,
  'children' | 'type' | 'aria-invalid' | 'aria-required' | 'autoComplete'
> {
  /** Visible label, already translated: "Password". It is the input's accessible name. */
  label: string;
  /**
   * `current-password` where an existing password is typed (login, the profile's check),
   * `new-password` where one is chosen (password managers then offer to generate it).
   */
  autoComplete: 'current-password' | 'new-password';
  /** Help under the input, e.g. "At least 8 characters"; tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** Why the value is refused, already translated; sets `aria-invalid` and is read with the input. */
  error?: string;
  /** Class of the wrapper; `inputClassName` reaches the input. */
  className?: string;
  inputClassName?: string;
}

function EyeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-2.6 3.6M6.6 6.6A17.5 17.5 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </svg>
  );
}

/**
 * A labelled password input with a show/hide button, for every account form
 * (login, registration, password reset, profile). Shown, the value can be
 * checked for typos on a phone keyboard instead of being typed twice blind.
 *
 * The button is a toggle (`aria-pressed`) with one fixed name of its own
 * ("Show password"), so a screen reader says "Show password, pressed" rather
 * than a name that flips under the finger. It is `type="button"`: Enter in
 * the input still submits the form. Autocorrect, capitalisation and
 * spell-check are off: a shown password must not be "corrected" or sent to a
 * spell-check service.
 *
 * Everything else (`name`, `value`, `onChange`, `onBlur`, `required`, `ref`…)
 * goes to the `<input>`.
 */
export function PasswordField({
  label,
  autoComplete,
  hint,
  error,
  required = false,
  disabled,
  id,
  className,
  inputClassName,
  'aria-describedby': describedByProp,
  ...rest
}: PasswordFieldProps) {
  const text = useComponentText<typeof passwordFieldMessages>('PasswordField');
  const [shown, setShown] = useState(false);
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds({
    id,
    hint,
    error,
    describedBy: describedByProp,
  });

  return (
    <div data-slot="password-field" data-invalid={invalid || undefined} className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <div className="relative min-w-0">
        <input
          id={controlId}
          data-slot="password-field-input"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          required={required || undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(fieldControlVariants({ invalid }), passwordFieldInputClassName, inputClassName)}
          {...rest}
        />
        <button
          type="button"
          data-slot="password-field-toggle"
          aria-label={text('show')}
          aria-pressed={shown}
          aria-controls={controlId}
          disabled={disabled}
          onClick={() => setShown((current) => !current)}
          className={passwordFieldToggleClassName}
        >
          {shown ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
