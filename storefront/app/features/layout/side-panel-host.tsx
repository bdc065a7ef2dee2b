import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';

import type { MenuItem } from '@shop/api';
import { SidePanel } from '@shop/design-system';
import { selectContentKey, selectContentParams, selectIsOpen, type SidebarContentKey } from '@shop/machines/sidebar';

import { AccountPanelContent } from '../account/account-panel-content';
import { LeaveAccountOnLogout } from '../account/leave-account-on-logout';
import { LoginPanel } from '../account/login-panel';
import { OrderDetailsPanel } from '../account/order-details-panel';
import { OrdersPanel } from '../account/orders-panel';
import { PersonalInformationPanel } from '../account/personal-information-panel';
import { RegisterPanel } from '../account/register-panel';
import { ResetPasswordPanel } from '../account/reset-password-panel';
import { SessionSidebarBridge } from '../account/session-sidebar-bridge';
import { CartContext } from '../cart/cart-context';
import { CartPanelContent } from '../cart/cart-panel-content';
import { LocalePanel } from './locale-panel';
import { MenuPanel } from './menu-panel';
import { requestedPanel } from './requested-panel';
import { SidebarContext } from '../../lib/sidebar-context';

/** Every panel of spec §2 with its title. */
const PANELS: Record<SidebarContentKey, { titleId: string }> = {
  menu: { titleId: 'sidePanel.menu.title' },
  cart: { titleId: 'sidePanel.cart.title' },
  locale: { titleId: 'sidePanel.locale.title' },
  account: { titleId: 'account.title' },
  login: { titleId: 'login.heading' },
  register: { titleId: 'register.heading' },
  resetPassword: { titleId: 'reset.heading' },
  orders: { titleId: 'orders.heading' },
  orderDetails: { titleId: 'sidePanel.orderDetails.title' },
  personalInformation: { titleId: 'account.nav.profile' },
};

/** Renders the sidebar machine's panel; a navigation closes it (spec §2). */
export function SidePanelHost({ menuItems }: { menuItems: MenuItem[] }) {
  const intl = useIntl();
  const sidebar = SidebarContext.useActorRef();
  const open = SidebarContext.useSelector(selectIsOpen);
  const key = SidebarContext.useSelector(selectContentKey);
  const params = SidebarContext.useSelector(selectContentParams);
  const location = useLocation();
  const previousLocation = useRef(location.key);

  useEffect(() => {
    if (previousLocation.current === location.key) return;
    previousLocation.current = location.key;
    sidebar.send({ type: 'route.changed' });
  }, [location.key, sidebar]);

  // After the navigation closed the previous panel: the one the new address asks for.
  useEffect(() => {
    const requested = requestedPanel(location.search);
    if (requested) sidebar.send({ type: 'panel.open', ...requested });
  }, [location.key, location.search, sidebar]);

  // Spec §2: the cart opens in the side panel; after "Add to cart" the shopper sees what they bought.
  const cart = CartContext.useActorRef();
  useEffect(() => {
    const subscription = cart.on('cart.itemAdded', () => sidebar.send({ type: 'panel.open', key: 'cart' }));
    return () => subscription.unsubscribe();
  }, [cart, sidebar]);

  const orderId = key === 'orderDetails' && typeof params?.['orderId'] === 'string' ? params['orderId'] : null;
  return (
    <>
      <SessionSidebarBridge />
      <LeaveAccountOnLogout />
      <SidePanel
        open={open && key !== null}
        onOpenChange={(next) => {
          if (!next) sidebar.send({ type: 'panel.close' });
        }}
        title={key === null ? '' : intl.formatMessage({ id: PANELS[key].titleId })}
      >
        {key === 'menu' ? <MenuPanel menuItems={menuItems} /> : null}
        {key === 'locale' ? <LocalePanel /> : null}
        {key === 'cart' ? <CartPanelContent /> : null}
        {key === 'account' ? <AccountPanelContent /> : null}
        {key === 'login' ? <LoginPanel /> : null}
        {key === 'register' ? <RegisterPanel /> : null}
        {key === 'resetPassword' ? <ResetPasswordPanel /> : null}
        {key === 'orders' ? <OrdersPanel /> : null}
        {key === 'orderDetails' && orderId !== null ? <OrderDetailsPanel key={orderId} orderId={orderId} /> : null}
        {key === 'personalInformation' ? <PersonalInformationPanel /> : null}
      </SidePanel>
    </>
  );
}
