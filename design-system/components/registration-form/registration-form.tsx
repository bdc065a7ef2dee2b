import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import {
  emailInputProps,
  FormMessage,
  FormSubmitRow,
  textFieldBinder,
  TitleField,
  useFormShell,
  type FormHeadingLevel,
  type PersonLabels,
  type PersonTitle,
  type ControlledFormProps,
  checkboxBinder,
} from '../form-parts/form-parts';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import { registrationFormPairClassName } from './registration-form.variants';

/** The fields of spec §3 "Registration form", in page order. */
export type RegistrationFormField =
  'title' | 'firstName' | 'lastName' | 'email' | 'emailConfirmation' | 'password' | 'passwordConfirmation' | 'newsletter';

export interface RegistrationFormValues {
  /** '' until one is chosen. */
  title: PersonTitle | '';
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
  /** Newsletter opt-in; never ticked in advance. */
  newsletter: boolean;
}

/** One message per refused field, already translated (spec §5). */
export type RegistrationFormErrors = Partial<Record<RegistrationFormField, string>>;

/** Every text of the registration form, already translated. */
export interface RegistrationFormLabels extends PersonLabels {
  /** Optional title ("Create an account"); leave it out where the panel already has one. */
  title?: string;
  /** "Confirm email". */
  emailConfirmation: string;
  /** "Password". */
  password: string;
  /** The policy under the password: "At least 8 characters". */
  passwordHint: string;
  /** "Confirm password". */
  passwordConfirmation: string;
  /** Name of each password's show/hide toggle: "Show password". */
  showPassword: string;
  /** The opt-in: "Send me travel tips and offers by email". May hold a link to the privacy page. */
  newsletter: ReactNode;
  /** Submit button: "Create my account". */
  submit: string;
  /** Text before the login action: "Already have an account?". */
  haveAccount?: string;
  /** "Log in"; shown with `onLogin`. */
  login?: string;
}

export interface RegistrationFormProps extends ControlledFormProps<RegistrationFormValues, RegistrationFormField> {
  labels: RegistrationFormLabels;
  /** Level of `labels.title`. Default 2 (side panel). */
  headingLevel?: FormHeadingLevel;
  /** Why the shop refused, announced: spec §8 306 "Registration failed", the server's message or "An error occured". */
  formError?: string;
  /** Opens the login instead; the action shows only with it and `labels.login`. */
  onLogin?: () => void;
}

/**
 * The registration form (spec §3 "Registration form"): title, names, e-mail
 * twice, password twice with the policy as its hint, the newsletter opt-in.
 *
 * Controlled and unvalidating, like the address form. The passwords carry
 * `autocomplete="new-password"`, so password managers offer a strong one and
 * fill both. Once the shop accepted the request, the host replaces this form
 * with `RegistrationSent`.
 */
export function RegistrationForm({
  values,
  errors = {},
  labels,
  headingLevel = 2,
  formError,
  busy = false,
  focusFirstErrorKey,
  onFieldChange,
  onFieldBlur,
  onSubmit,
  onLogin,
  className,
  'aria-labelledby': labelledByProp,
  ...rest
}: RegistrationFormProps) {
  const shell = useFormShell({
    title: labels.title,
    headingLevel,
    labelledBy: labelledByProp,
    busy,
    focusFirstErrorKey,
    onSubmit,
  });
  const binding = { values, errors, onFieldChange, onFieldBlur };
  const textProps = textFieldBinder<'firstName' | 'lastName' | 'email' | 'emailConfirmation' | 'password' | 'passwordConfirmation'>(
    binding,
  );
  const checkboxProps = checkboxBinder<'newsletter'>(binding);

  return (
    <form {...shell.formProps} data-slot="registration-form" className={cn('@container flex min-w-0 flex-col gap-5', className)} {...rest}>
      {shell.heading}
      {labels.requiredNote === undefined ? null : (
        <p data-slot="registration-form-required-note" className="text-sm text-muted-foreground">
          {labels.requiredNote}
        </p>
      )}

      <TitleField labels={labels} {...binding} />

      <div data-slot="registration-form-names" className={registrationFormPairClassName}>
        <TextField label={labels.firstName} autoComplete="given-name" autoCapitalize="words" {...textProps('firstName')} />
        <TextField label={labels.lastName} autoComplete="family-name" autoCapitalize="words" {...textProps('lastName')} />
      </div>

      {/* Same token on both: an autofilled address cannot hold the typo the second entry guards against. */}
      <TextField label={labels.email} {...emailInputProps} {...textProps('email')} />
      <TextField label={labels.emailConfirmation} {...emailInputProps} {...textProps('emailConfirmation')} />

      <PasswordField
        label={labels.password}
        hint={labels.passwordHint}
        toggleLabel={labels.showPassword}
        autoComplete="new-password"
        {...textProps('password')}
      />
      <PasswordField
        label={labels.passwordConfirmation}
        toggleLabel={labels.showPassword}
        autoComplete="new-password"
        {...textProps('passwordConfirmation')}
      />

      <CheckboxField label={labels.newsletter} {...checkboxProps('newsletter')} />

      <FormSubmitRow slot="registration-form-footer" label={labels.submit} busy={busy}>
        <FormMessage message={formError} slot="registration-form-error" className="mb-3" />
      </FormSubmitRow>

      {onLogin === undefined || labels.login === undefined ? null : (
        <p
          data-slot="registration-form-login"
          className="flex min-w-0 flex-wrap items-center justify-center gap-x-2 text-center text-sm text-muted-foreground"
        >
          {labels.haveAccount === undefined ? null : <span>{labels.haveAccount}</span>}
          <Button variant="link" size="sm" className="min-h-11 whitespace-normal" onClick={onLogin}>
            {labels.login}
          </Button>
        </p>
      )}
    </form>
  );
}
