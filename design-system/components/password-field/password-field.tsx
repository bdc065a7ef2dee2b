import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { EyeIcon, EyeOffIcon } from '../../lib/icons';
import { FieldShell, useField, type FieldProps } from '../text-field/field-parts';
import { fieldControlVariants } from '../text-field/text-field.variants';
import type { passwordFieldMessages } from './password-field.messages';
import { passwordFieldInputClassName, passwordFieldToggleClassName } from './password-field.variants';

export interface PasswordFieldProps
  extends
    FieldProps,
    Omit<ComponentProps<'input'>, 'children' | 'type' | 'aria-invalid' | 'aria-required' | 'autoComplete' | keyof FieldProps> {
  /**
   * `current-password` where an existing password is typed (login, the profile's check),
   * `new-password` where one is chosen (password managers then offer to generate it).
   */
  autoComplete: 'current-password' | 'new-password';
  /** Class of the input; `className` is the wrapper's. */
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
export function PasswordField({ autoComplete, disabled, inputClassName, ...props }: PasswordFieldProps) {
  const text = useComponentText<typeof passwordFieldMessages>('PasswordField');
  const [shown, setShown] = useState(false);
  const field = useField(props);

  return (
    <FieldShell slot="password-field" {...field.shell}>
      <div className="relative min-w-0">
        <input
          {...field.control}
          data-slot="password-field-input"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          className={cn(fieldControlVariants({ invalid: field.invalid }), passwordFieldInputClassName, inputClassName)}
          {...field.rest}
        />
        <button
          type="button"
          data-slot="password-field-toggle"
          aria-label={text('show')}
          aria-pressed={shown}
          aria-controls={field.control.id}
          disabled={disabled}
          onClick={() => setShown((current) => !current)}
          className={passwordFieldToggleClassName}
        >
          {shown ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
    </FieldShell>
  );
}
