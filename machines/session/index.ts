export { sessionMachine, logoutFailureOf, verificationFailureOf } from './session.machine';
export {
  cartEventOf,
  createSessionMachine,
  sidebarEventOf,
  type CartSessionEvent,
  type SessionMachineDeps,
  type SidebarSessionEvent,
} from './session.wiring';
export {
  selectCustomer,
  selectFailure,
  selectIsBusy,
  selectIsLoading,
  selectIsLoggedIn,
  selectIsLoggingOut,
  selectIsVerifying,
  selectLoadFailed,
  selectStatus,
  selectVerificationFailed,
  type SessionSnapshot,
} from './session.selectors';
export type {
  Customer,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  SessionStatus,
  SessionTag,
  VerifyEmailInput,
} from './session.types';
