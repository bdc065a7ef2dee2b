import { useIntl } from 'react-intl';
import { Form, Link, useLocation, useSubmit } from 'react-router';

import { SHOP_CURRENCIES } from '@shop/api/locale';
import { Button, Flag, STOREFRONT_LOCALES } from '@shop/design-system';

import { rememberLocaleChoice } from '../../lib/i18n/locale-detection';
import { useLocale } from '../../lib/i18n/locale-route';
import { useRootData } from '../../lib/react/root-data';
import { useAlternateHref } from './use-alternates';

/** The locale side panel (spec §2, issue #3): language with its flag, and the currency every price follows. */
export function LocalePanel() {
  const intl = useIntl();
  const locale = useLocale();
  const root = useRootData();
  const location = useLocation();
  const submit = useSubmit();
  const alternateHref = useAlternateHref();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="locale-languages">
        <h3 id="locale-languages" className="mb-2 font-semibold">
          {intl.formatMessage({ id: 'locale.language' })}
        </h3>
        <ul className="flex flex-col gap-1">
          {STOREFRONT_LOCALES.map((option) => (
            <li key={option.code}>
              <Link
                to={alternateHref(option.code)}
                hrefLang={option.lang}
                lang={option.lang}
                aria-current={option.code === locale ? 'true' : undefined}
                onClick={() => rememberLocaleChoice(option.code)}
                className="flex items-center gap-3 rounded-md px-3 py-2 hover:bg-muted aria-[current=true]:bg-accent aria-[current=true]:font-semibold"
              >
                <Flag code={option.flagCode} size="sm" />
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Form method="post" action={`/${locale}/currency`} aria-labelledby="locale-currency" className="flex flex-col gap-2">
        <fieldset className="flex flex-col gap-1">
          <legend id="locale-currency" className="mb-2 font-semibold">
            {intl.formatMessage({ id: 'locale.currency' })}
          </legend>
          {SHOP_CURRENCIES.map((currency) => (
            <label key={currency} className="flex items-center gap-3 rounded-md px-3 py-2 hover:bg-muted">
              <input
                type="radio"
                name="currency"
                value={currency}
                defaultChecked={root?.currency === currency}
                onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
              />
              {intl.formatMessage({ id: `currency.${currency}` })}
            </label>
          ))}
        </fieldset>
        <input type="hidden" name="returnTo" value={returnTo} />
        <noscript>
          <Button type="submit" variant="secondary">
            {intl.formatMessage({ id: 'locale.apply' })}
          </Button>
        </noscript>
      </Form>
    </div>
  );
}
