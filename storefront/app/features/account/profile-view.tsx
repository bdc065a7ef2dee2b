import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { CheckoutCountry, Customer } from '@shop/api';
import { PersonalInformationForm, type PersonTitle } from '@shop/design-system';
import {
  profileFormMachine,
  selectFailure,
  selectFieldErrors,
  selectIsPasswordIncorrect,
  selectIsSaved,
  selectIsSaving,
  selectNewsletter,
  selectPendingEmail,
  selectValues,
  type ProfileField,
} from '@shop/machines/account/profile';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { profileFormActors } from './account.actors';
import { accountFailureText, accountFieldErrorTexts } from './account-messages';
import { useSessionEndedCheck } from './account-requests';
import { SessionContext } from './session-context';

interface ProfileViewProps {
  customer: Customer;
  countries: readonly CheckoutCountry[];
}

/**
 * Spec §2 MyProfile and the personalInformation panel (§3 personal information, §5 profile update):
 * the profile-form machine drives the design system's form. A wrong current password is spec 350
 * 'Password Incorrect' and keeps what was typed; a save updates the session's customer.
 */
export function ProfileView({ customer, countries }: ProfileViewProps) {
  const intl = useIntl();
  const client = useShopClient();
  const onFailure = useSessionEndedCheck();
  const session = SessionContext.useActorRef();
  const logic = useMemo(() => profileFormMachine.provide(profileFormActors(client)), [client]);
  const [snapshot, send, actor] = useMachine(logic, {
    input: { customer, countryCodes: countries.map((country) => country.code) },
  });

  useEffect(() => {
    const subscription = actor.on('profile.saved', (event) => session.send({ type: 'customer.updated', customer: event.customer }));
    return () => subscription.unsubscribe();
  }, [actor, session]);

  const failure = selectFailure(snapshot);
  useEffect(() => {
    if (failure) onFailure(failure.cause);
  }, [failure, onFailure]);

  const values = selectValues(snapshot);
  const passwordIncorrect = selectIsPasswordIncorrect(snapshot);
  const pendingEmail = selectPendingEmail(snapshot);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {pendingEmail ? (
        <p role="status" className="rounded-md bg-muted p-3 text-sm [overflow-wrap:anywhere]">
          {intl.formatMessage({ id: 'profile.emailChangeNote' }, { email: pendingEmail })}
        </p>
      ) : null}
      <PersonalInformationForm
        values={{
          ...values,
          title: values.title === 'mr' || values.title === 'mrs' ? (values.title satisfies PersonTitle) : '',
          newsletter: selectNewsletter(snapshot),
        }}
        errors={accountFieldErrorTexts(intl, selectFieldErrors(snapshot))}
        countries={countries.map((country) => ({ value: country.code, label: country.name }))}
        saved={selectIsSaved(snapshot)}
        addressRequired={[values.street, values.streetNumber, values.postcode, values.city, values.countryCode].some(
          (value) => value.trim() !== '',
        )}
        {...(failure ? { submitError: accountFailureText(intl, failure) } : {})}
        busy={selectIsSaving(snapshot)}
        // Errors the shop answered after the save: focus goes to the first (the current password on 350).
        focusFirstErrorKey={passwordIncorrect ? 'passwordIncorrect' : failure ? 'failed' : 'none'}
        onFieldChange={(field, value) => {
          if (field === 'newsletter') send({ type: 'newsletter.changed', checked: value === true });
          else send({ type: 'field.changed', field: field as ProfileField, value: String(value) });
        }}
        onFieldBlur={(field) => {
          if (field !== 'newsletter') send({ type: 'field.blurred', field: field as ProfileField });
        }}
        onSubmit={() => send({ type: 'profile.submitted' })}
      />
    </div>
  );
}
