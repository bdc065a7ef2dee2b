export { profileFormMachine } from './profile-form.machine';
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
} from './profile-form.selectors';
export { type Customer, type ProfileField, type ProfileUpdate } from './profile-form.types';
