import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { Button } from '../button/button';
import { buttonVariants } from '../button/button.variants';
import {
  FormOutcomeNotice,
  FormSubmitRow,
  textFieldBinder,
  useControlledForm,
  type ControlledFormProps,
  type FormHeadingLevel,
} from '../form-parts/form-parts';
import { PasswordField } from '../password-field/password-field';
import type { newPasswordFormMessages } from './new-password-form.messages';

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

export interface NewPasswordFormProps extends Omit<ControlledFormProps<NewPasswordFormValues, NewPasswordFormField>, 'title'> {
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
  /** The home page of the shopper's language, `/{lang}`. */
  homeHref: string;
  renderLink?: RenderLink;
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
  status = 'form',
  email,
  headingLevel = 1,
  formError,
  homeHref,
  renderLink = renderAnchor,
  onRequestNewLink,
  ...props
}: NewPasswordFormProps) {
  const text = useComponentText<typeof newPasswordFormMessages>('NewPasswordForm');
  const form = useControlledForm(
    { ...props, title: text('title'), headingLevel },
    { slot: 'new-password-form', className: 'flex min-w-0 flex-col gap-5', canSubmit: status === 'form' },
  );
  const textProps = textFieldBinder(form.binding);
  const passwordProps = (field: NewPasswordFormField) => ({
    ...textProps(field),
    autoComplete: 'new-password' as const,
  });

  return (
    <form {...form.formProps} data-status={status}>
      {form.heading}

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
          <FormSubmitRow label={text('submit')} busy={form.busy} error={formError} errorSlot="new-password-form-error" />
        </>
      )}
    </form>
  );
}

function Outcome({ tone, message, children }: { tone: 'success' | 'danger'; message: string; children: ReactNode }) {
  return (
    <div data-slot="new-password-form-outcome" className="flex min-w-0 flex-col items-start gap-4">
      <FormOutcomeNotice tone={tone} message={message} announce />
      {children}
    </div>
  );
}
