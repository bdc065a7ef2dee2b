import type { IntlShape } from 'react-intl';

import type {
  LoginFormLabels,
  NewPasswordFormLabels,
  PasswordResetRequestFormLabels,
  RegistrationFormLabels,
  RegistrationSentLabels,
} from '@shop/design-system';

// The account forms' labels; the machines' codes are said in `account-messages.ts`.

export function loginFormLabels(intl: IntlShape, title?: string): LoginFormLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    ...(title === undefined ? {} : { title }),
    email: text('login.email'),
    password: text('login.password'),
    showPassword: text('login.showPassword'),
    remember: text('login.rememberMe'),
    submit: text('login.submit'),
    forgotPassword: text('login.forgot'),
    noAccount: text('login.noAccount'),
    createAccount: text('login.createAccount'),
  };
}

export function registrationFormLabels(intl: IntlShape): RegistrationFormLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    personTitle: text('register.title'),
    mr: text('register.mr'),
    mrs: text('register.mrs'),
    firstName: text('register.firstName'),
    lastName: text('register.lastName'),
    email: text('register.email'),
    emailConfirmation: text('register.emailConfirmation'),
    password: text('register.password'),
    passwordHint: text('register.passwordHint'),
    passwordConfirmation: text('register.passwordConfirmation'),
    showPassword: text('login.showPassword'),
    newsletter: text('register.newsletter'),
    submit: text('register.submit'),
    haveAccount: text('register.haveAccount'),
    login: text('account.panel.login'),
  };
}

export function registrationSentLabels(intl: IntlShape): RegistrationSentLabels {
  return {
    title: intl.formatMessage({ id: 'register.sent.heading' }),
    message: (email) => intl.formatMessage({ id: 'register.sent.body' }, { email }),
    action: intl.formatMessage({ id: 'account.panel.login' }),
  };
}

export function resetRequestLabels(intl: IntlShape, title?: string): PasswordResetRequestFormLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    ...(title === undefined ? {} : { title }),
    intro: text('reset.intro'),
    email: text('reset.email'),
    submit: text('reset.submit'),
    sent: (email) => intl.formatMessage({ id: 'reset.sent' }, { email }),
    backToLogin: text('account.panel.login'),
  };
}

export function newPasswordLabels(intl: IntlShape): NewPasswordFormLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    title: text('reset.newHeading'),
    newPassword: text('reset.newPassword'),
    newPasswordHint: text('register.passwordHint'),
    newPasswordConfirmation: text('reset.newPasswordConfirmation'),
    showPassword: text('login.showPassword'),
    submit: text('reset.save'),
    changed: text('reset.success'),
    home: text('reset.home'),
    invalidLink: text('reset.invalidLink'),
    requestNewLink: text('reset.requestNew'),
  };
}
