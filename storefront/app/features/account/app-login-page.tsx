import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { buttonVariants } from '@shop/design-system';
import { selectCustomer } from '@shop/machines/session';

import { useLocale } from '../../lib/i18n/locale-route';
import { safeReturnPath } from '../../lib/routing/safe-return';
import { useHydrated } from '../../lib/react/use-hydrated';
import { AccountLoginForm } from './account-login-form';
import { SessionContext } from './session-context';

/**
 * Spec §2 Login, app-style (`/{lang}/apple-login`, `/{lang}/AppleLogin`), in the blank layout for
 * the mobile app's webview: the shop's one login form alone. After login it goes to `?redirect=`
 * (a path of the shop) or greets the customer with the way to their eSIMs.
 */
export function AppLoginPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const hydrated = useHydrated();
  const customer = SessionContext.useSelector(selectCustomer);
  const redirect = safeReturnPath(query.get('redirect'));

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      {hydrated && customer !== null ? (
        <section aria-labelledby="app-login-hello" className="flex flex-col gap-4">
          <h1 id="app-login-hello" className="text-2xl font-bold [overflow-wrap:anywhere]">
            {intl.formatMessage({ id: 'account.panel.hello' }, { name: customer.firstName })}
          </h1>
          <Link to={`/${locale}/MyAccount/OrderHistory`} className={buttonVariants({ size: 'lg' })}>
            {intl.formatMessage({ id: 'account.nav.orderHistory' })}
          </Link>
          <Link to={`/${locale}`} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            {intl.formatMessage({ id: 'reset.home' })}
          </Link>
        </section>
      ) : (
        <AccountLoginForm
          title={intl.formatMessage({ id: 'login.heading' })}
          headingLevel={1}
          onForgotPassword={() => void navigate(`/${locale}/reset-password.html`)}
          onCreateAccount={() => void navigate(`/${locale}?panel=register`)}
          onLoggedIn={() => {
            if (redirect !== null) void navigate(redirect);
          }}
        />
      )}
    </div>
  );
}
