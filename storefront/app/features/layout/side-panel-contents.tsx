import { useIntl } from 'react-intl';

import type { MenuItem } from '@shop/api';
import { SidePanel } from '@shop/design-system';
import type { SidebarContentKey, SidebarParams } from '@shop/machines/sidebar';

import { AccountPanelContent } from '../account/account-panel-content';
import { LoginPanel } from '../account/login-panel';
import { OrderDetailsPanel } from '../account/order-details-panel';
import { OrdersPanel } from '../account/orders-panel';
import { PersonalInformationPanel } from '../account/personal-information-panel';
import { RegisterPanel } from '../account/register-panel';
import { ResetPasswordPanel } from '../account/reset-password-panel';
import { CartPanelContent } from '../cart/cart-panel-content';
import { LocalePanel } from './locale-panel';
import { MenuPanel } from './menu-panel';

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

export interface SidePanelContentsProps {
  open: boolean;
  contentKey: SidebarContentKey | null;
  params: SidebarParams | null;
  menuItems: MenuItem[];
  onClose: () => void;
}

/**
 * The side panel and whichever of its panels the sidebar machine shows. Loaded the first time a
 * panel opens (`SidePanelHost`): nothing of it is on a page's first paint.
 */
export function SidePanelContents({ open, contentKey: key, params, menuItems, onClose }: SidePanelContentsProps) {
  const intl = useIntl();
  const orderId = key === 'orderDetails' && typeof params?.['orderId'] === 'string' ? params['orderId'] : null;
  return (
    <SidePanel
      open={open && key !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
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
  );
}
