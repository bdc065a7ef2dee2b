import type { SnapshotFrom } from 'xstate';
import type { AccountFailure, AccountFieldErrors } from '../../forms/refusals';
import { memoByContext } from '../../forms/form-fields';
import { formFieldErrors } from '../../forms/form-machine';
import { profileForm, type profileFormMachine } from './profile-form.machine';
import type { Customer, ProfileContext, ProfileField, ProfileValues } from './profile-form.types';

export type ProfileFormSnapshot = SnapshotFrom<typeof profileFormMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

export const selectValues = (snapshot: ProfileFormSnapshot): ProfileValues => snapshot.context.values;

export const selectNewsletter = (snapshot: ProfileFormSnapshot): boolean => snapshot.context.newsletter;

/** The customer as the shop last answered (the input's, then each save's). */
export const selectCustomer = (snapshot: ProfileFormSnapshot): Customer => snapshot.context.customer;

const ruleErrors = formFieldErrors(profileForm);

const PASSWORD_INCORRECT = { code: 'passwordIncorrect' } as const;
const withPasswordIncorrect = memoByContext((context: ProfileContext): AccountFieldErrors<ProfileField> => ({
  ...ruleErrors(context),
  currentPassword: PASSWORD_INCORRECT,
}));

/**
 * The errors to show now: of fields left, or of every field after a press of
 * save, the server's on the fields it named, and spec 350 'Password
 * Incorrect' (`passwordIncorrect`) on the current password.
 */
export function selectFieldErrors(snapshot: ProfileFormSnapshot): AccountFieldErrors<ProfileField> {
  return snapshot.matches({ editing: 'passwordIncorrect' }) ? withPasswordIncorrect(snapshot.context) : ruleErrors(snapshot.context);
}

/** The last failed save other than the current password (the server's message or 'An error occured'). */
export const selectFailure = (snapshot: ProfileFormSnapshot): AccountFailure | null =>
  snapshot.matches({ editing: 'failed' }) ? snapshot.context.failure : null;

export const selectIsPasswordIncorrect = (snapshot: ProfileFormSnapshot): boolean => snapshot.matches({ editing: 'passwordIncorrect' });

export const selectIsSaving = (snapshot: ProfileFormSnapshot): boolean => snapshot.hasTag('busy');

/** The last save succeeded and nothing was changed since: show the success message. */
export const selectIsSaved = (snapshot: ProfileFormSnapshot): boolean => snapshot.matches({ editing: 'saved' });

/** A new email address waiting for its confirmation link (the shop keeps the old one until then), or `null`. */
export const selectPendingEmail = (snapshot: ProfileFormSnapshot): string | null => snapshot.context.pendingEmail;
