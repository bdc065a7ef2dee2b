import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';

import type { MenuItem } from '@shop/api';
import { SidePanel } from '@shop/design-system';
import { selectContentKey, selectIsOpen } from '@shop/machines/sidebar';

import { MenuPanel } from './menu-panel';
import { SidebarContext } from './sidebar-context';

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

  const title = key === 'menu' ? intl.formatMessage({ id: 'sidePanel.menu.title' }) : '';
  return (
    <SidePanel
      open={open && key === 'menu'}
      onOpenChange={(next) => {
        if (!next) sidebar.send({ type: 'panel.close' });
      }}
      title={title}
      closeLabel={intl.formatMessage({ id: 'sidePanel.close' })}
    >
      {key === 'menu' ? <MenuPanel menuItems={menuItems} /> : null}
    </SidePanel>
  );
}
