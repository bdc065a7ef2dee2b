import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';

import { deleteAddress, getSavedAddresses, saveAddress, ShopError, type CheckoutCountry, type SavedAddress } from '@shop/api';
import { Button, CheckboxField, SavedAddresses, SelectField, TextField, type SavedAddressesBusy } from '@shop/design-system';
import { validateCheckoutForm, type CheckoutFormField } from '@shop/machines/checkout';

import { fieldErrorText } from '../checkout/checkout-labels';
import { accountFailureText } from './account-labels';
import { savedAddressesLabels } from './account-page-labels';
import { isNotLoggedIn, useAccountClient, useSessionEndedCheck } from './account-requests';

type AddressField = 'firstName' | 'lastName' | 'company' | 'vatNumber' | 'address1' | 'city' | 'state' | 'postcode' | 'countryCode';
type AddressValues = Record<AddressField, string> & { defaultBilling: boolean };
type Editing = { id: string | null; values: AddressValues; submitted: boolean };

const EMPTY: AddressValues = {
  firstName: '',
  lastName: '',
  company: '',
  vatNumber: '',
  address1: '',
  city: '',
  state: '',
  postcode: '',
  countryCode: '',
  defaultBilling: false,
};

/**
 * The checkout's address rules (spec §5) on a saved address: the checkout form's validation, with
 * its email and disclaimer (which a saved address has not) given as satisfied.
 */
function addressErrors(values: AddressValues, countries: readonly CheckoutCountry[]) {
  const placeholderEmail = 'saved@address.example';
  const errors = validateCheckoutForm(
    {
      values: {
        email: placeholderEmail,
        emailConfirmation: placeholderEmail,
        firstName: values.firstName,
        lastName: values.lastName,
        address1: values.address1,
        city: values.city,
        state: values.state,
        postcode: values.postcode,
        countryCode: values.countryCode,
      },
      disclaimerAccepted: true,
    },
    countries,
  );
  const { email: _email, emailConfirmation: _confirmation, disclaimer: _disclaimer, ...addressOnly } = errors;
  return addressOnly as Partial<Record<Exclude<CheckoutFormField, 'email' | 'emailConfirmation' | 'disclaimer'>, (typeof errors)[CheckoutFormField]>>;
}

function valuesOf(address: SavedAddress): AddressValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    vatNumber: address.vatNumber ?? '',
    address1: address.address1,
    city: address.city,
    state: address.state ?? '',
    postcode: address.postcode ?? '',
    countryCode: address.countryCode,
    defaultBilling: address.defaultBilling,
  };
}

/** The saved address as the api takes it: empty optional fields left out, and what the country has not dropped. */
function inputOf(id: string | null, values: AddressValues, country: CheckoutCountry | undefined) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const company = optional(values.company);
  const vatNumber = optional(values.vatNumber);
  const state = country && country.states.length > 0 ? optional(values.state) : undefined;
  const postcode = country?.needsZipCode ? optional(values.postcode) : undefined;
  return {
    ...(id ? { id } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address1: values.address1.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
    defaultBilling: values.defaultBilling,
    ...(company ? { company } : {}),
    ...(vatNumber ? { vatNumber } : {}),
    ...(state ? { state } : {}),
    ...(postcode ? { postcode } : {}),
  };
}

/** Why the shop refused: its words (spec §8), or the generic message. */
function failureText(intl: ReturnType<typeof useIntl>, error: unknown): string {
  if (error instanceof ShopError && error.detail.kind === 'http' && error.detail.code === 'BAD_USER_INPUT') return error.message;
  if (isNotLoggedIn(error)) return accountFailureText(intl, { key: 'notLoggedIn', cause: error });
  return intl.formatMessage({ id: 'account.error.generic' });
}

/**
 * Spec §2 MyAccount/BillingDetails: the saved billing addresses (the default one is prefilled at
 * checkout), added and edited after the checkout's rules and countries, deleted, made default.
 */
export function BillingDetailsView({ initial, countries }: { initial: SavedAddress[] | null; countries: CheckoutCountry[] }) {
  const intl = useIntl();
  const client = useAccountClient();
  const onFailure = useSessionEndedCheck();
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(initial);
  const [loadFailed, setLoadFailed] = useState(initial === null);
  const [busy, setBusy] = useState<SavedAddressesBusy | null>(null);
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>(undefined);

  const reload = () =>
    getSavedAddresses(client).then(
      (loaded) => {
        setAddresses(loaded);
        setLoadFailed(false);
      },
      (error: unknown) => {
        onFailure(error);
        setLoadFailed(true);
      },
    );

  const act = (id: string, action: SavedAddressesBusy['action'], request: () => Promise<unknown>) => {
    setBusy({ id, action });
    setActionError(undefined);
    request()
      .then(reload, (error: unknown) => {
        onFailure(error);
        setActionError(failureText(intl, error));
      })
      .finally(() => setBusy(null));
  };

  if (editing) {
    return (
      <SavedAddressForm
        editing={editing}
        countries={countries}
        saving={saving}
        saveError={saveError}
        onChange={setEditing}
        onCancel={() => {
          setEditing(null);
          setSaveError(undefined);
        }}
        onSave={(values) => {
          const country = countries.find((candidate) => candidate.code === values.countryCode);
          setSaving(true);
          setSaveError(undefined);
          saveAddress(client, inputOf(editing.id, values, country))
            .then(
              () => {
                setEditing(null);
                return reload();
              },
              (error: unknown) => {
                onFailure(error);
                setSaveError(failureText(intl, error));
              },
            )
            .finally(() => setSaving(false));
        }}
      />
    );
  }

  return (
    <SavedAddresses
      status={loadFailed ? 'error' : addresses === null ? 'loading' : 'ready'}
      addresses={addresses ?? []}
      locale={intl.locale}
      labels={savedAddressesLabels(intl)}
      onAdd={() => setEditing({ id: null, values: { ...EMPTY, defaultBilling: (addresses ?? []).length === 0 }, submitted: false })}
      onEdit={(id) => {
        const address = addresses?.find((candidate) => candidate.id === id);
        if (address) setEditing({ id, values: valuesOf(address), submitted: false });
      }}
      onDelete={(id) => act(id, 'delete', () => deleteAddress(client, { id }))}
      onMakeDefault={(id) => {
        const address = addresses?.find((candidate) => candidate.id === id);
        if (!address) return;
        const { id: _id, defaultBilling: _default, ...fields } = address;
        act(id, 'makeDefault', () => saveAddress(client, { ...fields, id, defaultBilling: true }));
      }}
      onRetry={() => {
        setLoadFailed(false);
        setAddresses(null);
        void reload();
      }}
      busy={busy}
      {...(actionError ? { actionError } : {})}
    />
  );
}

