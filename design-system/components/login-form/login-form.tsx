import { useComponentText } from '../../lib/i18n/use-component-text';
import { Button } from '../button/button';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import {
  checkboxBinder,
  emailInputProps,
  FormSubmitRow,
  FormSwitchPrompt,
  textFieldBinder,
  useControlledForm,
  type ControlledFormProps,
} from '../form-parts/form-parts';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import type { loginFormMessages } from './login-form.messages';

export type LoginFormField = 'email' | 'password' | 'remember';

export interface LoginFormValues {
  email: string;
  password: string;
  /** Keep the session after the browser closes. */
  remember: boolean;
}

/** One message per refused field, already translated (spec §5: "This field is required"…). */
export type LoginFormErrors = Partial<Record<Exclude<LoginFormField, 'remember'>, string>>;

export interface LoginFormProps extends ControlledFormProps<LoginFormValues, LoginFormField, Exclude<LoginFormField, 'remember'>> {
  /**
   * Why the shop refused, already translated and announced: spec §8 306 "The
   * provided credentials are invalid", the rate limit's message, the server's
   * message or "An error occured".
   */
  formError?: string;
  /** Opens the password reset (a panel or the reset page); "Forgot your password?" shows only with it. */
  onForgotPassword?: () => void;
  /** Opens the registration; "New here? Create an account" shows only with it. */
  onCreateAccount?: () => void;
}

/**
 * The one login form of the shop (spec §2): the app-style login page, the
 * login side panel and the login modal all render it, so it has no page
 * chrome; an optional title at the level the host needs. Its own texts
 * (labels, buttons, actions) come in the shopper's language.
 *
 * Controlled and unvalidating like the address form: values and errors in,
 * edits, blurs and submits out; `noValidate`, so no browser bubbles in the
 * browser's language. `autocomplete` `email` and `current-password` let
 * password managers fill both. After a refused submit focus moves to the
 * first invalid field; the shop's refusal is announced as an alert.
 */
export function LoginForm({ formError, onForgotPassword, onCreateAccount, ...props }: LoginFormProps) {
  const text = useComponentText<typeof loginFormMessages>('LoginForm');
  const form = useControlledForm(props, { slot: 'login-form', className: 'flex min-w-0 flex-col gap-5' });
  const textProps = textFieldBinder(form.binding);

  return (
    <form {...form.formProps}>
      {form.heading}

      <TextField label={text('email')} {...emailInputProps} {...textProps('email')} />

      <div className="flex min-w-0 flex-col gap-1">
        <PasswordField label={text('password')} autoComplete="current-password" {...textProps('password')} />
        {onForgotPassword === undefined ? null : (
          <Button
            variant="link"
            size="sm"
            data-slot="login-form-forgot"
            // Next to the field it helps with; a 44 px row for the finger.
            className="min-h-11 self-start whitespace-normal text-start"
            onClick={onForgotPassword}
          >
            {text('forgotPassword')}
          </Button>
        )}
      </div>

      <CheckboxField label={text('remember')} {...checkboxBinder<'remember'>(form.binding)('remember')} />

      <FormSubmitRow slot="login-form-footer" label={text('submit')} busy={form.busy} error={formError} errorSlot="login-form-error" />

      {onCreateAccount === undefined ? null : (
        <FormSwitchPrompt
          slot="login-form-register"
          question={text('noAccount')}
          action={text('createAccount')}
          onAction={onCreateAccount}
        />
      )}
    </form>
  );
}
