import type { SnapshotFrom } from 'xstate';
import type { sidebarMachine } from './sidebar.machine';
import type { SidebarContent, SidebarContentKey, SidebarParams } from './sidebar.types';

export type SidebarSnapshot = SnapshotFrom<typeof sidebarMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

export const selectIsOpen = (snapshot: SidebarSnapshot): boolean => snapshot.hasTag('open');

/** The panel on screen, or `null` when closed. */
export const selectContentKey = (snapshot: SidebarSnapshot): SidebarContentKey | null => snapshot.context.content?.key ?? null;

/** Params of the panel on screen (`{}` when it has none), or `null` when closed. */
export const selectContentParams = (snapshot: SidebarSnapshot): SidebarParams | null => snapshot.context.content?.params ?? null;

/** True while login is shown on the way to a protected panel (e.g. to say "log in to see your eSIMs"). */
export const selectIsAwaitingLogin = (snapshot: SidebarSnapshot): boolean => snapshot.matches({ open: 'awaitingLogin' });

/** The protected panel that will open after login, or `null`. */
export const selectPendingAfterLogin = (snapshot: SidebarSnapshot): SidebarContent | null => snapshot.context.pendingAfterLogin;

export const selectIsAuthenticated = (snapshot: SidebarSnapshot): boolean => snapshot.context.isAuthenticated;
