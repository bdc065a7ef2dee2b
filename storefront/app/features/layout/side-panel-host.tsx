import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';

import type { MenuItem } from '@shop/api';
import { SidePanel } from '@shop/design-system';
import { selectContentKey, selectIsOpen, type SidebarContentKey } from '@shop/machines/sidebar';

import { CartContext } from '../cart/cart-context';
import { CartPanelContent } from '../cart/cart-panel-content';
import { LocalePanel } from './locale-panel';
import { MenuPanel } from './menu-panel';
import { SidebarContext } from './sidebar-context';

/** The panels this storefront can show so far; the account panels arrive with accounts. */
const PANELS: Partial<Record<SidebarContentKey, { titleId: string }>> = {
  menu: { titleId: 'sidePanel.menu.title' },
  cart: { titleId: 'sidePanel.cart.title' },
  locale: { titleId: 'sidePanel.locale.title' },
};

/** Renders the sidebar machine's panel; a navigation closes it (spec §2). */
export function SidePanelHost({ menuItems }: { menuItems: MenuItem[] }) {
  const intl = useIntl();
  const sidebar = SidebarContext.useActorRef();
  const open = SidebarContext.useSelector(selectIsOpen);
  const key = SidebarContext.useSelector(selectContentKey);
  const location = useLocation();
  const previousLocation = useRef(location.key);

  useEffect(() => {
    if (previousLocation.current === location.key) return;
    previousLocation.current = location.key;
    sidebar.send({ type: 'route.changed' });
  }, [location.key, sidebar]);

  // Spec §2: the cart opens in the side panel; after "Add to cart" the shopper sees what they bought.
  const cart = CartContext.useActorRef();
  useEffect(() => {
    const subscription = cart.on('cart.itemAdded', () => sidebar.send({ type: 'panel.open', key: 'cart' }));
    return () => subscription.unsubscribe();
  }, [cart, sidebar]);

  const panel = key === null ? undefined : PANELS[key];
  return (
    <SidePanel
      open={open && panel !== undefined}
      onOpenChange={(next) => {
        if (!next) sidebar.send({ type: 'panel.close' });
      }}
      title={panel ? intl.formatMessage({ id: panel.titleId }) : ''}
      closeLabel={intl.formatMessage({ id: 'sidePanel.close' })}
    >
      {key === 'menu' ? <MenuPanel menuItems={menuItems} /> : null}
      {key === 'locale' ? <LocalePanel /> : null}
      {key === 'cart' ? <CartPanelContent /> : null}
    </SidePanel>
  );
}
