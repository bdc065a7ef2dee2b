export { profileFormMachine } from './profile-form.machine';
export * from './profile-form.selectors';
export { type Customer, type ProfileField, type ProfileUpdate } from './profile-form.types';
