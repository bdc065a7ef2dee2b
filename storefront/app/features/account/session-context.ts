import { sessionBeforeStart, type sessionMachine } from '@shop/machines/session';

import { createDeferredActorContext } from '../../lib/react/deferred-actor-context';

/**
 * Who is logged in (spec §4 customer session), shared by the header, the side panels and the
 * account pages. Its machine starts at the first event (a login…) or in idle time after the
 * page's `load` (`SessionProvider`); until then, and on the server, the session is being asked.
 */
export const SessionContext = createDeferredActorContext<typeof sessionMachine>((input) => sessionBeforeStart(input ?? undefined));