interface SavedAddressFormProps {
  editing: Editing;
  countries: readonly CheckoutCountry[];
  saving: boolean;
  saveError: string | undefined;
  onChange: (editing: Editing) => void;
  onCancel: () => void;
  onSave: (values: AddressValues) => void;
}

/** One saved address: the checkout's address fields, its rules, and whether it is the default. */
function SavedAddressForm({ editing, countries, saving, saveError, onChange, onCancel, onSave }: SavedAddressFormProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { values } = editing;
  const country = countries.find((candidate) => candidate.code === values.countryCode);
  const errors = editing.submitted ? addressErrors(values, countries) : {};
  const errorOf = (field: keyof typeof errors) => {
    const key = errors[field];
    return key ? fieldErrorText(intl, { key }) : undefined;
  };
  const set = (field: AddressField, value: string) => onChange({ ...editing, values: { ...values, [field]: value } });
  const textField = (field: AddressField, labelId: string, required: boolean, autoComplete: string) => (
    <TextField
      label={text(labelId)}
      name={field}
      value={values[field]}
      required={required}
      autoComplete={autoComplete}
      {...(required ? { error: errorOf(field as keyof typeof errors) } : {})}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (Object.keys(addressErrors(values, countries)).length > 0) {
      onChange({ ...editing, submitted: true });
      return;
    }
    onSave(values);
  }

  return (
    <form noValidate onSubmit={submit} data-slot="saved-address-form" className="flex min-w-0 flex-col gap-4">
      <h2 className="text-lg font-semibold">{text(editing.id ? 'billing.editHeading' : 'billing.newHeading')}</h2>
      <p className="text-sm text-muted-foreground">{text('checkout.field.requiredNote')}</p>
      <div className="grid gap-4 tablet:grid-cols-2">
        {textField('firstName', 'checkout.field.firstName', true, 'given-name')}
        {textField('lastName', 'checkout.field.lastName', true, 'family-name')}
        {textField('company', 'profile.company', false, 'organization')}
        {textField('vatNumber', 'profile.vatNumber', false, 'off')}
      </div>
      {textField('address1', 'checkout.field.address1', true, 'address-line1')}
      <div className="grid gap-4 tablet:grid-cols-2">
        {textField('city', 'checkout.field.city', true, 'address-level2')}
        {country?.needsZipCode ? (
          <TextField
            label={text('checkout.field.postcode')}
            name="postcode"
            value={values.postcode}
            required
            autoComplete="postal-code"
            {...(country.zipCodeExample ? { hint: intl.formatMessage({ id: 'checkout.field.postcodeHint' }, { example: country.zipCodeExample }) } : {})}
            error={errorOf('postcode')}
            onChange={(event) => set('postcode', event.target.value)}
          />
        ) : null}
      </div>
      <div className="grid gap-4 tablet:grid-cols-2">
        <SelectField
          label={text('checkout.field.country')}
          name="countryCode"
          value={values.countryCode}
          required
          autoComplete="country"
          placeholder={text('checkout.field.countryPlaceholder')}
          options={countries.map((option) => ({ value: option.code, label: option.name }))}
          error={errorOf('countryCode')}
          onChange={(event) => onChange({ ...editing, values: { ...values, countryCode: event.target.value, state: '' } })}
        />
        {country && country.states.length > 0 ? (
          <SelectField
            label={text('checkout.field.state')}
            name="state"
            value={values.state}
            required
            placeholder={text('checkout.field.statePlaceholder')}
            options={country.states.map((state) => ({ value: state.code, label: state.name }))}
            error={errorOf('state')}
            onChange={(event) => set('state', event.target.value)}
          />
        ) : null}
      </div>
      <CheckboxField
        label={text('billing.defaultBilling')}
        name="defaultBilling"
        checked={values.defaultBilling}
        onCheckedChange={(checked) => onChange({ ...editing, values: { ...values, defaultBilling: checked } })}
      />
      <div role="alert">{saveError ? <p className="rounded-md border border-danger p-3 text-sm text-danger">{saveError}</p> : null}</div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {text('billing.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {text('billing.cancel')}
        </Button>
      </div>
    </form>
  );
}
