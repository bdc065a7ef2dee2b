import { sidebarBeforeStart, type sidebarMachine } from '@shop/machines/sidebar';

import { createDeferredActorContext } from '../../lib/react/deferred-actor-context';

/**
 * The one side panel of the page (spec §2), shared by the header buttons and the panel itself.
 * Its machine starts when a panel is first asked for (or in idle time after the page's `load`);
 * until then, and on the server, the panel is closed.
 */
export const SidebarContext = createDeferredActorContext<typeof sidebarMachine>(sidebarBeforeStart);

/** The sidebar machine, imported once the page is hydrated (it asks nothing of the shop). */
export const sidebarLogic = () => import('./sidebar-logic').then((module) => module.sidebarMachine);
