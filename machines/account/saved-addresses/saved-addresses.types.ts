/**
 * Types of the saved billing addresses (spec §2 MyAccount/BillingDetails: the
 * addresses listed, added and edited after the checkout's address rules
 * (§3, §5), deleted, made the default that prefills the checkout).
 *
 * Machines import only types from `api/`: the addresses, the countries and
 * the address sent are the api's, so the storefront passes them through.
 */
import type { SavedAddress } from '../../../api/operations/account/account';
import type { SavedAddressInput } from '../../../api/operations/account/account-input';
import { ADDRESS_FIELDS, type CheckoutCountry } from '../../forms/address-rules';
import type { FormContext, FormFieldEvent } from '../../forms/form-machine';
import type { AccountFailure } from '../../forms/refusals';

export type { CheckoutCountry, SavedAddress, SavedAddressInput };

/** Every field of the editor: a billing address's, in the order the form shows them. */
export { ADDRESS_FIELDS };
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** As typed (untrimmed); the request gets the trimmed form, without what the country does not ask. */
export type AddressValues = Readonly<Record<AddressField, string>> & { readonly defaultBilling: boolean };

export interface SavedAddressesInput {
  /** The addresses the server render loaded; `null`: that load failed, so the page starts on its retry. */
  readonly initial: readonly SavedAddress[] | null;
  /** The countries an address may be in (spec §7 `getAvailableCountries`), in display order. */
  readonly countries: readonly CheckoutCountry[];
}

/** Input of the injected `deleteAddress` actor. */
export interface DeleteAddressInput {
  readonly id: string;
}

/** The address a delete or a make-default is running for (the list shows it waiting). */
export interface AddressBusy {
  readonly id: string;
  readonly action: 'delete' | 'makeDefault';
}

/** One address being added (`id` null) or edited: the form's own state, kept through every failure. */
export interface AddressEditor extends FormContext<AddressField, AddressValues, AccountFailure> {
  readonly id: string | null;
}

export interface SavedAddressesContext {
  readonly countries: readonly CheckoutCountry[];
  /** The list as the shop last answered; `null` before any answer (a failed server render). */
  readonly addresses: readonly SavedAddress[] | null;
  /** The last failed load; `null` when the server render's load failed (its cause stayed on the server). */
  readonly loadFailure: AccountFailure | null;
  readonly busy: AddressBusy | null;
  /** The last failed delete or make-default; cleared by the next action on the list. */
  readonly actionFailure: AccountFailure | null;
  /** The open form; `null` while the list shows. */
  readonly editor: AddressEditor | null;
}

/**
 * Events, dotted by source. Outside the state that takes it an event is
 * ignored: one request at a time, and a second press sends nothing.
 *
 * | event                    | sent by                         | effect |
 * |--------------------------|---------------------------------|--------|
 * | `addresses.retry`        | the load error's retry button    | load failed: load again |
 * | `address.add`            | the list's "add" button          | list ready: open an empty form (the default when the list is empty) |
 * | `address.edit`           | an address's "edit"              | list ready: open the form with that address |
 * | `address.delete`         | an address's "delete"            | list ready: delete it, then reload the list |
 * | `address.makeDefault`    | a non-default address's button   | list ready: save it as the default, then reload the list |
 * | `field.changed`          | an input or select of the form   | store as typed; drop the server's error on that field. Unknown field: ignored; a state or zip code the country does not ask: ignored |
 * | `field.blurred`          | a field losing focus             | its error shows live from now on |
 * | `country.changed`        | the country select               | a listed country: select it, clear the state |
 * | `defaultBilling.changed` | the "default" checkbox           | store it |
 * | `editor.submitted`       | the form's save button           | invalid: show every error; else save, then back to the reloaded list |
 * | `editor.cancelled`       | the form's cancel button         | back to the list, nothing saved (not while saving) |
 */
export type SavedAddressesEvent =
  | { type: 'addresses.retry' }
  | { type: 'address.add' }
  | { type: 'address.edit'; id: string }
  | { type: 'address.delete'; id: string }
  | { type: 'address.makeDefault'; id: string }
  | FormFieldEvent<AddressField>
  | { type: 'country.changed'; countryCode: string }
  | { type: 'defaultBilling.changed'; checked: boolean }
  | { type: 'editor.submitted' }
  | { type: 'editor.cancelled' };

/**
 * `loading` the list is loaded with nothing to show yet; `busy` a request
 * runs (load, delete, make-default, save, the reload after one); `error` a
 * failure is shown (the load's, an action's or a save's).
 */
export type SavedAddressesTag = 'loading' | 'busy' | 'error';

/** What the list shows in one word (the design system's `SavedAddresses` status). */
export type SavedAddressesStatus = 'loading' | 'error' | 'ready';
