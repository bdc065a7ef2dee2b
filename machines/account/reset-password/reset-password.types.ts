/**
 * Types of the password reset (spec §2 "Password reset" routes and the
 * resetPassword panel; §4 "Reset password"; §5; §8 "Reset password failure";
 * issue 5 "Password reset").
 */
import type { ShopLocale } from '../../../api/locale';
import type { NewPassword } from '../../../api/operations/account/account-input';
import type { FormContext, FormFieldEvent } from '../../forms/form-machine';
import type { AccountFailure } from '../../forms/refusals';

export type { ShopLocale };

/** Input of the injected `resetPassword` actor (spec §7 `resetPassword(email, locale)`): the email goes out in that locale. */
export interface ResetPasswordInput {
  readonly email: string;
  readonly locale: ShopLocale;
}

/** Input of the injected `setNewPassword` actor (the api's `NewPassword`): the link's token and the new password. */
export type SetNewPasswordInput = NewPassword;

export const RESET_FIELDS = ['email', 'newPassword', 'newPasswordConfirmation'] as const;
export type ResetField = (typeof RESET_FIELDS)[number];
/** The request part's field. */
export const REQUEST_FIELDS = ['email'] as const satisfies readonly ResetField[];
/** The set-new-password part's fields. */
export const NEW_PASSWORD_FIELDS = ['newPassword', 'newPasswordConfirmation'] as const satisfies readonly ResetField[];
export type ResetValues = Readonly<Record<ResetField, string>>;

/**
 * `request`: the "forgot your password?" panel or page (ask for a link).
 * `set`: the page the emailed link opens (`/{lang}/reset-password.html?token=…`);
 * `token` is `null` when the link carries none.
 */
export type ResetPasswordMachineInput =
  | { readonly mode: 'request'; readonly locale: ShopLocale; readonly email?: string }
  | { readonly mode: 'set'; readonly locale: ShopLocale; readonly token: string | null };

/** Why the link cannot set a password: unknown or used, expired, or none in the address. */
export type TokenProblem = 'tokenInvalid' | 'tokenExpired' | 'tokenMissing';

/** `submitAttempted` is of the part on screen; `failure`: its last request failed. */
export interface ResetPasswordContext extends FormContext<ResetField, ResetValues, AccountFailure> {
  /** The part on screen: the input's, then `request` once a new link is asked for. */
  readonly mode: ResetPasswordMachineInput['mode'];
  readonly locale: ShopLocale;
  /** The link's token, trimmed; `null` in request mode or when it carried none. */
  readonly token: string | null;
  /** Set in `tokenInvalid`. */
  readonly tokenProblem: TokenProblem | null;
}

/**
 * Events, dotted by source. While a request runs the form is disabled and
 * its events are ignored.
 *
 * | event               | sent by                        | effect |
 * |---------------------|--------------------------------|--------|
 * | `field.changed`     | the part's inputs              | store as typed (only the fields of the part on screen) |
 * | `field.blurred`     | a field losing focus           | its error shows live from now on |
 * | `request.submitted` | "send me a link"               | request part: invalid email → every error shown; else `resetPassword` |
 * | `request.again`     | "send again" after sent        | back to the request form, the email kept |
 * | `password.submitted`| "change password"              | set part: invalid → every error shown; else `setNewPassword` |
 * | `link.requestNew`   | "get a new link" on a dead link | the request form |
 */
export type ResetPasswordEvent =
  | FormFieldEvent<ResetField>
  | { type: 'request.submitted' }
  | { type: 'request.again' }
  | { type: 'password.submitted' }
  | { type: 'link.requestNew' };

/** `password.changed`: 'Password successfully changed' is shown; the host goes Home (spec §2). */
export type ResetPasswordEmitted = { type: 'password.changed' };

/** `busy` while a request runs; `error` while its failure or a dead link is shown. */
export type ResetPasswordTag = 'busy' | 'error';

/**
 * What the page shows. `sent` says the same for every address, so it tells
 * nobody whether an account exists; `changed` is spec §4's 'Password successfully changed'.
 */
export type ResetPasswordView = 'request' | 'sent' | 'newPassword' | 'changed' | 'tokenInvalid';
