import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { RegistrationForm, RegistrationSent, type RegistrationFormValues } from '@shop/design-system';
import {
  selectIsRegistering,
  selectNewsletter,
  selectRegisteredEmail,
  selectRegistrationFailure,
  selectRegistrationFieldErrors,
  selectRegistrationValues,
  registrationFormMachine,
} from '@shop/machines/account/login-registration';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { SidebarContext } from '../shell/sidebar-context';
import { registrationFormActors } from './account.actors';
import { accountFailureText, accountFieldErrorTexts } from './account-messages';

/**
 * The register side panel (spec §2, §3 registration form): after the shop sent the verification
 * email, "Check your email" takes the form's place. No session yet: the emailed link logs in.
 */
export function RegisterPanel() {
  const intl = useIntl();
  const client = useShopClient();
  const sidebar = SidebarContext.useActorRef();
  const logic = useMemo(() => registrationFormMachine.provide(registrationFormActors(client)), [client]);
  const [snapshot, send] = useMachine(logic);
  const registeredEmail = selectRegisteredEmail(snapshot);
  const openLogin = () => sidebar.send({ type: 'panel.open', key: 'login' });

  if (registeredEmail !== null) {
    return <RegistrationSent email={registeredEmail} headingLevel={3} focusOnMount onAction={openLogin} />;
  }

  const values = selectRegistrationValues(snapshot);
  const failure = selectRegistrationFailure(snapshot);
  return (
    <RegistrationForm
      values={{
        ...values,
        title: values.title === 'mr' || values.title === 'mrs' ? values.title : '',
        newsletter: selectNewsletter(snapshot),
      }}
      errors={accountFieldErrorTexts(intl, selectRegistrationFieldErrors(snapshot))}
      headingLevel={3}
      {...(failure ? { formError: accountFailureText(intl, failure) } : {})}
      busy={selectIsRegistering(snapshot)}
      focusFirstErrorKey={failure ? 1 : 0}
      onFieldChange={(field, value: RegistrationFormValues[typeof field]) => {
        if (field === 'newsletter') send({ type: 'newsletter.changed', checked: value === true });
        else send({ type: 'field.changed', field, value: String(value) });
      }}
      onFieldBlur={(field) => {
        if (field !== 'newsletter') send({ type: 'field.blurred', field });
      }}
      onSubmit={() => send({ type: 'registration.submitted' })}
      onLogin={openLogin}
    />
  );
}
