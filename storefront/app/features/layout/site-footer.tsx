import { useIntl } from 'react-intl';

const CARD_BRANDS = ['Visa', 'Mastercard', 'Amex', 'Discover'] as const;

/** Spec §1 footer: card brands, tagline and the prices-excluding-VAT notice. App links and social links come later. */
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
          <ul className="flex flex-wrap gap-2">
            {CARD_BRANDS.map((brand) => (
              <li key={brand} className="rounded border border-border bg-background px-2 py-1 font-semibold text-foreground">
                {brand}
              </li>
            ))}
          </ul>
        </section>
        <p>{intl.formatMessage({ id: 'footer.rights' }, { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
