import { useComponentText } from '../../lib/i18n/use-component-text';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import {
  checkboxBinder,
  emailInputProps,
  FormSubmitRow,
  FormSwitchPrompt,
  textFieldBinder,
  TitleField,
  useControlledForm,
  type ControlledFormProps,
  type PersonTitle,
} from '../form-parts/form-parts';
import { formPairClassName } from '../form-parts/form-parts.variants';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import type { registrationFormMessages } from './registration-form.messages';

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
export function RegistrationForm({ formError, onLogin, ...props }: RegistrationFormProps) {
  const text = useComponentText<typeof registrationFormMessages>('RegistrationForm');
  const form = useControlledForm(props, { slot: 'registration-form', className: '@container flex min-w-0 flex-col gap-5' });
  const textProps = textFieldBinder<'firstName' | 'lastName' | 'email' | 'emailConfirmation' | 'password' | 'passwordConfirmation'>(
    form.binding,
  );

  return (
    <form {...form.formProps}>
      {form.heading}

      <TitleField {...form.binding} />

      <div data-slot="registration-form-names" className={formPairClassName}>
        <TextField label={text('firstName')} autoComplete="given-name" autoCapitalize="words" {...textProps('firstName')} />
        <TextField label={text('lastName')} autoComplete="family-name" autoCapitalize="words" {...textProps('lastName')} />
      </div>

      {/* Same token on both: an autofilled address cannot hold the typo the second entry guards against. */}
      <TextField label={text('email')} {...emailInputProps} {...textProps('email')} />
      <TextField label={text('emailConfirmation')} {...emailInputProps} {...textProps('emailConfirmation')} />

      <PasswordField label={text('password')} hint={text('passwordHint')} autoComplete="new-password" {...textProps('password')} />
      <PasswordField label={text('passwordConfirmation')} autoComplete="new-password" {...textProps('passwordConfirmation')} />

      <CheckboxField label={text('newsletter')} {...checkboxBinder<'newsletter'>(form.binding)('newsletter')} />

      <FormSubmitRow
        slot="registration-form-footer"
        label={text('submit')}
        busy={form.busy}
        error={formError}
        errorSlot="registration-form-error"
      />

      {onLogin === undefined ? null : (
        <FormSwitchPrompt slot="registration-form-login" question={text('haveAccount')} action={text('login')} onAction={onLogin} />
      )}
    </form>
  );
}
