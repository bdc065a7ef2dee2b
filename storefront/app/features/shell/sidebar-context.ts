import { sidebarBeforeStart, type sidebarMachine } from '@shop/machines/sidebar';

import { createDeferredActorContext } from '../../lib/react/deferred-actor-context';

/**
 * The one side panel of the page (spec §2), shared by the header buttons and the panel itself.
 * Its machine starts when a panel is first asked for; until then the panel is closed. Who is
 * logged in and the routes seen are kept for it without starting it.
 */
export const SidebarContext = createDeferredActorContext<typeof sidebarMachine>(sidebarBeforeStart, {
  startsAtRest: true,
  passiveEvents: ['route.changed', 'session.loggedIn', 'session.loggedOut'],
});

/** The sidebar machine, imported once the page is hydrated (it asks nothing of the shop). */
export const sidebarLogic = () => import('./sidebar-logic').then((module) => module.sidebarMachine);
