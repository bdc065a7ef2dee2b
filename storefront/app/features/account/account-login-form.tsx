import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { LoginForm, type LoginFormProps } from '@shop/design-system';
import {
  loginFormMachine,
  selectIsLoggingIn,
  selectLoginFailure,
  selectLoginFieldErrors,
  selectLoginValues,
  selectRememberMe,
  type Customer,
} from '@shop/machines/account/login-registration';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { loginFormActors } from './account.actors';
import { accountFailureText, accountFieldErrorTexts } from './account-messages';
import { SessionContext } from './session-context';

export interface AccountLoginFormProps {
  /** Shown above the fields where the host has no title of its own (the app-style page). */
  title?: string;
  headingLevel?: LoginFormProps['headingLevel'];
  /** Prefills the email (after registering, or from the verification page). */
  email?: string;
  onForgotPassword?: () => void;
  onCreateAccount?: () => void;
  /** After the session machine has the customer: the host closes its panel or leaves the page. */
  onLoggedIn?: (customer: Customer) => void;
}

/**
 * The one login form of the shop (spec §2, issue 5): the login side panel and the app-style
 * page render it. The login-form machine runs the request; its `login.succeeded` hands the
 * customer to the app-wide session, which reloads the cart (the guest's lines merged in) and
 * reopens a panel that waited for login.
 */
export function AccountLoginForm({ title, headingLevel, email, onForgotPassword, onCreateAccount, onLoggedIn }: AccountLoginFormProps) {
  const intl = useIntl();
  const client = useShopClient();
  const session = SessionContext.useActorRef();
  const logic = useMemo(() => loginFormMachine.provide(loginFormActors(client)), [client]);
  const form = useActorRef(logic, { input: email === undefined ? {} : { email } });
  // The host's latest callback, without subscribing again when it changes.
  const loggedIn = useEffectEvent((customer: Customer) => {
    session.send({ type: 'customer.loggedIn', customer });
    onLoggedIn?.(customer);
  });

  useEffect(() => {
    const subscription = form.on('login.succeeded', ({ customer }) => loggedIn(customer));
    return () => subscription.unsubscribe();
  }, [form]);

  const values = useSelector(form, selectLoginValues);
  const remember = useSelector(form, selectRememberMe);
  const fieldErrors = useSelector(form, selectLoginFieldErrors);
  const failure = useSelector(form, selectLoginFailure);
  const busy = useSelector(form, selectIsLoggingIn);

  return (
    <LoginForm
      values={{ ...values, remember }}
      errors={accountFieldErrorTexts(intl, fieldErrors)}
      {...(title === undefined ? {} : { title })}
      {...(headingLevel === undefined ? {} : { headingLevel })}
      {...(failure ? { formError: accountFailureText(intl, failure) } : {})}
      busy={busy}
      focusFirstErrorKey={failure ? 1 : 0}
      onFieldChange={(field, value) => {
        if (field === 'remember') form.send({ type: 'rememberMe.changed', checked: value === true });
        else form.send({ type: 'field.changed', field, value: String(value) });
      }}
      onFieldBlur={(field) => {
        if (field !== 'remember') form.send({ type: 'field.blurred', field });
      }}
      onSubmit={() => form.send({ type: 'login.submitted' })}
      {...(onForgotPassword ? { onForgotPassword } : {})}
      {...(onCreateAccount ? { onCreateAccount } : {})}
    />
  );
}
