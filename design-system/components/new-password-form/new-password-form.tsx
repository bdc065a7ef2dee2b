import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, CheckCircleIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { Button } from '../button/button';
import { buttonVariants } from '../button/button.variants';
import {
  FormMessage,
  FormSubmitRow,
  textFieldBinder,
  useFocusOnMount,
  useFormShell,
  type FormHeadingLevel,
} from '../form-parts/form-parts';
import { PasswordField } from '../password-field/password-field';
import type { newPasswordFormMessages } from './new-password-form.messages';
import { newPasswordOutcomeVariants } from './new-password-form.variants';

export type NewPasswordFormField = 'newPassword' | 'newPasswordConfirmation';

export interface NewPasswordFormValues {
  newPassword: string;
  newPasswordConfirmation: string;
}

export type NewPasswordFormErrors = Partial<Record<NewPasswordFormField, string>>;

/**
 * What the page shows: the form, the success once the password is changed,
 * or the link's refusal (expired or already used).
 */
export type NewPasswordFormStatus = 'form' | 'changed' | 'invalidLink';

export interface NewPasswordFormProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'noValidate'> {
  values: NewPasswordFormValues;
  errors?: NewPasswordFormErrors;
  status?: NewPasswordFormStatus;
  /**
   * The account's e-mail when the reset link carries it: a hidden username
   * field lets password managers store the new password under that account.
   */
  email?: string;
  /** Level of the title ("Choose a new password"). Default 1 (the reset-password page). */
  headingLevel?: FormHeadingLevel;
  /** Why the change failed, announced: spec §8 the server's message or "Error occured". */
  formError?: string;
  busy?: boolean;
  focusFirstErrorKey?: string | number;
  /** The home page of the shopper's language, `/{lang}`. */
  homeHref: string;
  renderLink?: RenderLink;
  onFieldChange: (field: NewPasswordFormField, value: string) => void;
  onFieldBlur?: (field: NewPasswordFormField) => void;
  /** The button or Enter. The form does not validate. */
  onSubmit: () => void;
  /** Opens the reset request again (panel or page); "Request a new link" shows only with it. */
  onRequestNewLink?: () => void;
}

/**
 * The page the reset e-mail links to (spec §2 Password reset, §4, §5): a new
 * password twice, then "Password successfully changed" and Home. A link that
 * expired or was used shows why, with the way to ask for a new one.
 *
 * The outcome replaces the fields and takes focus, so it is read where the
 * shopper's focus was. Its texts, title included, come in the shopper's language.
 */
export function NewPasswordForm({
  values,
  errors = {},
  status = 'form',
  email,
  headingLevel = 1,
  formError,
  busy = false,
  focusFirstErrorKey,
  homeHref,
  renderLink = renderAnchor,
  onFieldChange,
  onFieldBlur,
  onSubmit,
  onRequestNewLink,
  className,
  'aria-labelledby': labelledByProp,
  ...rest
}: NewPasswordFormProps) {
  const text = useComponentText<typeof newPasswordFormMessages>('NewPasswordForm');
  const shell = useFormShell({
    title: text('title'),
    headingLevel,
    labelledBy: labelledByProp,
    busy,
    canSubmit: status === 'form',
    focusFirstErrorKey,
    onSubmit,
  });
  const textProps = textFieldBinder({ values, errors, onFieldChange, onFieldBlur });
  const passwordProps = (field: NewPasswordFormField) => ({
    ...textProps(field),
    autoComplete: 'new-password' as const,
  });

  return (
    <form
      {...shell.formProps}
      data-slot="new-password-form"
      data-status={status}
      className={cn('flex min-w-0 flex-col gap-5', className)}
      {...rest}
    >
      {shell.heading}

      {status === 'changed' ? (
        <Outcome tone="success" message={text('changed')}>
          {renderLink({
            href: homeHref,
            className: cn(buttonVariants({ variant: 'primary' }), 'h-auto min-h-11 py-2 whitespace-normal'),
            children: text('home'),
          })}
        </Outcome>
      ) : status === 'invalidLink' ? (
        <Outcome tone="danger" message={text('invalidLink')}>
          {onRequestNewLink === undefined ? null : (
            <Button variant="secondary" className="h-auto min-h-11 py-2 whitespace-normal" onClick={onRequestNewLink}>
              {text('requestNewLink')}
            </Button>
          )}
        </Outcome>
      ) : (
        <>
          {email === undefined ? null : (
            // Not shown and not focusable: only password managers read it.
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          )}
          <PasswordField label={text('newPassword')} hint={text('newPasswordHint')} {...passwordProps('newPassword')} />
          <PasswordField label={text('newPasswordConfirmation')} {...passwordProps('newPasswordConfirmation')} />
          <FormSubmitRow label={text('submit')} busy={busy}>
            <FormMessage message={formError} slot="new-password-form-error" className="mb-3" />
          </FormSubmitRow>
        </>
      )}
    </form>
  );
}

function Outcome({ tone, message, children }: { tone: 'success' | 'danger'; message: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref, true);
  return (
    <div data-slot="new-password-form-outcome" className="flex min-w-0 flex-col items-start gap-4">
      <div ref={ref} tabIndex={-1} role={tone === 'danger' ? 'alert' : 'status'} className={newPasswordOutcomeVariants({ tone })}>
        {tone === 'success' ? <CheckCircleIcon className="mt-0.5 size-5 text-success" /> : <AlertIcon className="mt-0.5 size-5" />}
        <p className="min-w-0 [overflow-wrap:anywhere]">{message}</p>
      </div>
      {children}
    </div>
  );
}
