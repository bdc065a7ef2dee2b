import type { SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent.machine';

export type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

/** The cookie notice with 'Got it' is on screen. Hidden while the stored choice is read, so a returning shopper sees no flash. */
export const selectIsNoticeShown = (snapshot: ConsentSnapshot): boolean => snapshot.hasTag('noticeShown');

/** Tracking is allowed and its scripts were asked for. */
export const selectIsGranted = (snapshot: ConsentSnapshot): boolean => snapshot.hasTag('granted');
