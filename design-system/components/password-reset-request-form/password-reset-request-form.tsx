import { useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
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
import { passwordResetSentClassName } from './password-reset-request-form.variants';

export type PasswordResetRequestField = 'email';

export interface PasswordResetRequestValues {
  email: string;
}

/** Spec §5: "This field is required", "Is not a valid email address". */
export type PasswordResetRequestErrors = Partial<Record<PasswordResetRequestField, string>>;

/** Every text of the reset request, already translated. */
export interface PasswordResetRequestFormLabels {
  /** Optional title: "Reset your password"; leave it out where the panel already has one. */
  title?: string;
  /** Line under the title: "Enter your email and we will send you a link to choose a new password." */
  intro?: string;
  /** "Email". */
  email: string;
  /** Submit button: "Send the link". */
  submit: string;
  /**
   * The outcome, worded the same whether or not an account exists (issue 5):
   * (email) => `If an account exists for ${email}, we sent a link to reset the password.`
   */
  sent: (email: string) => string;
  /** Optional line under it: "The link is valid for 2 hours. No email? Look in your spam folder." */
  sentHelp?: string;
  /** "Back to login"; shown with `onBackToLogin`. */
  backToLogin?: string;
}

export interface PasswordResetRequestFormProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'noValidate'> {
  /** Controlled values (the reset-password machine's context). */
  values: PasswordResetRequestValues;
  errors?: PasswordResetRequestErrors;
  labels: PasswordResetRequestFormLabels;
  /** Level of `labels.title`. Default 2. */
  headingLevel?: FormHeadingLevel;
  /** The request went out: the form gives way to `labels.sent(values.email)`, which takes focus. */
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
  labels,
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
  const shell = useFormShell({
    title: labels.title,
    headingLevel,
    labelledBy: labelledByProp,
    busy,
    focusFirstErrorKey,
    onSubmit,
  });
  const textProps = textFieldBinder({ values, errors, onFieldChange, onFieldBlur });

  const backToLogin =
    onBackToLogin === undefined || labels.backToLogin === undefined ? null : (
      <Button variant="link" size="sm" className="min-h-11 self-start whitespace-normal text-start" onClick={onBackToLogin}>
        {labels.backToLogin}
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
        <SentMessage email={values.email} labels={labels} />
      ) : (
        <>
          {labels.intro === undefined ? null : <p className="text-sm text-muted-foreground">{labels.intro}</p>}
          <TextField label={labels.email} {...emailInputProps} {...textProps('email')} />
          <FormSubmitRow label={labels.submit} busy={busy}>
            <FormMessage message={formError} slot="password-reset-request-form-error" className="mb-3" />
          </FormSubmitRow>
        </>
      )}
      {backToLogin}
    </form>
  );
}

/** Replaces the field and button; focused so it is read where the shopper's focus was. */
function SentMessage({ email, labels }: { email: string; labels: PasswordResetRequestFormLabels }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref, true);
  return (
    <div ref={ref} tabIndex={-1} data-slot="password-reset-request-form-sent" className={passwordResetSentClassName}>
      <CheckCircleIcon className="mt-0.5 size-5 text-success" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="[overflow-wrap:anywhere]">{labels.sent(email)}</p>
        {labels.sentHelp === undefined ? null : <p className="text-sm text-muted-foreground">{labels.sentHelp}</p>}
      </div>
    </div>
  );
}
