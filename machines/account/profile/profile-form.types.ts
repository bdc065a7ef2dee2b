/**
 * Types of the personal information form (spec §2 `MyProfile` and the
 * personalInformation panel; §3 "Personal information form"; §5 "Profile
 * update"; §8 350).
 *
 * Machines import only types from `api/`: the customer and the update sent
 * are the api's, so the storefront passes them through.
 */
import type { Customer } from '../../../api/operations/account/account';
import type { ProfileUpdate } from '../../../api/operations/account/account-input';
import type { FormContext, FormFieldEvent } from '../../forms/form-machine';
import type { AccountFailure } from '../../forms/refusals';

export type { Customer, ProfileUpdate };

/** Every text field, in the order the form shows them; `title` is 'mr' / 'mrs' (spec ids 1 / 0). */
export const PROFILE_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'currentPassword',
  'newPassword',
  'newPasswordConfirmation',
  'company',
  'vatNumber',
  'street',
  'streetNumber',
  'postcode',
  'city',
  'countryCode',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The password fields: emptied after a save, never prefilled. */
export const PROFILE_PASSWORD_FIELDS = [
  'currentPassword',
  'newPassword',
  'newPasswordConfirmation',
] as const satisfies readonly ProfileField[];

/** As typed; the request gets trimmed texts (passwords as typed). */
export type ProfileValues = Readonly<Record<ProfileField, string>>;

export interface ProfileInput {
  /** The logged-in customer: the form starts with their values. */
  readonly customer: Customer;
  /** The countries the address may be in (ISO codes); empty accepts any code (the shop checks it again). */
  readonly countryCodes: readonly string[];
}

/** `failure`: the last save failed for another reason than the current password. */
export interface ProfileContext extends FormContext<ProfileField, ProfileValues, AccountFailure> {
  readonly countryCodes: readonly string[];
  /** The customer as the shop last answered (input, then each save). */
  readonly customer: Customer;
  readonly newsletter: boolean;
  /**
   * A new email address asked for by the last save that the answer does not
   * have yet: the shop confirms it through a link sent to that address, so
   * the form says "check that mailbox". `null` otherwise.
   */
  readonly pendingEmail: string | null;
}

/**
 * Events, dotted by source. While `updateCustomer` runs the form is disabled
 * and its events are ignored: a second press of save sends nothing.
 *
 * | event                | sent by                    | effect |
 * |----------------------|----------------------------|--------|
 * | `field.changed`      | an input, the title radios, the country select | store as typed; drop the server's error on that field; leaves "saved"; a changed current password leaves "Password Incorrect" |
 * | `field.blurred`      | a field losing focus       | its error shows live from now on |
 * | `newsletter.changed` | the newsletter box         | store it; leaves "saved" |
 * | `profile.submitted`  | the save button            | invalid: show every error; else send `updateCustomer` |
 */
export type ProfileEvent = FormFieldEvent<ProfileField> | { type: 'newsletter.changed'; checked: boolean } | { type: 'profile.submitted' };

/** `profile.saved`: the host hands the customer to the session machine (`customer.updated`). */
export type ProfileEmitted = { type: 'profile.saved'; customer: Customer };

/** `busy` while saving; `error` while a failure (the current password's included) is shown. */
export type ProfileTag = 'busy' | 'error';
