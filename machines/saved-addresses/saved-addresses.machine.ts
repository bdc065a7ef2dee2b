import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { accountFailureOf, serverFieldErrorsOf, type AccountFailure } from '../forms/refusals';
import { countryOf } from '../forms/address-rules';
import {
  REFUSED_SUBMIT,
  STARTED_SUBMIT,
  fieldBlurGuard,
  fieldChangeGuard,
  nothingTouched,
  touchedFieldOf,
  typedValueOf,
  withoutServerErrors,
} from '../forms/form-fields';
import { addressValuesOf, isAddressValid, makeDefaultInputOf, newAddressValues, saveAddressInputOf } from './saved-addresses.rules';
import {
  ADDRESS_FIELDS,
  type AddressEditor,
  type AddressValues,
  type DeleteAddressInput,
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressesContext,
  type SavedAddressesEvent,
  type SavedAddressesInput,
  type SavedAddressesTag,
} from './saved-addresses.types';

/**
 * A failed request: NOT_LOGGED_IN is `notLoggedIn` (the session ended: the
 * storefront asks the session machine again), else the server's message or
 * 'An error occured'.
 */
export function savedAddressFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, { NOT_LOGGED_IN: 'notLoggedIn' });
}

/** The country select is its own event (it clears the state); every other field is typed. */
const isTypedFieldChange = fieldChangeGuard(ADDRESS_FIELDS.filter((field) => field !== 'countryCode'));

function openEditor(id: string | null, values: AddressValues): AddressEditor {
  return { id, values, touched: nothingTouched(ADDRESS_FIELDS), submitAttempted: false, serverFieldErrors: {}, failure: null };
}

function addressOf(context: SavedAddressesContext, id: string): SavedAddress | undefined {
  return context.addresses?.find((address) => address.id === id);
}

/** The open editor; the editor's actions run only in `editor`, where there is one. */
function editorOf(context: SavedAddressesContext): AddressEditor {
  if (context.editor === null) throw new Error('savedAddressesMachine: no address is being edited');
  return context.editor;
}

/**
 * The saved billing addresses (spec §2 MyAccount/BillingDetails).
 *
 * ```
 * starting ─(the server render loaded them)──▶ list.ready.idle
 *    └─(its load failed)──▶ list.loadFailed (`error`) ──addresses.retry──▶ list.loading (`loading`) ──▶ list.ready.idle
 *                                  ▲                                                 └──error──▶ list.loadFailed
 * list.ready.idle ─ noFailure | actionFailed (`error`, until the next action)
 *    │   ├─address.delete──────▶ deleting (`busy`) ──────┐
 *    │   └─address.makeDefault─▶ makingDefault (`busy`) ──┴─done─▶ refreshing (`busy`) ──▶ idle
 *    │                                 └──error──▶ idle.actionFailed    └──error──▶ list.loadFailed
 *    └─address.add / address.edit──▶ editor.editing ─ idle | failed (`error`)
 *                                        ├─editor.cancelled──▶ list.ready
 *                                        └─editor.submitted, valid──▶ editor.saving (`busy`) ──done──▶ list.ready.refreshing
 *                                                                           └──error──▶ editor.editing.failed
 * ```
 *
 * Nothing typed is lost on any failure: the editor's values change only by
 * the customer's typing, and it closes only on a save or a cancel.
 */
