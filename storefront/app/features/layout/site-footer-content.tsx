import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { CardBrands } from '@shop/design-system';

import { useLocale } from '../../lib/i18n/locale-route';
import { contentPath, type ContentPage } from '../../lib/routing/content-paths';
import { NewsletterModalButton } from '../newsletter/newsletter-modal-button';
import { useShopContact } from '../contact/shop-contact';
import { APP_STORE_LINKS, partnerLink, SOCIAL_LINKS } from './shop-links';

const COLUMNS: ReadonlyArray<{ id: string; pages: readonly ContentPage[] }> = [
  { id: 'footer.help', pages: ['Installation', 'Faq', 'Contact'] },
  { id: 'footer.company', pages: ['Reviews', 'Blog'] },
  { id: 'footer.legal', pages: ['Terms', 'Privacy'] },
];

// A utility of its own (styles/app.css): fifteen on every page.
const linkClass = 'site-footer-link';

/**
 * Spec §1 footer: the shop's pages, its office with a map link, the apps, social links, the card
 * brands, the partner comparison site (its page depends on the language) and the VAT notice.
 */
export function SiteFooterContent() {
  const intl = useIntl();
  const locale = useLocale();
  const contact = useShopContact();
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    // Laid out only once it nears the screen (a fifth of a page's first layout on a phone, which
    // always has it below the fold); until then it holds its measured height at each width
    // (e2e/first-paint.spec.ts), so the page's length barely changes when it renders.
    <footer className="mt-auto border-t border-border bg-muted [contain-intrinsic-size:auto_1140px] [content-visibility:auto] tablet:[contain-intrinsic-size:auto_660px] desktop:[contain-intrinsic-size:auto_470px]">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 text-sm text-muted-foreground tablet:grid-cols-2 desktop:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p>{intl.formatMessage({ id: 'footer.tagline' })}</p>
          {contact ? (
            <address className="not-italic">
              <span className="font-semibold text-foreground">{contact.headOffice.name}</span>
              <br />
              {[...contact.headOffice.streetLines, `${contact.headOffice.postcode} ${contact.headOffice.city}`].join(', ')}
              <br />
              <a href={contact.mapUrl} className={linkClass} {...external}>
                {intl.formatMessage({ id: 'footer.map' })}
              </a>
            </address>
          ) : null}
          {/* Wraps where the German label is wider than a 320 px phone's column (issue 19). */}
          <NewsletterModalButton className="h-auto min-h-11 self-start py-2 text-start whitespace-normal">
            {intl.formatMessage({ id: 'newsletter.open' })}
          </NewsletterModalButton>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.id} aria-labelledby={`${column.id}-heading`} className="flex flex-col gap-2">
            <h2 id={`${column.id}-heading`} className="font-semibold text-foreground">
              {intl.formatMessage({ id: column.id })}
            </h2>
            <ul className="flex flex-col gap-1">
              {column.pages.map((page) => (
                <li key={page}>
                  <Link to={contentPath(locale, page)} className={linkClass}>
                    {intl.formatMessage({ id: `nav.${page}` })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto grid w-full max-w-6xl gap-6 border-t border-border px-4 py-6 text-sm text-muted-foreground tablet:grid-cols-2 desktop:grid-cols-4">
        <section aria-labelledby="footer-apps" className="flex flex-col gap-2">
          <h2 id="footer-apps" className="font-semibold text-foreground">
            {intl.formatMessage({ id: 'footer.apps' })}
          </h2>
          <a href={APP_STORE_LINKS.appStore} className={linkClass} {...external}>
            {intl.formatMessage({ id: 'footer.appStore' })}
          </a>
          <a href={APP_STORE_LINKS.googlePlay} className={linkClass} {...external}>
            {intl.formatMessage({ id: 'footer.googlePlay' })}
          </a>
        </section>
        <section aria-labelledby="footer-social" className="flex flex-col gap-2">
          <h2 id="footer-social" className="font-semibold text-foreground">
            {intl.formatMessage({ id: 'footer.social' })}
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a href={social.href} className={linkClass} {...external}>
                  {social.network}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-payments" className="flex flex-col gap-2">
          <h2 id="footer-payments" className="font-semibold text-foreground">
            {intl.formatMessage({ id: 'footer.payments' })}
          </h2>
          <CardBrands />
        </section>
        <section aria-labelledby="footer-partner" className="flex flex-col gap-2">
          <h2 id="footer-partner" className="font-semibold text-foreground">
            {intl.formatMessage({ id: 'footer.partnerHeading' })}
          </h2>
          <a href={partnerLink(locale)} className={linkClass} {...external} data-testid="partner-link">
            {intl.formatMessage({ id: 'footer.partner' })}
          </a>
        </section>
      </div>
      <p className="mx-auto w-full max-w-6xl px-4 pb-8 text-sm text-muted-foreground">
        {intl.formatMessage({ id: 'footer.rights' }, { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
