import { createActorContext } from '@xstate/react';

import { sidebarMachine } from '@shop/machines/sidebar';

/** The one side panel of the page (spec §2), shared by the header buttons and the panel itself. */
export const SidebarContext = createActorContext(sidebarMachine);
