import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { FormIcon, MailIcon, PhoneIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { telHref } from './contact-options.logic';
import type { contactOptionsMessages } from './contact-options.messages';
import { HEADING_TAGS, type FormHeadingLevel } from '../form-parts/form-parts';
import { contactOptionLinkClassName, contactOptionsListVariants, type ContactOptionsVariantProps } from './contact-options.variants';

export interface ContactOptionsProps extends Omit<ComponentProps<'section'>, 'children'>, ContactOptionsVariantProps {
  /** Title of the block, already translated: "Contact us". Names the section. */
  heading: string;
  /** Level of `heading`. Default 2. */
  headingLevel?: FormHeadingLevel;
  /** Optional line under the heading: "We answer within 15 minutes, 24/7." (spec §9). */
  hoursText?: string;
  /** As written for people ("+33 1 23 45 67 89"), under "Call us"; dialled through a `tel:` link. */
  phoneNumber?: string;
  /** Under "Email us"; a `mailto:` link. */
  emailAddress?: string;
  /** The contact page ("Use the contact form"), through `renderLink`. */
  formHref?: string;
  renderLink?: RenderLink;
}

function OptionContent({ icon, label, value }: { icon: ReactNode; label: string; value?: string }) {
  return (
    <>
      <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold [overflow-wrap:anywhere]">{label}</span>
        {value === undefined ? null : <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{value}</span>}
      </span>
    </>
  );
}

/**
 * The ways to reach support (spec §2: the account panel offers contact by
 * phone, email or chat; the contact page): a named section with a list of
 * links, each one whole row. Only the ways given are listed; the phone and
 * email open the device's dialer and mail app, the form goes through the
 * router. (The chat has its own button.)
 */
export function ContactOptions({
  heading,
  headingLevel = 2,
  hoursText,
  phoneNumber,
  emailAddress,
  formHref,
  layout,
  renderLink = renderAnchor,
  className,
  ...rest
}: ContactOptionsProps) {
  const text = useComponentText<typeof contactOptionsMessages>('ContactOptions');
  const headingId = useId();
  const Heading = HEADING_TAGS[headingLevel];
  const hasHours = hoursText !== undefined && hoursText !== '';
  return (
    <section data-slot="contact-options" aria-labelledby={headingId} className={cn('flex min-w-0 flex-col gap-3', className)} {...rest}>
      <div className="flex min-w-0 flex-col gap-1">
        <Heading id={headingId} className="text-lg font-bold text-foreground [overflow-wrap:anywhere]">
          {heading}
        </Heading>
        {hasHours ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{hoursText}</p> : null}
      </div>
      <ul className={contactOptionsListVariants({ layout })}>
        {phoneNumber === undefined ? null : (
          <li className="min-w-0">
            <a href={telHref(phoneNumber)} data-slot="contact-options-phone" className={contactOptionLinkClassName}>
              <OptionContent icon={<PhoneIcon />} label={text('phone')} value={phoneNumber} />
            </a>
          </li>
        )}
        {emailAddress === undefined ? null : (
          <li className="min-w-0">
            <a href={`mailto:${emailAddress}`} data-slot="contact-options-email" className={contactOptionLinkClassName}>
              <OptionContent icon={<MailIcon />} label={text('email')} value={emailAddress} />
            </a>
          </li>
        )}
        {formHref === undefined ? null : (
          <li className="min-w-0">
            {renderLink({
              href: formHref,
              className: contactOptionLinkClassName,
              children: <OptionContent icon={<FormIcon />} label={text('form')} />,
            })}
          </li>
        )}
      </ul>
    </section>
  );
}
