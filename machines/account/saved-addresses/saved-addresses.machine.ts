import { and, assertEvent, assign, not } from 'xstate';
import { countryOf, isShownAddressField, withCountry, type AddressRuleError } from '../../forms/address-rules';
import { FORM_REFUSED, formEditing, formSetup, freshForm, type FormDescription } from '../../forms/form-machine';
import { stubRequest } from '../../requests/requests';
import { accountFailureOf, refusalOf, type AccountFailure } from '../../forms/refusals';
import { addressValuesOf, makeDefaultInputOf, newAddressValues, saveAddressInputOf, validateAddress } from './saved-addresses.rules';
import {
  ADDRESS_FIELDS,
  type AddressEditor,
  type AddressField,
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
function savedAddressFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, { NOT_LOGGED_IN: 'notLoggedIn' });
}

function openEditor(id: string | null, values: AddressValues): AddressEditor {
  return { id, ...freshForm(ADDRESS_FIELDS, values) };
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
 * The editor's form, in the context's `editor`: the checkout's address rules, the country select
 * its own event (it clears the state), and a state or zip code the country does not ask not typed
 * (a state of no country would be saved with another).
 */
export const savedAddressForm: FormDescription<SavedAddressesContext, AddressField, AddressRuleError> = {
  fields: ADDRESS_FIELDS,
  typed: (context) => {
    const country = countryOf(context.countries, editorOf(context).values.countryCode);
    return ADDRESS_FIELDS.filter((field) => field !== 'countryCode' && isShownAddressField(field, country));
  },
  validate: (context) => validateAddress(editorOf(context).values, context.countries),
  // The part written back is the editor read (its id included) with the kit's changes.
  at: { read: editorOf, write: (_, part) => ({ editor: part as AddressEditor }) },
};

/**
 * The saved billing addresses (spec §2 MyAccount/BillingDetails); the editor is the form kit's
 * (`machines/forms/form-machine.ts`) in the context's `editor`.
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
export const savedAddressesMachine = formSetup({
  types: {} as { context: SavedAddressesContext; events: SavedAddressesEvent; input: SavedAddressesInput; tags: SavedAddressesTag },
  actors: {
    /** The storefront provides the real requests (`savedAddressesActors` in storefront/app/features/account/account.actors.ts). */
    loadAddresses: stubRequest<SavedAddress[]>('savedAddressesMachine', 'loadAddresses'),
    saveAddress: stubRequest<unknown, SavedAddressInput>('savedAddressesMachine', 'saveAddress'),
    deleteAddress: stubRequest<unknown, DeleteAddressInput>('savedAddressesMachine', 'deleteAddress'),
  },
  form: savedAddressForm,
  refusal: refusalOf(savedAddressFailureOf, ADDRESS_FIELDS),
})
  .extend({
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
      selectCountry: assign(({ context, event }) => {
        assertEvent(event, 'country.changed');
        const editor = editorOf(context);
        return { editor: { ...editor, ...withCountry(editor, context.countries, event.countryCode) } };
      }),
      storeDefaultBilling: assign(({ context, event }) => {
        assertEvent(event, 'defaultBilling.changed');
        const editor = editorOf(context);
        return { editor: { ...editor, values: { ...editor.values, defaultBilling: event.checked === true } } };
      }),
    },
  })
  .createMachine({
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
          editing: formEditing('editor.submitted', {
            submitting: 'saving',
            on: {
              'country.changed': { guard: 'isListedCountry', actions: 'selectCountry' },
              'defaultBilling.changed': { actions: 'storeDefaultBilling' },
              'editor.cancelled': { target: '#saved-addresses.list.ready', actions: 'closeEditor' },
            },
          }),
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
              onError: FORM_REFUSED,
            },
          },
        },
      },
    },
  });
