import { useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { MailIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { HEADING_TAGS, useFocusOnMount, type FormHeadingLevel } from '../form-parts/form-parts';
import { registrationSentClassName, registrationSentIconClassName } from './registration-form.variants';
import type { registrationSentMessages } from './registration-sent.messages';

export interface RegistrationSentProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The address the activation link went to. */
  email: string;
  /** Level of the title. Default 2 (side panel). */
  headingLevel?: FormHeadingLevel;
  /**
   * Focus the title when it mounts. Set it where this replaces the form the
   * shopper was in: focus would otherwise fall to the page, and the title is
   * then read out.
   */
  focusOnMount?: boolean;
  /** The action under the text ("Log in"); shown only with it. */
  onAction?: () => void;
}

/**
 * What the registration shows once the shop accepted it (issue 5: the account
 * is active only after the e-mail address is verified): check your e-mail,
 * the address it went to, and an optional action.
 */
export function RegistrationSent({ email, headingLevel = 2, focusOnMount = false, onAction, className, ...rest }: RegistrationSentProps) {
  const text = useComponentText<typeof registrationSentMessages>('RegistrationSent');
  const Heading = HEADING_TAGS[headingLevel];
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(titleRef, focusOnMount);

  return (
    <section data-slot="registration-sent" className={cn(registrationSentClassName, className)} {...rest}>
      <span className={registrationSentIconClassName}>
        <MailIcon className="size-6" />
      </span>
      {/* Focusable by script only, so the outcome is read when it replaces the form. */}
      <Heading ref={titleRef} tabIndex={-1} className="text-xl font-bold [overflow-wrap:anywhere] focus:outline-none">
        {text('title')}
      </Heading>
      <p data-slot="registration-sent-message" className="text-base [overflow-wrap:anywhere]">
        {text('message', { email })}
      </p>
      {onAction === undefined ? null : (
        <Button variant="secondary" className="h-auto min-h-11 py-2 whitespace-normal" onClick={onAction}>
          {text('action')}
        </Button>
      )}
    </section>
  );
}
