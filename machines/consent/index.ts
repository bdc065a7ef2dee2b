export { consentMachine } from './consent.machine';
export { selectIsGranted, selectIsNoticeShown, type ConsentSnapshot } from './consent.selectors';
export {
  CONSENT_MODE_DEFAULT,
  CONSENT_MODE_GRANTED,
  type ConsentContext,
  type ConsentEvent,
  type ConsentInput,
  type ConsentModeState,
  type ConsentTag,
  type StoredConsent,
} from './consent.types';
export { consentBeforeStart } from './consent.before-start';
