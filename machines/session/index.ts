export * from './session.machine';
export * from './session.events';
export * from './session.selectors';
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
export * from './session.before-start';
