export { sessionMachine, logoutFailureOf, verificationFailureOf } from './session.machine';
export { cartEventOf, sidebarEventOf, type CartSessionEvent, type SidebarSessionEvent } from './session.events';
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
export { sessionBeforeStart } from './session.before-start';
