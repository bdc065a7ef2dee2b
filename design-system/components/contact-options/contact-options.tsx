import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FormIcon, MailIcon, PhoneIcon } from '../../lib/icons';
import type { LinkRenderProps, RenderLink } from '../../lib/render-link';
import { telHref } from './contact-options.logic';
import { HEADING_TAGS, type FormHeadingLevel } from '../form-parts/form-parts';
import { contactOptionLinkClassName, contactOptionsListVariants, type ContactOptionsVariantProps } from './contact-options.variants';

export interface ContactOptionsProps extends Omit<ComponentProps<'section'>, 'children'>, ContactOptionsVariantProps {
  /** Title of the block, already translated: "Contact us". Names the section. */
  heading: string;
  /** Level of `heading`. Default 2. */
  headingLevel?: FormHeadingLevel;
  /** Optional line under the heading: "We answer within 15 minutes, 24/7." (spec §9). */
  hoursText?: string;
  /** `label` ("Call us") over `number` as written for people ("+33 1 23 45 67 89"); dialled through a `tel:` link. */
  phone?: { label: string; number: string };
  /** `label` ("Email us") over `address`; a `mailto:` link. */
  email?: { label: string; address: string };
  /** The contact page (`label`: "Contact form"), through `renderLink`. */
  form?: { label: string; href: string };
  renderLink?: RenderLink;
}

const renderAnchor: RenderLink = ({ href, children, ...rest }: LinkRenderProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

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
  phone,
  email,
  form,
  layout,
  renderLink = renderAnchor,
  className,
  ...rest
}: ContactOptionsProps) {
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
        {phone === undefined ? null : (
          <li className="min-w-0">
            <a href={telHref(phone.number)} data-slot="contact-options-phone" className={contactOptionLinkClassName}>
              <OptionContent icon={<PhoneIcon />} label={phone.label} value={phone.number} />
            </a>
          </li>
        )}
        {email === undefined ? null : (
          <li className="min-w-0">
            <a href={`mailto:${email.address}`} data-slot="contact-options-email" className={contactOptionLinkClassName}>
              <OptionContent icon={<MailIcon />} label={email.label} value={email.address} />
            </a>
          </li>
        )}
        {form === undefined ? null : (
          <li className="min-w-0">
            {renderLink({
              href: form.href,
              className: contactOptionLinkClassName,
              children: <OptionContent icon={<FormIcon />} label={form.label} />,
            })}
          </li>
        )}
      </ul>
    </section>
  );
}
