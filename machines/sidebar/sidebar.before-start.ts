import type { BeforeStart } from '../before-start/before-start';
import type { SidebarContext, SidebarInput, SidebarTag } from './sidebar.types';

/** The side panel before the machine runs: closed. */
export function sidebarBeforeStart(input: SidebarInput): BeforeStart<SidebarContext, SidebarTag> {
  return { value: 'closed', context: { isAuthenticated: input.isAuthenticated, content: null, pendingAfterLogin: null }, tags: [] };
}
