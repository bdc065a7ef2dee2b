import { AccountPanel } from '@shop/design-system';
import { selectButtonLoading } from '@shop/machines/chat-widget';
import { selectCustomer, selectFailure, selectIsLoggingOut } from '@shop/machines/session';

import { useLocale } from '../../lib/i18n/locale-route';
import { renderRouterLink } from '../../lib/routing/router-link';
import { contactPoints, useShopContact } from '../contact/shop-contact';
import { SidebarContext } from '../shell/sidebar-context';
import { ChatWidgetContext } from '../shell/chat-host';
import { SessionContext } from './session-context';

/**
 * The account side panel (spec §2): logged out, log in or register; logged in, a greeting, the
 * MyAccount pages and log out (which ends the session on the shop and empties the cart, spec §4).
 * Both offer contact by phone, email or the support chat.
 */
export function AccountPanelContent() {
  const locale = useLocale();
  const sidebar = SidebarContext.useActorRef();
  const session = SessionContext.useActorRef();
  const customer = SessionContext.useSelector(selectCustomer);
  const loggingOut = SessionContext.useSelector(selectIsLoggingOut);
  const logoutFailed = SessionContext.useSelector((snapshot) => selectCustomer(snapshot) !== null && selectFailure(snapshot) !== null);
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
      renderLink={renderRouterLink}
    />
  );
}
