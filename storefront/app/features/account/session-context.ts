import { createActorContext } from '@xstate/react';

import { sessionMachine } from '@shop/machines/session';

/** Who is logged in (spec §4 customer session), shared by the header, the side panels and the account pages. */
export const SessionContext = createActorContext(sessionMachine);
