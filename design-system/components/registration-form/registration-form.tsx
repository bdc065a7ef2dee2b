import { useId, useRef, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { afterPointerRelease } from '../../lib/after-pointer-release';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import {
  AccountFormMessage,
  headingTagOf,
  TitleField,
  useFocusFirstInvalid,
  type AccountFormHeadingLevel,
  type PersonTitle,
} from '../password-field/account-form-parts';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import { registrationFormPairClassName } from './registration-form.variants';

/** The fields of spec §3 "Registration form", in page order. */
export type RegistrationFormField =
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'emailConfirmation'
  | 'password'
  | 'passwordConfirmation'
  | 'newsletter';

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
export interface RegistrationFormLabels {
  /** Optional title ("Create an account"); leave it out where the panel already has one. */
  title?: string;
  /** Optional line above the fields: "Fields marked * are required." */
  requiredNote?: string;
  /** Legend of the title choice: "Title". */
  personTitle: string;
  /** "Mr". */
  mr: string;
  /** "Mrs". */
  mrs: string;
  /** "First name". */
  firstName: string;
  /** "Last name". */
  lastName: string;
  /** "Email". */
  email: string;
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

export interface RegistrationFormProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'noValidate'> {
  values: RegistrationFormValues;
  errors?: RegistrationFormErrors;
  labels: RegistrationFormLabels;
  /** Level of `labels.title`. Default 2 (side panel). */
  headingLevel?: AccountFormHeadingLevel;
  /** Why the shop refused, announced: spec §8 306 "Registration failed", the server's message or "An error occured". */
  formError?: string;
  /** Sending: the button is busy and submits are ignored. */
  busy?: boolean;
  /** Change it when field errors arrive after an asynchronous submit: focus then moves to the first invalid field. */
  focusFirstErrorKey?: string | number;
  onFieldChange: <Field extends RegistrationFormField>(field: Field, value: RegistrationFormValues[Field]) => void;
  onFieldBlur?: (field: RegistrationFormField) => void;
  /** The button or Enter in a field. The form does not validate: the machine does and passes `errors` back. */
  onSubmit: () => void;
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

  function textProps(field: 'firstName' | 'lastName' | 'email' | 'emailConfirmation' | 'password' | 'passwordConfirmation') {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      required: true,
      onChange: (event: { target: { value: string } }) => onFieldChange(field, event.target.value),
      onBlur: () => afterPointerRelease(() => onFieldBlur?.(field)),
    };
  }

  const emailProps = {
    type: 'email',
    inputMode: 'email',
    // Same token on both: an autofilled address cannot hold the typo the second entry guards against.
    autoComplete: 'email',
    autoCapitalize: 'none',
    autoCorrect: 'off',
    spellCheck: false,
  } as const;

  return (
    <form
      ref={formRef}
      data-slot="registration-form"
      noValidate
      aria-busy={busy || undefined}
      aria-labelledby={labelledByProp ?? (hasTitle ? titleId : undefined)}
      onSubmit={submit}
      className={cn('@container flex min-w-0 flex-col gap-5', className)}
      {...rest}
    >
      {hasTitle ? (
        <Heading id={titleId} className="text-xl font-bold text-foreground [overflow-wrap:anywhere] tablet:text-2xl">
          {labels.title}
        </Heading>
      ) : null}
      {labels.requiredNote === undefined ? null : (
        <p data-slot="registration-form-required-note" className="text-sm text-muted-foreground">
          {labels.requiredNote}
        </p>
      )}

      <TitleField
        legend={labels.personTitle}
        mrLabel={labels.mr}
        mrsLabel={labels.mrs}
        name="title"
        required
        value={values.title}
        error={errors.title}
        onValueChange={(title) => onFieldChange('title', title)}
        onBlur={() => afterPointerRelease(() => onFieldBlur?.('title'))}
      />

      <div data-slot="registration-form-names" className={registrationFormPairClassName}>
        <TextField label={labels.firstName} autoComplete="given-name" autoCapitalize="words" {...textProps('firstName')} />
        <TextField label={labels.lastName} autoComplete="family-name" autoCapitalize="words" {...textProps('lastName')} />
      </div>

      <TextField label={labels.email} {...emailProps} {...textProps('email')} />
      <TextField label={labels.emailConfirmation} {...emailProps} {...textProps('emailConfirmation')} />

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

      <CheckboxField
        label={labels.newsletter}
        name="newsletter"
        checked={values.newsletter}
        error={errors.newsletter}
        onCheckedChange={(checked) => onFieldChange('newsletter', checked)}
        onBlur={() => afterPointerRelease(() => onFieldBlur?.('newsletter'))}
      />

      <div data-slot="registration-form-footer" className="flex min-w-0 flex-col">
        <AccountFormMessage message={formError} slot="registration-form-error" className="mb-3" />
        <Button type="submit" size="lg" loading={busy} className="h-auto min-h-12 w-full py-2 whitespace-normal">
          {labels.submit}
        </Button>
      </div>

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
