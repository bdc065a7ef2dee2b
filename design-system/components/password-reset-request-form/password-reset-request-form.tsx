import { useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText, type ComponentText } from '../../lib/i18n/use-component-text';
import { CheckCircleIcon } from '../../lib/icons';
import { Button } from '../button/button';
import {
  emailInputProps,
  FormMessage,
  FormSubmitRow,
  textFieldBinder,
  useFocusOnMount,
  useFormShell,
  type FormHeadingLevel,
} from '../form-parts/form-parts';
import { TextField } from '../text-field/text-field';
import type { passwordResetRequestFormMessages } from './password-reset-request-form.messages';
import { passwordResetSentClassName } from './password-reset-request-form.variants';

export type PasswordResetRequestField = 'email';

export interface PasswordResetRequestValues {
  email: string;
}

/** Spec §5: "This field is required", "Is not a valid email address". */
export type PasswordResetRequestErrors = Partial<Record<PasswordResetRequestField, string>>;

export interface PasswordResetRequestFormProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'noValidate'> {
  /** Controlled values (the reset-password machine's context). */
  values: PasswordResetRequestValues;
  errors?: PasswordResetRequestErrors;
  /** Title above the fields, already translated, on the reset page ("Reset your password"); leave it out in the panel. */
  title?: string;
  /** Level of `title`. Default 2. */
  headingLevel?: FormHeadingLevel;
  /** The request went out: the form gives way to "If an account exists for {email}, we sent…", which takes focus. */
  sent?: boolean;
  /** Why the request failed, announced: the rate limit's message, the server's or "An error occured". */
  formError?: string;
  busy?: boolean;
  /** Change it when an error for the e-mail arrives after an asynchronous submit: focus then moves to it. */
  focusFirstErrorKey?: string | number;
  onFieldChange: (field: PasswordResetRequestField, value: string) => void;
  onFieldBlur?: (field: PasswordResetRequestField) => void;
  /** The button or Enter. The form does not validate. */
  onSubmit: () => void;
  /** Opens the login; the "Log in" action shows only with it. */
  onBackToLogin?: () => void;
}

/**
 * "Forgot password?" (spec §2 resetPassword panel, §4 reset password): one
 * e-mail field and a send button; once sent, a message that reads the same
 * whether or not the address has an account, so the form cannot be used to
 * find out who is a customer.
 */
export function PasswordResetRequestForm({
  values,
  errors = {},
  title,
  headingLevel = 2,
  sent = false,
  formError,
  busy = false,
  focusFirstErrorKey,
  onFieldChange,
  onFieldBlur,
  onSubmit,
  onBackToLogin,
  className,
  'aria-labelledby': labelledByProp,
  ...rest
}: PasswordResetRequestFormProps) {
  const text = useComponentText<typeof passwordResetRequestFormMessages>('PasswordResetRequestForm');
  const shell = useFormShell({
    title,
    headingLevel,
    labelledBy: labelledByProp,
    busy,
    focusFirstErrorKey,
    onSubmit,
  });
  const textProps = textFieldBinder({ values, errors, onFieldChange, onFieldBlur });

  const backToLogin =
    onBackToLogin === undefined ? null : (
      <Button variant="link" size="sm" className="min-h-11 self-start whitespace-normal text-start" onClick={onBackToLogin}>
        {text('backToLogin')}
      </Button>
    );

  return (
    <form
      {...shell.formProps}
      data-slot="password-reset-request-form"
      data-sent={sent || undefined}
      className={cn('flex min-w-0 flex-col gap-5', className)}
      {...rest}
    >
      {shell.heading}

      {sent ? (
        <SentMessage email={values.email} text={text} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{text('intro')}</p>
          <TextField label={text('email')} {...emailInputProps} {...textProps('email')} />
          <FormSubmitRow label={text('submit')} busy={busy}>
            <FormMessage message={formError} slot="password-reset-request-form-error" className="mb-3" />
          </FormSubmitRow>
        </>
      )}
      {backToLogin}
    </form>
  );
}

/** Replaces the field and button; focused so it is read where the shopper's focus was. */
function SentMessage({ email, text }: { email: string; text: ComponentText<'sent'> }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref, true);
  return (
    <div ref={ref} tabIndex={-1} data-slot="password-reset-request-form-sent" className={passwordResetSentClassName}>
      <CheckCircleIcon className="mt-0.5 size-5 text-success" />
      <p className="min-w-0 [overflow-wrap:anywhere]">{text('sent', { email })}</p>
    </div>
  );
}
