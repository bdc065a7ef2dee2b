/**
 * Every design-system component's texts, one language at a time, for the one locale
 * provider (react-intl's `IntlProvider`). Import it where catalogs are loaded (the
 * storefront's server, Storybook's preview, tests), never from a component: a page
 * must not ship the other seven languages.
 */
import { accountPanelMessages } from './components/account-panel/account-panel.messages';
import { addressFieldsMessages } from './components/address-form/address-fields.messages';
import { addressFormMessages } from './components/address-form/address-form.messages';
import { breadcrumbMessages } from './components/breadcrumb/breadcrumb.messages';
import { cardFormMessages } from './components/card-form/card-form.messages';
import { cartLineMessages } from './components/cart-line/cart-line.messages';
import { cartPanelMessages } from './components/cart-panel/cart-panel.messages';
import { cartSummaryMessages } from './components/cart-summary/cart-summary.messages';
import { categoryTreeMessages } from './components/category-tree/category-tree.messages';
import { challengeSimulatorMessages } from './components/challenge-simulator/challenge-simulator.messages';
import { chatButtonMessages } from './components/chat-button/chat-button.messages';
import { checkoutStepsMessages } from './components/checkout-steps/checkout-steps.messages';
import { contactFormMessages } from './components/contact-form/contact-form.messages';
import { cookieNoticeMessages } from './components/cookie-notice/cookie-notice.messages';
import { couponFieldMessages } from './components/coupon-field/coupon-field.messages';
import { coverageListMessages } from './components/coverage-list/coverage-list.messages';
import { deviceCheckerMessages } from './components/device-checker/device-checker.messages';
import { esimInstallCardMessages } from './components/esim-install-card/esim-install-card.messages';
import { facetListMessages } from './components/facet-list/facet-list.messages';
import { titleFieldMessages } from './components/form-parts/title-field.messages';
import { languageSwitcherMessages } from './components/language-switcher/language-switcher.messages';
import { loginFormMessages } from './components/login-form/login-form.messages';
import { newPasswordFormMessages } from './components/new-password-form/new-password-form.messages';
import { newsletterToggleMessages } from './components/newsletter-toggle/newsletter-toggle.messages';
import { orderDetailsPlaceholderMessages } from './components/order-details/order-details-placeholder.messages';
import { orderDetailsMessages } from './components/order-details/order-details.messages';
import { orderHistoryMessages } from './components/order-history/order-history.messages';
import { orderStatusBadgeMessages } from './components/order-history/order-status-badge.messages';
import { orderReviewMessages } from './components/order-review/order-review.messages';
import { paginationMessages } from './components/pagination/pagination.messages';
import { passwordFieldMessages } from './components/password-field/password-field.messages';
import { passwordResetRequestFormMessages } from './components/password-reset-request-form/password-reset-request-form.messages';
import { paymentMethodChoiceMessages } from './components/payment-method-choice/payment-method-choice.messages';
import { paymentStatusMessages } from './components/payment-status/payment-status.messages';
import { personalInformationFormMessages } from './components/personal-information-form/personal-information-form.messages';
import { priceMessages } from './components/price/price.messages';
import { promisesBarMessages } from './components/promises-bar/promises-bar.messages';
import { quantityStepperMessages } from './components/quantity-stepper/quantity-stepper.messages';
import { ratingMessages } from './components/rating/rating.messages';
import { registrationFormMessages } from './components/registration-form/registration-form.messages';
import { registrationSentMessages } from './components/registration-form/registration-sent.messages';
import { reviewCardMessages } from './components/review-card/review-card.messages';
import { reviewFormMessages } from './components/review-form/review-form.messages';
import { savedAddressFormMessages } from './components/saved-address-form/saved-address-form.messages';
import { savedAddressesMessages } from './components/saved-addresses/saved-addresses.messages';
import { searchBarMessages } from './components/search-bar/search-bar.messages';
import { siteHeaderMessages } from './components/site-header/site-header.messages';
import { sortSelectMessages } from './components/sort-select/sort-select.messages';
import { thankYouPanelMessages } from './components/thank-you-panel/thank-you-panel.messages';
import { variantPickerMessages } from './components/variant-picker/variant-picker.messages';
import { flattenComponentMessages, type ComponentLocale, type ComponentMessages } from './lib/i18n/component-messages';

/** Each component's `*.messages.ts`; `messages.test.ts` fails on a file missing here. */
export const COMPONENT_MESSAGES: readonly ComponentMessages[] = [
  accountPanelMessages,
  addressFieldsMessages,
  addressFormMessages,
  breadcrumbMessages,
  cardFormMessages,
  cartLineMessages,
  cartPanelMessages,
  cartSummaryMessages,
  categoryTreeMessages,
  challengeSimulatorMessages,
  chatButtonMessages,
  checkoutStepsMessages,
  contactFormMessages,
  cookieNoticeMessages,
  couponFieldMessages,
  coverageListMessages,
  deviceCheckerMessages,
  esimInstallCardMessages,
  facetListMessages,
  languageSwitcherMessages,
  loginFormMessages,
  newPasswordFormMessages,
  newsletterToggleMessages,
  orderDetailsMessages,
  orderDetailsPlaceholderMessages,
  orderHistoryMessages,
  orderReviewMessages,
  orderStatusBadgeMessages,
  paginationMessages,
  passwordFieldMessages,
  passwordResetRequestFormMessages,
  paymentMethodChoiceMessages,
  paymentStatusMessages,
  personalInformationFormMessages,
  priceMessages,
  promisesBarMessages,
  quantityStepperMessages,
  ratingMessages,
  registrationFormMessages,
  registrationSentMessages,
  reviewCardMessages,
  reviewFormMessages,
  savedAddressesMessages,
  savedAddressFormMessages,
  searchBarMessages,
  siteHeaderMessages,
  sortSelectMessages,
  thankYouPanelMessages,
  titleFieldMessages,
  variantPickerMessages,
];

/** One language of all components' messages, as ids `<Namespace>.<key>`. */
export function designSystemMessages(locale: ComponentLocale): Record<string, string> {
  return flattenComponentMessages(COMPONENT_MESSAGES, locale);
}

export { COMPONENT_LOCALES, type ComponentLocale } from './lib/i18n/component-messages';
