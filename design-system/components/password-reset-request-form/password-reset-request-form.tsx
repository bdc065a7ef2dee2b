import { useComponentText } from '../../lib/i18n/use-component-text';
import { Button } from '../button/button';
import {
  emailInputProps,
  FormOutcomeNotice,
  FormSubmitRow,
  textFieldBinder,
  useControlledForm,
  type ControlledFormProps,
} from '../form-parts/form-parts';
import { TextField } from '../text-field/text-field';
import type { passwordResetRequestFormMessages } from './password-reset-request-form.messages';

export type PasswordResetRequestField = 'email';

export interface PasswordResetRequestValues {
  email: string;
}

/** Spec §5: "This field is required", "Is not a valid email address". */
export type PasswordResetRequestErrors = Partial<Record<PasswordResetRequestField, string>>;

export interface PasswordResetRequestFormProps extends ControlledFormProps<PasswordResetRequestValues, PasswordResetRequestField> {
  /** The request went out: the form gives way to "If an account exists for {email}, we sent…", which takes focus. */
  sent?: boolean;
  /** Why the request failed, announced: the rate limit's message, the server's or "An error occured". */
  formError?: string;
  /** Opens the login; the "Log in" action shows only with it. */
  onBackToLogin?: () => void;
}

/**
 * "Forgot password?" (spec §2 resetPassword panel, §4 reset password): one
 * e-mail field and a send button; once sent, a message that reads the same
 * whether or not the address has an account, so the form cannot be used to
 * find out who is a customer.
 */
export function PasswordResetRequestForm({ sent = false, formError, onBackToLogin, ...props }: PasswordResetRequestFormProps) {
  const text = useComponentText<typeof passwordResetRequestFormMessages>('PasswordResetRequestForm');
  const form = useControlledForm(props, { slot: 'password-reset-request-form', className: 'flex min-w-0 flex-col gap-5' });
  const textProps = textFieldBinder(form.binding);

  const backToLogin =
    onBackToLogin === undefined ? null : (
      <Button variant="link" size="sm" className="min-h-11 self-start whitespace-normal text-start" onClick={onBackToLogin}>
        {text('backToLogin')}
      </Button>
    );

  return (
    <form {...form.formProps} data-sent={sent || undefined}>
      {form.heading}

      {sent ? (
        // Replaces the field and button; focused so it is read where the shopper's focus was.
        <FormOutcomeNotice slot="password-reset-request-form-sent" tone="success" message={text('sent', { email: props.values.email })} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{text('intro')}</p>
          <TextField label={text('email')} {...emailInputProps} {...textProps('email')} />
          <FormSubmitRow label={text('submit')} busy={form.busy} error={formError} errorSlot="password-reset-request-form-error" />
        </>
      )}
      {backToLogin}
    </form>
  );
}
