import type { BeforeStart } from '../before-start/before-start';
import type { SessionMachineContext, SessionTag } from './session.types';

/** The session before the machine runs (the server renders every page as for a visitor): being asked. */
export function sessionBeforeStart(): BeforeStart<SessionMachineContext, SessionTag> {
  return {
    value: 'loading',
    context: { customer: null, known: false, loadError: null, failure: null, verification: null },
    tags: ['loading', 'busy'],
  };
}
