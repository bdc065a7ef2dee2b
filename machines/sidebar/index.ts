export { sidebarMachine, paramsEqual } from './sidebar.machine';
export {
  selectContentKey,
  selectContentParams,
  selectIsAuthenticated,
  selectIsAwaitingLogin,
  selectIsOpen,
  selectPendingAfterLogin,
  type SidebarSnapshot,
} from './sidebar.selectors';
export {
  AUTH_SIDEBAR_KEYS,
  PROTECTED_SIDEBAR_KEYS,
  SIDEBAR_CONTENT_KEYS,
  isAuthSidebarKey,
  isProtectedSidebarKey,
  isSidebarContentKey,
  type AuthSidebarKey,
  type ProtectedSidebarKey,
  type SidebarContent,
  type SidebarContentKey,
  type SidebarContext,
  type SidebarEvent,
  type SidebarInput,
  type SidebarParams,
  type SidebarRequest,
  type SidebarTag,
} from './sidebar.types';
export { sidebarBeforeStart } from './sidebar.before-start';
