import { useIntl } from 'react-intl';

import type { ContactConfiguration } from '@shop/api';

import { telHref } from './shop-contact';
import { ContactFormHost } from './contact-form-host';

/** Spec §2 Contact: the form (subject, email, document, message) and the head office with the ways to reach support. */
export function ContactPage({ contact }: { contact: ContactConfiguration }) {
  const intl = useIntl();
  const countryName =
    new Intl.DisplayNames([intl.locale], { type: 'region' }).of(contact.headOffice.countryCode) ?? contact.headOffice.countryCode;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage({ id: 'contact.heading' })}</h1>
        <p className="max-w-3xl text-muted-foreground">{intl.formatMessage({ id: 'contact.intro' })}</p>
      </header>
      <div className="grid gap-8 desktop:grid-cols-[2fr_1fr]">
        <ContactFormHost subjects={contact.subjects} input={{ variant: 'contactPage' }} />
        <aside aria-labelledby="contact-office" className="flex flex-col gap-4 rounded-lg border border-border p-6">
          <h2 id="contact-office" className="text-xl font-bold">
            {intl.formatMessage({ id: 'contact.office' })}
          </h2>
          <address className="not-italic">
            <span className="font-semibold">{contact.headOffice.name}</span>
            {contact.headOffice.streetLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">
              {contact.headOffice.postcode} {contact.headOffice.city}
            </span>
            <span className="block">{countryName}</span>
          </address>
          <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
            {intl.formatMessage({ id: 'footer.map' })}
          </a>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="font-semibold">{intl.formatMessage({ id: 'contact.phone' })}</dt>
            <dd>
              <a href={telHref(contact.phone)} className="underline">
                {contact.phone}
              </a>
            </dd>
            <dt className="font-semibold">{intl.formatMessage({ id: 'contact.email' })}</dt>
            <dd>
              <a href={`mailto:${contact.email}`} className="underline [overflow-wrap:anywhere]">
                {contact.email}
              </a>
            </dd>
            <dt className="font-semibold">{intl.formatMessage({ id: 'contact.press' })}</dt>
            <dd>
              <a href={`mailto:${contact.pressEmail}`} className="underline [overflow-wrap:anywhere]">
                {contact.pressEmail}
              </a>
            </dd>
            <dt className="font-semibold">{intl.formatMessage({ id: 'contact.hours' })}</dt>
            <dd>{contact.hours}</dd>
          </dl>
        </aside>
      </div>
    </div>
  );
}
