import { useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { HEADING_TAGS, useFocusOnMount, type FormHeadingLevel } from '../form-parts/form-parts';
import { registrationSentClassName, registrationSentIconClassName } from './registration-form.variants';

/** Every text of the "check your email" state, already translated. */
export interface RegistrationSentLabels {
  /** "Check your email to activate your account". */
  title: string;
  /** With the address: (email) => `We sent an activation link to ${email}. It is valid for 24 hours.` */
  message: (email: string) => string;
  /** Optional further line: "No email after a few minutes? Look in your spam folder." */
  help?: string;
  /** Action under the text, shown with `onAction`: "Back to login". */
  action?: string;
}

export interface RegistrationSentProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The address the activation link went to. */
  email: string;
  labels: RegistrationSentLabels;
  /** Level of the title. Default 2 (side panel). */
  headingLevel?: FormHeadingLevel;
  /**
   * Focus the title when it mounts. Set it where this replaces the form the
   * shopper was in: focus would otherwise fall to the page, and the title is
   * then read out.
   */
  focusOnMount?: boolean;
  onAction?: () => void;
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5 12 13l8.5-6.5" />
    </svg>
  );
}

/**
 * What the registration shows once the shop accepted it (issue 5: the account
 * is active only after the e-mail address is verified): check your e-mail,
 * the address it went to, and an optional action.
 */
export function RegistrationSent({
  email,
  labels,
  headingLevel = 2,
  focusOnMount = false,
  onAction,
  className,
  ...rest
}: RegistrationSentProps) {
  const Heading = HEADING_TAGS[headingLevel];
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(titleRef, focusOnMount);

  return (
    <section data-slot="registration-sent" className={cn(registrationSentClassName, className)} {...rest}>
      <span className={registrationSentIconClassName}>
        <MailIcon />
      </span>
      {/* Focusable by script only, so the outcome is read when it replaces the form. */}
      <Heading ref={titleRef} tabIndex={-1} className="text-xl font-bold [overflow-wrap:anywhere] focus:outline-none">
        {labels.title}
      </Heading>
      <p data-slot="registration-sent-message" className="text-base [overflow-wrap:anywhere]">
        {labels.message(email)}
      </p>
      {labels.help === undefined ? null : <p className="text-sm text-muted-foreground">{labels.help}</p>}
      {onAction === undefined || labels.action === undefined ? null : (
        <Button variant="secondary" className="h-auto min-h-11 py-2 whitespace-normal" onClick={onAction}>
          {labels.action}
        </Button>
      )}
    </section>
  );
}
