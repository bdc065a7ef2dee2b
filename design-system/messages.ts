/**
 * Every design-system component's texts, one language at a time, for the one locale
 * provider (react-intl's `IntlProvider`). Import it where catalogs are loaded (the
 * storefront's server, Storybook's preview, tests), never from a component: a page
 * must not ship the other seven languages.
 */
import { accountPanelMessages } from './components/account-panel/account-panel.messages';
import { addressFieldsMessages } from './components/address-form/address-fields.messages';
import { addressFormMessages } from './components/address-form/address-form.messages';
import { cardFormMessages } from './components/card-form/card-form.messages';
import { cartLineMessages } from './components/cart-line/cart-line.messages';
import { cartPanelMessages } from './components/cart-panel/cart-panel.messages';
import { cartSummaryMessages } from './components/cart-summary/cart-summary.messages';
import { challengeSimulatorMessages } from './components/challenge-simulator/challenge-simulator.messages';
import { checkoutStepsMessages } from './components/checkout-steps/checkout-steps.messages';
import { contactFormMessages } from './components/contact-form/contact-form.messages';
import { couponFieldMessages } from './components/coupon-field/coupon-field.messages';
import { deviceCheckerMessages } from './components/device-checker/device-checker.messages';
import { esimInstallCardMessages } from './components/esim-install-card/esim-install-card.messages';
import { titleFieldMessages } from './components/form-parts/title-field.messages';
import { loginFormMessages } from './components/login-form/login-form.messages';
import { newPasswordFormMessages } from './components/new-password-form/new-password-form.messages';
import { newsletterToggleMessages } from './components/newsletter-toggle/newsletter-toggle.messages';
import { orderDetailsPlaceholderMessages } from './components/order-details/order-details-placeholder.messages';
import { orderDetailsMessages } from './components/order-details/order-details.messages';
import { orderHistoryMessages } from './components/order-history/order-history.messages';
import { orderStatusBadgeMessages } from './components/order-history/order-status-badge.messages';
import { orderReviewMessages } from './components/order-review/order-review.messages';
import { passwordFieldMessages } from './components/password-field/password-field.messages';
import { passwordResetRequestFormMessages } from './components/password-reset-request-form/password-reset-request-form.messages';
import { paymentMethodChoiceMessages } from './components/payment-method-choice/payment-method-choice.messages';
import { paymentStatusMessages } from './components/payment-status/payment-status.messages';
import { personalInformationFormMessages } from './components/personal-information-form/personal-information-form.messages';
import { registrationFormMessages } from './components/registration-form/registration-form.messages';
import { registrationSentMessages } from './components/registration-form/registration-sent.messages';
import { reviewFormMessages } from './components/review-form/review-form.messages';
import { savedAddressFormMessages } from './components/saved-address-form/saved-address-form.messages';
import { savedAddressesMessages } from './components/saved-addresses/saved-addresses.messages';
import { thankYouPanelMessages } from './components/thank-you-panel/thank-you-panel.messages';
import { flattenComponentMessages, type ComponentLocale, type ComponentMessages } from './lib/i18n/component-messages';

/** Each component's `*.messages.ts`; `messages.test.ts` fails on a file missing here. */
export const COMPONENT_MESSAGES: readonly ComponentMessages[] = [
  accountPanelMessages,
  addressFieldsMessages,
  addressFormMessages,
  cardFormMessages,
  cartLineMessages,
  cartPanelMessages,
  cartSummaryMessages,
  challengeSimulatorMessages,
  checkoutStepsMessages,
  contactFormMessages,
  couponFieldMessages,
  deviceCheckerMessages,
  esimInstallCardMessages,
  loginFormMessages,
  newPasswordFormMessages,
  newsletterToggleMessages,
  orderDetailsMessages,
  orderDetailsPlaceholderMessages,
  orderHistoryMessages,
  orderReviewMessages,
  orderStatusBadgeMessages,
  passwordFieldMessages,
  passwordResetRequestFormMessages,
  paymentMethodChoiceMessages,
  paymentStatusMessages,
  personalInformationFormMessages,
  registrationFormMessages,
  registrationSentMessages,
  reviewFormMessages,
  savedAddressesMessages,
  savedAddressFormMessages,
  thankYouPanelMessages,
  titleFieldMessages,
];

/** One language of all components' messages, as ids `<Namespace>.<key>`. */
export function designSystemMessages(locale: ComponentLocale): Record<string, string> {
  return flattenComponentMessages(COMPONENT_MESSAGES, locale);
}

export { COMPONENT_LOCALES, type ComponentLocale } from './lib/i18n/component-messages';
