import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { CheckoutCountry, SavedAddress } from '@shop/api';
import { SavedAddresses, SavedAddressForm, type SavedAddressFormErrors } from '@shop/design-system';
import {
  savedAddressesMachine,
  selectActionFailure,
  selectAddresses,
  selectBusy,
  selectEditor,
  selectListStatus,
  selectSessionEnded,
  type AddressEditorView,
  type SavedAddressesEvent,
} from '@shop/machines/account/saved-addresses';

import { fieldErrorText } from '../forms/address-messages';
import { postcodeInputModeOf } from '../forms/postcode-input-mode';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { savedAddressesActors } from './account.actors';
import { accountFailureText } from './account-messages';
import { SessionContext } from './session-context';

/**
 * Spec §2 MyAccount/BillingDetails: the saved billing addresses (the default one is prefilled at
 * checkout), added and edited under the checkout's rules and countries, deleted, made default.
 * The saved-addresses machine runs it; this view only draws and translates.
 */
export function BillingDetailsView({ initial, countries }: { initial: SavedAddress[] | null; countries: CheckoutCountry[] }) {
  const intl = useIntl();
  const client = useShopClient();
  const session = SessionContext.useActorRef();
  const logic = useMemo(() => savedAddressesMachine.provide(savedAddressesActors(client)), [client]);
  const [snapshot, send] = useMachine(logic, { input: { initial, countries } });

  // A session that ended elsewhere (logout in another tab, expiry): the session asks again, the guard follows.
  const sessionEnded = selectSessionEnded(snapshot);
  useEffect(() => {
    if (sessionEnded) session.send({ type: 'session.refresh' });
  }, [sessionEnded, session]);

  const editor = selectEditor(snapshot);
  if (editor) return <AddressEditor editor={editor} countries={countries} send={send} />;

  const actionFailure = selectActionFailure(snapshot);
  return (
    <SavedAddresses
      status={selectListStatus(snapshot)}
      addresses={selectAddresses(snapshot)}
      onAdd={() => send({ type: 'address.add' })}
      onEdit={(id) => send({ type: 'address.edit', id })}
      onDelete={(id) => send({ type: 'address.delete', id })}
      onMakeDefault={(id) => send({ type: 'address.makeDefault', id })}
      onRetry={() => send({ type: 'addresses.retry' })}
      busy={selectBusy(snapshot)}
      {...(actionFailure ? { actionError: accountFailureText(intl, actionFailure) } : {})}
    />
  );
}

interface AddressEditorProps {
  editor: AddressEditorView;
  countries: readonly CheckoutCountry[];
  send: (event: SavedAddressesEvent) => void;
}

/** One saved address in the design system's form, its messages translated. */
function AddressEditor({ editor, countries, send }: AddressEditorProps) {
  const intl = useIntl();
  const errors: SavedAddressFormErrors = {};
  for (const [field, error] of Object.entries(editor.fieldErrors)) {
    if (error) errors[field as keyof SavedAddressFormErrors] = fieldErrorText(intl, error);
  }
  const { country } = editor;
  return (
    <SavedAddressForm
      mode={editor.id === null ? 'new' : 'edit'}
      values={editor.values}
      errors={errors}
      countries={countries.map((option) => ({ value: option.code, label: option.name }))}
      states={(country?.states ?? []).map((state) => ({ value: state.code, label: state.name }))}
      showPostcode={country?.needsZipCode ?? false}
      {...(country?.zipCodeExample ? { postcodeExample: country.zipCodeExample } : {})}
      postcodeInputMode={postcodeInputModeOf(country?.zipCodeFormat)}
      nameOrder={intl.locale === 'ja' || intl.locale.startsWith('zh') ? 'family-first' : 'given-first'}
      saving={editor.saving}
      {...(editor.failure ? { submitError: accountFailureText(intl, editor.failure) } : {})}
      focusFirstErrorKey={editor.failure ? 'failed' : 'none'}
      onFieldChange={(field, value) => {
        if (field === 'countryCode') send({ type: 'country.changed', countryCode: value });
        else send({ type: 'field.changed', field, value });
      }}
      onFieldBlur={(field) => send({ type: 'field.blurred', field })}
      onDefaultChange={(checked) => send({ type: 'defaultBilling.changed', checked })}
      onSubmit={() => send({ type: 'editor.submitted' })}
      onCancel={() => send({ type: 'editor.cancelled' })}
    />
  );
}
