import { useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { EyeIcon, EyeOffIcon } from '../../lib/icons';
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
