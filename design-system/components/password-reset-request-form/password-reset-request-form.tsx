import { useId, useRef, type ComponentProps, type FormEvent } from 'react';
import { afterPointerRelease } from '../../lib/after-pointer-release';
import { cn } from '../../lib/cn';
import { CheckCircleIcon } from '../../lib/icons';
import { Button } from '../button/button';
import {
  AccountFormMessage,
  headingTagOf,
  useFocusFirstInvalid,
  useFocusOnMount,
  type AccountFormHeadingLevel,
} from '../password-field/account-form-parts';
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
  headingLevel?: AccountFormHeadingLevel;
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
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const focusAfterSubmit = useFocusFirstInvalid(formRef, focusFirstErrorKey);
  const Heading = headingTagOf(headingLevel);
  const hasTitle = labels.title !== undefined && labels.title !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onSubmit();
    focusAfterSubmit();
  }

  const backToLogin =
    onBackToLogin === undefined || labels.backToLogin === undefined ? null : (
      <Button variant="link" size="sm" className="min-h-11 self-start whitespace-normal text-start" onClick={onBackToLogin}>
        {labels.backToLogin}
      </Button>
    );

  return (
    <form
      ref={formRef}
      data-slot="password-reset-request-form"
      data-sent={sent || undefined}
      noValidate
      aria-busy={busy || undefined}
      aria-labelledby={labelledByProp ?? (hasTitle ? titleId : undefined)}
      onSubmit={submit}
      className={cn('flex min-w-0 flex-col gap-5', className)}
      {...rest}
    >
      {hasTitle ? (
        <Heading id={titleId} className="text-xl font-bold text-foreground [overflow-wrap:anywhere] tablet:text-2xl">
          {labels.title}
        </Heading>
      ) : null}

      {sent ? (
        <SentMessage email={values.email} labels={labels} />
      ) : (
        <>
          {labels.intro === undefined ? null : <p className="text-sm text-muted-foreground">{labels.intro}</p>}
          <TextField
            label={labels.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => onFieldChange('email', event.target.value)}
            onBlur={() => afterPointerRelease(() => onFieldBlur?.('email'))}
          />
          <div className="flex min-w-0 flex-col">
            <AccountFormMessage message={formError} slot="password-reset-request-form-error" className="mb-3" />
            <Button type="submit" size="lg" loading={busy} className="h-auto min-h-12 w-full py-2 whitespace-normal">
              {labels.submit}
            </Button>
          </div>
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
