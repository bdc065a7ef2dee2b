import { selectCustomer } from '@shop/machines/session';
import { selectContentKey, selectIsOpen } from '@shop/machines/sidebar';

import { SidebarContext } from '../shell/sidebar-context';
import { SessionContext } from './session-context';

/**
 * The header's profile button (spec §2): opens the account panel; its name says who is logged
 * in. The server renders every page as for a visitor and the browser hydrates it so (the session's
 * server snapshot, lib/react/deferred-actor-context.tsx): the name comes right after.
 */
export function useProfileButton() {
  const sidebar = SidebarContext.useActorRef();
  const customer = SessionContext.useSelector(selectCustomer);
  const expanded = SidebarContext.useSelector((snapshot) => selectIsOpen(snapshot) && selectContentKey(snapshot) === 'account');
  const loggedIn = customer !== null;
  return {
    onProfileClick: () => sidebar.send({ type: 'panel.toggle', key: 'account' }),
    profileLoggedIn: loggedIn,
    ...(loggedIn ? { profileName: `${customer.firstName} ${customer.lastName}`.trim() } : {}),
    profileExpanded: expanded,
  };
}
