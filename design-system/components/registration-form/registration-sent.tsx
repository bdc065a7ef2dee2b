import type { ComponentProps } from 'react';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { MailIcon } from '../../lib/icons';
import { FormOutcomeCard, type FormHeadingLevel } from '../form-parts/form-parts';
import type { registrationSentMessages } from './registration-sent.messages';

export interface RegistrationSentProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
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
export function RegistrationSent({ email, headingLevel = 2, onAction, ...rest }: RegistrationSentProps) {
  const text = useComponentText<typeof registrationSentMessages>('RegistrationSent');
  return (
    <FormOutcomeCard
      slot="registration-sent"
      icon={<MailIcon className="size-6" />}
      tone="neutral"
      headingLevel={headingLevel}
      title={text('title')}
      message={text('message', { email })}
      action={text('action')}
      onAction={onAction}
      {...rest}
    />
  );
}
