import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
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
  type PersonTitle,
  type ControlledFormProps,
  checkboxBinder,
} from '../form-parts/form-parts';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import type { registrationFormMessages } from './registration-form.messages';
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

export interface RegistrationFormProps extends ControlledFormProps<RegistrationFormValues, RegistrationFormField> {
  /** Title above the fields, already translated, in a page of its own; leave it out where the panel has one. */
  title?: string;
  /** Level of `title`. Default 2 (side panel). */
  headingLevel?: FormHeadingLevel;
  /** Why the shop refused, announced: spec §8 306 "Registration failed", the server's message or "An error occured". */
  formError?: string;
  /** Opens the login instead; "Already have an account? Log in" shows only with it. */
  onLogin?: () => void;
}

/**
 * The registration form (spec §3 "Registration form"): title, names, e-mail
 * twice, password twice with the policy as its hint, the newsletter opt-in.
 *
 * Controlled and unvalidating, like the address form. The passwords carry
 * `autocomplete="new-password"`, so password managers offer a strong one and
 * fill both. Once the shop accepted the request, the host replaces this form
 * with `RegistrationSent`. Its own texts come in the shopper's language; the
 * title choice's are `TitleField`'s.
 */
export function RegistrationForm({
  values,
  errors = {},
  title,
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
  const text = useComponentText<typeof registrationFormMessages>('RegistrationForm');
  const shell = useFormShell({
    title,
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

      <TitleField {...binding} />

      <div data-slot="registration-form-names" className={registrationFormPairClassName}>
        <TextField label={text('firstName')} autoComplete="given-name" autoCapitalize="words" {...textProps('firstName')} />
        <TextField label={text('lastName')} autoComplete="family-name" autoCapitalize="words" {...textProps('lastName')} />
      </div>

      {/* Same token on both: an autofilled address cannot hold the typo the second entry guards against. */}
      <TextField label={text('email')} {...emailInputProps} {...textProps('email')} />
      <TextField label={text('emailConfirmation')} {...emailInputProps} {...textProps('emailConfirmation')} />

      <PasswordField label={text('password')} hint={text('passwordHint')} autoComplete="new-password" {...textProps('password')} />
      <PasswordField label={text('passwordConfirmation')} autoComplete="new-password" {...textProps('passwordConfirmation')} />

      <CheckboxField label={text('newsletter')} {...checkboxProps('newsletter')} />

      <FormSubmitRow slot="registration-form-footer" label={text('submit')} busy={busy}>
        <FormMessage message={formError} slot="registration-form-error" className="mb-3" />
      </FormSubmitRow>

      {onLogin === undefined ? null : (
        <p
          data-slot="registration-form-login"
          className="flex min-w-0 flex-wrap items-center justify-center gap-x-2 text-center text-sm text-muted-foreground"
        >
          <span>{text('haveAccount')}</span>
          <Button variant="link" size="sm" className="min-h-11 whitespace-normal" onClick={onLogin}>
            {text('login')}
          </Button>
        </p>
      )}
    </form>
  );
}
