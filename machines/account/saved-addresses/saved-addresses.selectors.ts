import type { SnapshotFrom } from 'xstate';
import { countryOf, type AddressRuleError } from '../../forms/address-rules';
import { memoByContext, type FieldError, type FieldErrors } from '../../forms/form-fields';
import { formFieldErrors } from '../../forms/form-machine';
import type { AccountFailure } from '../../forms/refusals';
import { savedAddressForm, type savedAddressesMachine } from './saved-addresses.machine';
import {
  type AddressBusy,
  type AddressField,
  type AddressValues,
  type CheckoutCountry,
  type SavedAddress,
  type SavedAddressesContext,
  type SavedAddressesStatus,
} from './saved-addresses.types';

export type SavedAddressesSnapshot = SnapshotFrom<typeof savedAddressesMachine>;

/** What a field of the form shows: the address rules' codes, the checkout's (spec §5), or the server's own text. */
export type AddressFieldError = FieldError<AddressRuleError>;
export type AddressFieldErrors = FieldErrors<AddressField, AddressRuleError>;

/** The open form as a component draws it. */
export interface AddressEditorView {
  /** The address edited; `null` for a new one. */
  readonly id: string | null;
  readonly values: AddressValues;
  /** Only the errors to show now: of fields left, of every field after a press of save, and the server's. */
  readonly fieldErrors: AddressFieldErrors;
  readonly saving: boolean;
  /** The last save failed (`notLoggedIn`, the server's message or 'An error occured'); cleared by the next save. */
  readonly failure: AccountFailure | null;
  /** The selected country (its states and zip code rule), or `null` while none is. */
  readonly country: CheckoutCountry | null;
}

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

const NO_ADDRESSES: readonly SavedAddress[] = [];

/** The design system's `SavedAddresses` status: a retry button for `error`, a placeholder for `loading`. */
export function selectListStatus(snapshot: SavedAddressesSnapshot): SavedAddressesStatus {
  if (snapshot.matches({ list: 'loadFailed' })) return 'error';
  if (snapshot.matches({ list: 'loading' })) return 'loading';
  return 'ready';
}

/** The addresses as the shop last answered, oldest first; empty before any answer. */
export const selectAddresses = (snapshot: SavedAddressesSnapshot): readonly SavedAddress[] => snapshot.context.addresses ?? NO_ADDRESSES;

/** The address a delete or make-default runs for (until the list is reloaded after it), or `null`. */
export const selectBusy = (snapshot: SavedAddressesSnapshot): AddressBusy | null => snapshot.context.busy;

/** The last failed delete or make-default, shown above the list until the next action. */
export const selectActionFailure = (snapshot: SavedAddressesSnapshot): AccountFailure | null =>
  snapshot.matches({ list: { ready: { idle: 'actionFailed' } } }) ? snapshot.context.actionFailure : null;

/** Why the list could not load, while its retry shows; `null` too when the server render's load failed. */
export const selectLoadFailure = (snapshot: SavedAddressesSnapshot): AccountFailure | null =>
  snapshot.matches({ list: 'loadFailed' }) ? snapshot.context.loadFailure : null;

const fieldErrors = formFieldErrors(savedAddressForm);

const editorView = memoByContext((context: SavedAddressesContext): Omit<AddressEditorView, 'saving'> | null => {
  const { editor } = context;
  if (editor === null) return null;
  return {
    id: editor.id,
    values: editor.values,
    fieldErrors: fieldErrors(context),
    failure: editor.failure,
    country: countryOf(context.countries, editor.values.countryCode) ?? null,
  };
});

// The same object per snapshot for each of saving / not saving, so `useSelector` does not re-render for nothing.
const savingEditorView = memoByContext((context: SavedAddressesContext): AddressEditorView | null => {
  const view = editorView(context);
  return view === null ? null : { ...view, saving: true };
});
const idleEditorView = memoByContext((context: SavedAddressesContext): AddressEditorView | null => {
  const view = editorView(context);
  return view === null ? null : { ...view, saving: false };
});

/** The open form (a new address or one being edited), or `null` while the list shows. */
export function selectEditor(snapshot: SavedAddressesSnapshot): AddressEditorView | null {
  return snapshot.matches({ editor: 'saving' }) ? savingEditorView(snapshot.context) : idleEditorView(snapshot.context);
}

/**
 * The shop answered NOT_LOGGED_IN to the failure on screen: the session ended
 * elsewhere (logout in another tab, expiry), so the storefront tells the
 * session machine (`session.refresh`) and the guard takes the customer home.
 */
export function selectSessionEnded(snapshot: SavedAddressesSnapshot): boolean {
  const failures = [selectLoadFailure(snapshot), selectActionFailure(snapshot), selectEditor(snapshot)?.failure ?? null];
  return failures.some((failure) => failure?.code === 'notLoggedIn');
}

export const selectIsBusy = (snapshot: SavedAddressesSnapshot): boolean => snapshot.hasTag('busy');
