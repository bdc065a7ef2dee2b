import { useId, type ComponentProps } from 'react';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { Button } from '../button/button';
import { emailInputProps, FormMessage, HEADING_TAGS, useFormShell, type FormHeadingLevel } from '../form-parts/form-parts';
import { TextField } from '../text-field/text-field';
import type { newsletterSignupMessages } from './newsletter-signup.messages';
import {
  newsletterSignupButtonVariants,
  newsletterSignupRowVariants,
  newsletterSignupVariants,
  type NewsletterSignupVariantProps,
} from './newsletter-signup.variants';

/** Where the sign-up is: typing (`idle`), `sending`, `sent` (confirmation email on its way), `error` (the shop refused). */
export type NewsletterSignupState = 'idle' | 'sending' | 'sent' | 'error';

export interface NewsletterSignupProps
  extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'noValidate' | 'title'>, NewsletterSignupVariantProps {
  state: NewsletterSignupState;
  /** The email as typed (controlled). */
  value: string;
  onValueChange: (value: string) => void;
  /** The button or Enter, ignored while sending. The component does not validate: pass `fieldError` back. */
  onSubmit: () => void;
  /** Why the address is refused, already translated ("Is not a valid email address"): under the field, `aria-invalid`. */
  fieldError?: string;
  /**
   * Announced under the form: with `sent` the confirmation ("Check your inbox
   * to confirm your subscription"), with `error` the shop's message. Ignored
   * in the other states.
   */
  statusMessage?: string;
  /** Optional title: "Get our travel tips". Leave it out inside a `Modal`, whose title says it. */
  heading?: string;
  /** Level of `heading`. Default 2. */
  headingLevel?: FormHeadingLevel;
  /** Optional sentence under the title: "One email a month, in your language." */
  text?: string;
  /** Change it when a `fieldError` arrives after an asynchronous submit, to move focus to the field. */
  focusFirstErrorKey?: string | number;
}

/**
 * Newsletter sign-up (spec §2: the newsletter modal, the blog's featured
 * block): one email field and its button.
 *
 * Controlled and presentational: the host validates (a refused address comes
 * back as `fieldError`, and focus returns to the field after the submit) and
 * sends. While sending the button is busy (`aria-busy`, presses ignored, a
 * spinner after the loader delay) and the field is read-only. The outcome is
 * announced: a `status` region for the confirmation, an `alert` for a refusal,
 * both mounted from the start so their text is read when it arrives.
 */
export function NewsletterSignup({
  state,
  value,
  onValueChange,
  onSubmit,
  fieldError,
  statusMessage,
  heading,
  headingLevel = 2,
  text,
  focusFirstErrorKey,
  variant,
  className,
  'aria-labelledby': labelledByProp,
  ...rest
}: NewsletterSignupProps) {
  // `text` is the sentence under the heading (a prop); the component's own words are `words`.
  const words = useComponentText<typeof newsletterSignupMessages>('NewsletterSignup');
  const headingId = useId();
  const Heading = HEADING_TAGS[headingLevel];
  const hasHeading = heading !== undefined && heading !== '';
  const sending = state === 'sending';
  const shell = useFormShell(
    {
      busy: sending,
      focusFirstErrorKey,
      onSubmit,
      className,
      'aria-labelledby': labelledByProp ?? (hasHeading ? headingId : undefined),
      ...rest,
    },
    { slot: 'newsletter-signup', className: newsletterSignupVariants({ variant }) },
  );

  return (
    <form {...shell.formProps} data-state={state}>
      {hasHeading ? (
        <Heading id={headingId} className="mb-1 text-lg font-bold text-foreground [overflow-wrap:anywhere]">
          {heading}
        </Heading>
      ) : null}
      {text === undefined || text === '' ? null : <p className="mb-4 text-sm text-muted-foreground [overflow-wrap:anywhere]">{text}</p>}
      <div className={newsletterSignupRowVariants({ variant })}>
        <TextField
          {...emailInputProps}
          name="email"
          label={words('email')}
          value={value}
          error={fieldError}
          readOnly={sending}
          onChange={(event) => onValueChange(event.target.value)}
          // Beside the button (inline, from tablet) the field takes the room left.
          className={variant === 'card' ? undefined : 'tablet:flex-1'}
        />
        <Button type="submit" loading={sending} className={newsletterSignupButtonVariants({ variant })}>
          {sending ? words('sending') : words('submit')}
        </Button>
      </div>
      {/* Margins, not gaps: the regions stay mounted (so they announce) and take no room empty. */}
      <FormMessage tone="success" slot="newsletter-signup-sent" message={state === 'sent' ? statusMessage : undefined} className="mt-3" />
      <FormMessage tone="danger" slot="newsletter-signup-error" message={state === 'error' ? statusMessage : undefined} className="mt-3" />
    </form>
  );
}
