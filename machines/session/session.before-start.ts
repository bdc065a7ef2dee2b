import type { BeforeStart } from '../before-start/before-start';
import type { SessionInput, SessionMachineContext, SessionTag } from './session.types';

const NOTHING_ASKED = { loadError: null, failure: null, verification: null } as const;

/**
 * The session before the machine runs: being asked (the server renders every page as for a
 * visitor); with no customer given (the browser knows a visitor without a session), a guest.
 */
export function sessionBeforeStart(input?: SessionInput): BeforeStart<SessionMachineContext, SessionTag> {
  if (input?.customer === null) return { value: { guest: 'idle' }, context: { customer: null, known: true, ...NOTHING_ASKED }, tags: [] };
  return { value: 'loading', context: { customer: null, known: false, ...NOTHING_ASKED }, tags: ['loading', 'busy'] };
}
