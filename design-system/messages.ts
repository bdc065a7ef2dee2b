/**
 * Every design-system component's texts, one language at a time, for the one locale
 * provider (react-intl's `IntlProvider`). Import it where catalogs are loaded (the
 * storefront's server, Storybook's preview, tests), never from a component: a page
 * must not ship the other seven languages.
 */
import { cartLineMessages } from './components/cart-line/cart-line.messages';
import { cartPanelMessages } from './components/cart-panel/cart-panel.messages';
import { cartSummaryMessages } from './components/cart-summary/cart-summary.messages';
import { couponFieldMessages } from './components/coupon-field/coupon-field.messages';
import { titleFieldMessages } from './components/form-parts/title-field.messages';
import { loginFormMessages } from './components/login-form/login-form.messages';
import { newPasswordFormMessages } from './components/new-password-form/new-password-form.messages';
import { newsletterToggleMessages } from './components/newsletter-toggle/newsletter-toggle.messages';
import { passwordFieldMessages } from './components/password-field/password-field.messages';
import { passwordResetRequestFormMessages } from './components/password-reset-request-form/password-reset-request-form.messages';
import { personalInformationFormMessages } from './components/personal-information-form/personal-information-form.messages';
import { registrationFormMessages } from './components/registration-form/registration-form.messages';
import { registrationSentMessages } from './components/registration-form/registration-sent.messages';
import { flattenComponentMessages, type ComponentLocale, type ComponentMessages } from './lib/i18n/component-messages';

/** Each component's `*.messages.ts`; `messages.test.ts` fails on a file missing here. */
export const COMPONENT_MESSAGES: readonly ComponentMessages[] = [
  cartLineMessages,
  cartPanelMessages,
  cartSummaryMessages,
  couponFieldMessages,
  loginFormMessages,
  newPasswordFormMessages,
  newsletterToggleMessages,
  passwordFieldMessages,
  passwordResetRequestFormMessages,
  personalInformationFormMessages,
  registrationFormMessages,
  registrationSentMessages,
  titleFieldMessages,
];

/** One language of all components' messages, as ids `<Namespace>.<key>`. */
export function designSystemMessages(locale: ComponentLocale): Record<string, string> {
  return flattenComponentMessages(COMPONENT_MESSAGES, locale);
}

export { COMPONENT_LOCALES, type ComponentLocale } from './lib/i18n/component-messages';