export const savedAddressesMachine = setup({
  types: {
    context: {} as SavedAddressesContext,
    events: {} as SavedAddressesEvent,
    input: {} as SavedAddressesInput,
    tags: {} as SavedAddressesTag,
  },
  actors: {
    /** Stubs: the storefront provides the real requests (`savedAddressesActors` in storefront/app/features/account/account.actors.ts). */
    loadAddresses: fromPromise<SavedAddress[]>(async () => {
      throw new Error('savedAddressesMachine: provide the loadAddresses actor');
    }),
    saveAddress: fromPromise<unknown, SavedAddressInput>(async () => {
      throw new Error('savedAddressesMachine: provide the saveAddress actor');
    }),
    deleteAddress: fromPromise<unknown, DeleteAddressInput>(async () => {
      throw new Error('savedAddressesMachine: provide the deleteAddress actor');
    }),
  },
  guards: {
    hasInitialAddresses: ({ context }) => context.addresses !== null,
    isKnownAddress: ({ context, event }) => {
      assertEvent(event, ['address.edit', 'address.delete', 'address.makeDefault']);
      return addressOf(context, event.id) !== undefined;
    },
    isDefaultAddress: ({ context, event }) => {
      assertEvent(event, 'address.makeDefault');
      return addressOf(context, event.id)?.defaultBilling === true;
    },
    isEditorValid: ({ context }) => isAddressValid(editorOf(context).values, context.countries),
    /** A state or zip code the country does not ask is not typed (a state of no country would be saved with another). */
    isShownFieldChange: ({ context, event }) => {
      if (!isTypedFieldChange({ event })) return false;
      assertEvent(event, 'field.changed');
      const country = countryOf(context.countries, editorOf(context).values.countryCode);
      if (event.field === 'state') return (country?.states.length ?? 0) > 0;
      if (event.field === 'postcode') return country?.needsZipCode ?? false;
      return true;
    },
    isFieldBlur: fieldBlurGuard(ADDRESS_FIELDS),
    /** Only a country the shop sells to can be selected. */
    isListedCountry: ({ context, event }) => {
      assertEvent(event, 'country.changed');
      return countryOf(context.countries, event.countryCode) !== undefined;
    },
  },
  actions: {
    storeAddresses: assign((_, params: { addresses: readonly SavedAddress[] }) => ({
      addresses: params.addresses,
      loadFailure: null,
      busy: null,
    })),
    storeLoadFailure: assign((_, params: { cause: unknown }) => ({ loadFailure: savedAddressFailureOf(params.cause), busy: null })),
    forgetLoadFailure: assign({ loadFailure: null }),
    startDelete: assign(({ event }) => {
      assertEvent(event, 'address.delete');
      return { busy: { id: event.id, action: 'delete' as const }, actionFailure: null };
    }),
    startMakeDefault: assign(({ event }) => {
      assertEvent(event, 'address.makeDefault');
      return { busy: { id: event.id, action: 'makeDefault' as const }, actionFailure: null };
    }),
    storeActionFailure: assign((_, params: { cause: unknown }) => ({ actionFailure: savedAddressFailureOf(params.cause), busy: null })),
    /** The list's last failure is old news once the customer moves on to the form. */
    openNewAddress: assign(({ context }) => ({
      editor: openEditor(null, newAddressValues(context.addresses ?? [])),
      actionFailure: null,
    })),
    openAddress: assign(({ context, event }) => {
      assertEvent(event, 'address.edit');
      // Guarded by `isKnownAddress`.
      const address = addressOf(context, event.id)!;
      return { editor: openEditor(address.id, addressValuesOf(address)), actionFailure: null };
    }),
    closeEditor: assign({ editor: null }),
    storeValue: assign(({ context, event }) => ({ editor: { ...editorOf(context), ...typedValueOf(editorOf(context), event) } })),
    markTouched: assign(({ context, event }) => ({ editor: { ...editorOf(context), ...touchedFieldOf(editorOf(context), event) } })),
    /** A state of the old country means nothing in the new one; its postcode rule changes too. */
    selectCountry: assign(({ context, event }) => {
      assertEvent(event, 'country.changed');
      const editor = editorOf(context);
      const states = countryOf(context.countries, event.countryCode)?.states ?? [];
      const keepsState = states.some((state) => state.code === editor.values.state);
      return {
        editor: {
          ...editor,
          values: { ...editor.values, countryCode: event.countryCode, state: keepsState ? editor.values.state : '' },
          touched: { ...editor.touched, countryCode: true },
          serverFieldErrors: withoutServerErrors(editor.serverFieldErrors, ['countryCode', 'state', 'postcode']),
        },
      };
    }),
    storeDefaultBilling: assign(({ context, event }) => {
      assertEvent(event, 'defaultBilling.changed');
      const editor = editorOf(context);
      return { editor: { ...editor, values: { ...editor.values, defaultBilling: event.checked === true } } };
    }),
    refuseInvalid: assign(({ context }) => ({ editor: { ...editorOf(context), ...REFUSED_SUBMIT } })),
    startSave: assign(({ context }) => ({ editor: { ...editorOf(context), ...STARTED_SUBMIT } })),
    storeSaveFailure: assign(({ context }, params: { cause: unknown }) => ({
      editor: {
        ...editorOf(context),
        failure: savedAddressFailureOf(params.cause),
        serverFieldErrors: serverFieldErrorsOf(params.cause, ADDRESS_FIELDS),
      },
    })),
  },
}).createMachine({
  id: 'saved-addresses',
  context: ({ input }) => ({
    // Copies: a caller mutating its lists later cannot change what is shown or offered.
    countries: [...input.countries],
    addresses: input.initial === null ? null : [...input.initial],
    loadFailure: null,
    busy: null,
    actionFailure: null,
    editor: null,
  }),
  initial: 'starting',
  states: {
    /** Never at rest: the server render's load decides where the page starts. */
    starting: {
      always: [{ guard: 'hasInitialAddresses', target: 'list.ready' }, { target: 'list.loadFailed' }],
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading', 'busy'],
          invoke: {
            id: 'loadAddresses',
            src: 'loadAddresses',
            onDone: {
              target: 'ready',
              actions: { type: 'storeAddresses', params: ({ event }) => ({ addresses: event.output }) },
            },
            onError: {
              target: 'loadFailed',
              actions: { type: 'storeLoadFailure', params: ({ event }) => ({ cause: event.error }) },
            },
          },
        },
        loadFailed: {
          tags: ['error'],
          on: { 'addresses.retry': { target: 'loading', actions: 'forgetLoadFailure' } },
        },
        ready: {
          initial: 'idle',
          states: {
            /** Nothing runs: the list takes the customer's actions. */
            idle: {
              initial: 'noFailure',
              states: {
                noFailure: {},
                /** The last delete or make-default failed; its message stays until the next action. */
                actionFailed: { tags: ['error'] },
              },
              on: {
                'address.add': { target: '#saved-addresses.editor', actions: 'openNewAddress' },
                'address.edit': { guard: 'isKnownAddress', target: '#saved-addresses.editor', actions: 'openAddress' },
                'address.delete': { guard: 'isKnownAddress', target: 'deleting', actions: 'startDelete' },
                'address.makeDefault': {
                  guard: and(['isKnownAddress', not('isDefaultAddress')]),
                  target: 'makingDefault',
                  actions: 'startMakeDefault',
                },
              },
            },
            deleting: {
              tags: ['busy'],
              invoke: {
                id: 'deleteAddress',
                src: 'deleteAddress',
                // Entered only with `busy` set (`startDelete`).
                input: ({ context }) => ({ id: context.busy!.id }),
                onDone: { target: 'refreshing' },
                onError: {
                  target: 'idle.actionFailed',
                  actions: { type: 'storeActionFailure', params: ({ event }) => ({ cause: event.error }) },
                },
              },
            },
            makingDefault: {
              tags: ['busy'],
              invoke: {
                id: 'makeDefault',
                src: 'saveAddress',
                // Entered only for a listed address (`isKnownAddress`), with `busy` set (`startMakeDefault`).
                input: ({ context }) => makeDefaultInputOf(addressOf(context, context.busy!.id)!),
                onDone: { target: 'refreshing' },
                onError: {
                  target: 'idle.actionFailed',
                  actions: { type: 'storeActionFailure', params: ({ event }) => ({ cause: event.error }) },
                },
              },
            },
            /** After a change the list is the shop's again; the address acted on stays marked until then. */
            refreshing: {
              tags: ['busy'],
              invoke: {
                id: 'reloadAddresses',
                src: 'loadAddresses',
                onDone: {
                  target: 'idle',
                  actions: { type: 'storeAddresses', params: ({ event }) => ({ addresses: event.output }) },
                },
                onError: {
                  target: '#saved-addresses.list.loadFailed',
                  actions: { type: 'storeLoadFailure', params: ({ event }) => ({ cause: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    editor: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          on: {
            'field.changed': { guard: 'isShownFieldChange', actions: 'storeValue' },
            'field.blurred': { guard: 'isFieldBlur', actions: 'markTouched' },
            'country.changed': { guard: 'isListedCountry', actions: 'selectCountry' },
            'defaultBilling.changed': { actions: 'storeDefaultBilling' },
            'editor.submitted': [
              { guard: not('isEditorValid'), target: '.idle', actions: 'refuseInvalid' },
              { target: 'saving', actions: 'startSave' },
            ],
            'editor.cancelled': { target: '#saved-addresses.list.ready', actions: 'closeEditor' },
          },
          states: {
            idle: {},
            failed: { tags: ['error'] },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context }) => {
              const editor = editorOf(context);
              return saveAddressInputOf(editor.id, editor.values, context.countries);
            },
            onDone: { target: '#saved-addresses.list.ready.refreshing', actions: 'closeEditor' },
            onError: {
              target: 'editing.failed',
              actions: { type: 'storeSaveFailure', params: ({ event }) => ({ cause: event.error }) },
            },
          },
        },
      },
    },
  },
});
