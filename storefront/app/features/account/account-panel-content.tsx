import { useIntl } from 'react-intl';

import { AccountPanel } from '@shop/design-system';
import { selectButtonLoading } from '@shop/machines/chat-widget';
import { selectCustomer, selectFailure, selectIsLoggingOut } from '@shop/machines/session';

import { useLocale } from '../../lib/locale-route';
import { renderRouterLink } from '../../lib/router-link';
import { contactPoints, useShopContact } from '../layout/shop-contact';
import { SidebarContext } from '../layout/sidebar-context';
import { ChatWidgetContext } from '../shell/chat-host';
import { SessionContext } from './session-context';

/**
 * The account side panel (spec §2): logged out, log in or register; logged in, a greeting, the
 * MyAccount pages and log out (which ends the session on the shop and empties the cart, spec §4).
 * Both offer contact by phone, email or the support chat.
 */
export function AccountPanelContent() {
  const intl = useIntl();
  const locale = useLocale();
  const sidebar = SidebarContext.useActorRef();
  const session = SessionContext.useActorRef();
  const customer = SessionContext.useSelector(selectCustomer);
  const loggingOut = SessionContext.useSelector(selectIsLoggingOut);
  const logoutFailed = SessionContext.useSelector((snapshot) => selectCustomer(snapshot) !== null && selectFailure(snapshot) !== null);
  const text = (id: string) => intl.formatMessage({ id });
  const chat = ChatWidgetContext.useActorRef();
  const chatLoading = ChatWidgetContext.useSelector(selectButtonLoading);

  return (
    <AccountPanel
      customer={customer}
      onLogin={() => sidebar.send({ type: 'panel.open', key: 'login' })}
      onRegister={() => sidebar.send({ type: 'panel.open', key: 'register' })}
      links={{
        orders: `/${locale}/MyAccount/OrderHistory`,
        personalInformation: `/${locale}/MyAccount/MyProfile`,
        billingDetails: `/${locale}/MyAccount/BillingDetails`,
        newsletter: `/${locale}/MyAccount/MyNewsletter`,
      }}
      contact={contactPoints(useShopContact())}
      onChat={() => chat.send({ type: 'chat.open' })}
      chatLoading={chatLoading}
      onLogout={() => session.send({ type: 'session.logout' })}
      loggingOut={loggingOut}
      logoutFailed={logoutFailed}
      labels={{
        loggedOutIntro: text('account.panel.guestIntro'),
        login: text('account.panel.login'),
        register: text('account.panel.register'),
        hello: (name) => intl.formatMessage({ id: 'account.panel.hello' }, { name }),
        accountLinks: text('account.nav.label'),
        orders: text('account.nav.orderHistory'),
        personalInformation: text('account.nav.profile'),
        billingDetails: text('account.nav.billing'),
        newsletter: text('account.nav.newsletter'),
        contactHeading: text('account.panel.contactHeading'),
        phone: text('account.panel.contactPhone'),
        email: text('account.panel.contactEmail'),
        chat: text('account.panel.contactChat'),
        logout: text('account.panel.logout'),
        logoutFailed: text('account.panel.logoutFailed'),
      }}
      renderLink={renderRouterLink}
    />
  );
}
