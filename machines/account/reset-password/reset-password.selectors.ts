import type { SnapshotFrom } from 'xstate';
import type { AccountFailure, AccountFieldErrors } from '../../forms/refusals';
import { formFieldErrors } from '../../forms/form-machine';
import { resetPasswordForm, type resetPasswordMachine } from './reset-password.machine';
import type { ResetField, ResetPasswordView, ResetValues, TokenProblem } from './reset-password.types';

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

/** Which part the page shows. */
export function selectView(snapshot: ResetPasswordSnapshot): ResetPasswordView {
  if (snapshot.matches('sent')) return 'sent';
  if (snapshot.matches('newPassword')) return 'newPassword';
  if (snapshot.matches('changed')) return 'changed';
  if (snapshot.matches('tokenInvalid')) return 'tokenInvalid';
  return 'request';
}

export const selectValues = (snapshot: ResetPasswordSnapshot): ResetValues => snapshot.context.values;

const fieldErrors = formFieldErrors(resetPasswordForm);
const NO_ERRORS: AccountFieldErrors<ResetField> = {};

/** The errors to show now, of the part on screen only (none once sent, changed, or on a dead link). */
export function selectFieldErrors(snapshot: ResetPasswordSnapshot): AccountFieldErrors<ResetField> {
  return snapshot.matches('request') || snapshot.matches('newPassword') ? fieldErrors(snapshot.context) : NO_ERRORS;
}

/** The last failed request (`rateLimited`, the server's message, or 'Error occured'), while its form is shown. */
export const selectFailure = (snapshot: ResetPasswordSnapshot): AccountFailure | null =>
  snapshot.hasTag('error') && !snapshot.matches('tokenInvalid') ? snapshot.context.failure : null;

/** Why the link cannot set a password, on the dead-link view. */
export const selectTokenProblem = (snapshot: ResetPasswordSnapshot): TokenProblem | null =>
  snapshot.matches('tokenInvalid') ? snapshot.context.tokenProblem : null;

/** A request runs: the button is disabled with a loader. */
export const selectIsBusy = (snapshot: ResetPasswordSnapshot): boolean => snapshot.hasTag('busy');
