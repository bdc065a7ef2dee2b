import type { IntlShape } from 'react-intl';

import type {
  LoginFormLabels,
  NewPasswordFormLabels,
  PasswordResetRequestFormLabels,
  RegistrationFormLabels,
  RegistrationSentLabels,
} from '@shop/design-system';
import type { AccountFailure, AccountFailureCode, AccountFieldError } from '@shop/machines/account-forms';

/*
 * The account forms' texts in the shopper's language. The machines hand out codes
 * (ACCOUNT_MESSAGES_EN, ACCOUNT_FAILURE_MESSAGES_EN, RESET_PASSWORD_MESSAGES_EN hold the English
 * references); every code maps to one catalog message here.
 */

export const FIELD_MESSAGE_IDS: Record<Exclude<AccountFieldError['code'], 'server'>, string> = {
  required: 'form.required',
  email: 'validation.email',
  emailConfirmation: 'validation.emailConfirmation',
  passwordConfirmation: 'validation.passwordMatch',
  passwordLength: 'validation.passwordMin',
  max: 'validation.max',
  country: 'validation.country',
  passwordIncorrect: 'profile.error.passwordIncorrect',
};

export const FAILURE_MESSAGE_IDS: Record<AccountFailureCode, string> = {
  invalidCredentials: 'login.error.invalidCredentials',
  notVerified: 'login.error.notVerified',
  registrationFailed: 'register.error.failed',
  passwordIncorrect: 'profile.error.passwordIncorrect',
  rateLimited: 'account.error.rateLimited',
  tokenInvalid: 'account.error.tokenInvalid',
  tokenExpired: 'account.error.tokenExpired',
  notLoggedIn: 'account.error.notLoggedIn',
  generic: 'account.error.generic',
  resetGeneric: 'reset.error',
};

/** A field's message: the spec's text for a rule (§5), or the server's own words. */
export function accountFieldErrorText(intl: IntlShape, error: AccountFieldError): string {
  if (error.code === 'server') return error.message;
  return intl.formatMessage({ id: FIELD_MESSAGE_IDS[error.code] });
}

/** Every shown field error as text, keyed like the form's fields. */
export function accountFieldErrorTexts<F extends string>(
  intl: IntlShape,
  errors: Readonly<Partial<Record<F, AccountFieldError>>>,
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const [field, error] of Object.entries(errors) as [F, AccountFieldError | undefined][]) {
    if (error) texts[field] = accountFieldErrorText(intl, error);
  }
  return texts;
}

/** A refused request (spec §8): the code's message, or the server's own text. */
export function accountFailureText(intl: IntlShape, failure: AccountFailure): string {
  if (failure.code === 'server') return failure.message;
  return intl.formatMessage({ id: FAILURE_MESSAGE_IDS[failure.code] });
}

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
