import { useIntl } from 'react-intl';

import { CardBrands } from '@shop/design-system';

/** Spec §1 footer: the card brands' marks, tagline and the prices-excluding-VAT notice. App links and social links come later. */
export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="mt-auto border-t border-border bg-muted">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground">
        <p>{intl.formatMessage({ id: 'footer.tagline' })}</p>
        <section aria-labelledby="footer-payments" className="flex flex-wrap items-center gap-2">
          <h2 id="footer-payments" className="font-semibold text-foreground">
            {intl.formatMessage({ id: 'footer.payments' })}
          </h2>
          <CardBrands label={intl.formatMessage({ id: 'card.acceptedBrands' })} />
        </section>
        <p>{intl.formatMessage({ id: 'footer.rights' }, { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
