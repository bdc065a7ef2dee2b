export { profileFormMachine, profileFailureOf } from './profile-form.machine';
export {
  selectCustomer,
  selectFailure,
  selectFieldErrors,
  selectIsPasswordIncorrect,
  selectIsSaved,
  selectIsSaving,
  selectNewsletter,
  selectPendingEmail,
  selectValues,
  type ProfileFormSnapshot,
} from './profile-form.selectors';
export { isProfileFormValid, profileUpdateOf, profileValuesOf, validateProfileForm } from './profile-form.rules';
export {
  PROFILE_FIELDS,
  PROFILE_PASSWORD_FIELDS,
  type Customer,
  type ProfileContext,
  type ProfileEmitted,
  type ProfileEvent,
  type ProfileField,
  type ProfileInput,
  type ProfileTag,
  type ProfileUpdate,
  type ProfileValues,
} from './profile-form.types';
