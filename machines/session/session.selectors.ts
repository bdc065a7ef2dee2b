import type { SnapshotFrom } from 'xstate';
import type { AccountFailure } from '../forms/refusals';
import { memoByContext } from '../forms/memo-by-context';
import type { sessionMachine } from './session.machine';
import type { Customer, SessionStatus } from './session.types';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

/** The logged-in customer, or `null` (a guest, or not known yet). */
export const selectCustomer = (snapshot: SessionSnapshot): Customer | null => snapshot.context.customer;

/** A customer is logged in (the header's profile button, the account panel's log-out). */
export const selectIsLoggedIn = (snapshot: SessionSnapshot): boolean => snapshot.context.customer !== null;

/** Who the visitor is: `unknown` until the first load answers (or after it failed), then guest or customer. */
export function selectStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.context.customer !== null) return 'customer';
  return snapshot.matches('loading') || snapshot.matches('loadFailed') ? 'unknown' : 'guest';
}

/** The first load runs: neither login nor the account may be offered yet. */
export const selectIsLoading = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('loading');

/** A request of the session runs (load, quiet reload, verification, logout): its buttons are disabled. */
export const selectIsBusy = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('busy');

export const selectIsLoggingOut = (snapshot: SessionSnapshot): boolean => snapshot.matches('loggingOut');

export const selectIsVerifying = (snapshot: SessionSnapshot): boolean => snapshot.matches('verifying');

/** The load failed: show its error with a retry button (`session.retry`). */
export const selectLoadFailed = (snapshot: SessionSnapshot): boolean => snapshot.matches('loadFailed');

/**
 * The failure to show now, as a code (or the server's text): a
 * verification link that did not work (`tokenInvalid`, `tokenExpired`, …) or
 * a logout that did not go through. `null` otherwise.
 */
export function selectFailure(snapshot: SessionSnapshot): AccountFailure | null {
  if (snapshot.matches('loadFailed')) return loadFailure(snapshot.context);
  return snapshot.hasTag('error') ? snapshot.context.failure : null;
}

// The same object for every reader of one snapshot (no re-render from a new but equal object).
const loadFailure = memoByContext((context: SessionSnapshot['context']): AccountFailure => ({
  code: 'generic',
  cause: context.loadError?.cause,
}));

/** The verification link failed (its page offers to log in or to register again). */
export const selectVerificationFailed = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ guest: 'verificationFailed' }) || snapshot.matches({ customer: 'verificationFailed' });
