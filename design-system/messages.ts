/**
 * Every design-system component's texts, one language at a time, for the one locale
 * provider (react-intl's `IntlProvider`). Import it where catalogs are loaded (the
 * storefront's server, Storybook's preview, tests), never from a component: a page
 * must not ship the other seven languages.
 */
import { accountNavMessages } from './components/account-nav/account-nav.messages';
import { accountPanelMessages } from './components/account-panel/account-panel.messages';
import { addressFieldsMessages } from './components/address-form/address-fields.messages';
import { addressFormMessages } from './components/address-form/address-form.messages';
import { applePayButtonMessages } from './components/apple-pay-button/apple-pay-button.messages';
import { blogCardMessages } from './components/blog-card/blog-card.messages';
import { breadcrumbMessages } from './components/breadcrumb/breadcrumb.messages';
import { cardBrandsMessages } from './components/card-brands/card-brands.messages';
import { cardFormMessages } from './components/card-form/card-form.messages';
import { cartLineMessages } from './components/cart-line/cart-line.messages';
import { cartPanelMessages } from './components/cart-panel/cart-panel.messages';
import { cartSummaryMessages } from './components/cart-summary/cart-summary.messages';
import { categoryTreeMessages } from './components/category-tree/category-tree.messages';
import { challengeSimulatorMessages } from './components/challenge-simulator/challenge-simulator.messages';
import { chatButtonMessages } from './components/chat-button/chat-button.messages';
import { checkoutStepsMessages } from './components/checkout-steps/checkout-steps.messages';
import { contactFormMessages } from './components/contact-form/contact-form.messages';
import { contactOptionsMessages } from './components/contact-options/contact-options.messages';
import { cookieNoticeMessages } from './components/cookie-notice/cookie-notice.messages';
import { couponFieldMessages } from './components/coupon-field/coupon-field.messages';
import { coverageListMessages } from './components/coverage-list/coverage-list.messages';
import { destinationListMessages } from './components/destination-list/destination-list.messages';
import { deviceCheckerMessages } from './components/device-checker/device-checker.messages';
import { esimDelayNoticeMessages } from './components/esim-delay-notice/esim-delay-notice.messages';
import { esimInstallCardMessages } from './components/esim-install-card/esim-install-card.messages';
import { esimUsageMessages } from './components/esim-usage/esim-usage.messages';
import { facetListMessages } from './components/facet-list/facet-list.messages';
import { fileInputMessages } from './components/file-input/file-input.messages';
import { titleFieldMessages } from './components/form-parts/title-field.messages';
import { languageSwitcherMessages } from './components/language-switcher/language-switcher.messages';
import { loginFormMessages } from './components/login-form/login-form.messages';
import { dialogFrameMessages } from './components/modal/dialog-frame.messages';
import { newPasswordFormMessages } from './components/new-password-form/new-password-form.messages';
import { newsletterSignupMessages } from './components/newsletter-signup/newsletter-signup.messages';
import { newsletterToggleMessages } from './components/newsletter-toggle/newsletter-toggle.messages';
import { offlineBannerMessages } from './components/offline-banner/offline-banner.messages';
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
import { payPalButtonMessages } from './components/paypal-button/paypal-button.messages';
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
import { searchEmptyStateMessages } from './components/search-empty-state/search-empty-state.messages';
import { siteHeaderMessages } from './components/site-header/site-header.messages';
import { sliderMessages } from './components/slider/slider.messages';
import { sortSelectMessages } from './components/sort-select/sort-select.messages';
import { thankYouPanelMessages } from './components/thank-you-panel/thank-you-panel.messages';
import { topProgressBarMessages } from './components/top-progress-bar/top-progress-bar.messages';
import { variantPickerMessages } from './components/variant-picker/variant-picker.messages';
import { videoTutorialMessages } from './components/video-tutorial/video-tutorial.messages';
import { flattenComponentMessages, type ComponentLocale, type ComponentMessages } from './lib/i18n/component-messages';

/** Each component's `*.messages.ts` (its `*.messages.json` named); `messages.test.ts` fails on one missing here. */
export const COMPONENT_MESSAGES: readonly ComponentMessages[] = [
  accountNavMessages,
  accountPanelMessages,
  addressFieldsMessages,
  addressFormMessages,
  applePayButtonMessages,
  blogCardMessages,
  breadcrumbMessages,
  cardBrandsMessages,
  cardFormMessages,
  cartLineMessages,
  cartPanelMessages,
  cartSummaryMessages,
  categoryTreeMessages,
  challengeSimulatorMessages,
  chatButtonMessages,
  checkoutStepsMessages,
  contactFormMessages,
  contactOptionsMessages,
  cookieNoticeMessages,
  couponFieldMessages,
  coverageListMessages,
  destinationListMessages,
  deviceCheckerMessages,
  dialogFrameMessages,
  esimDelayNoticeMessages,
  esimInstallCardMessages,
  esimUsageMessages,
  facetListMessages,
  fileInputMessages,
  languageSwitcherMessages,
  loginFormMessages,
  newPasswordFormMessages,
  newsletterSignupMessages,
  newsletterToggleMessages,
  offlineBannerMessages,
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
  payPalButtonMessages,
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
  searchEmptyStateMessages,
  siteHeaderMessages,
  sliderMessages,
  sortSelectMessages,
  thankYouPanelMessages,
  titleFieldMessages,
  topProgressBarMessages,
  variantPickerMessages,
  videoTutorialMessages,
];

/** One language of all components' messages, as ids `<Namespace>.<key>`. */
export function designSystemMessages(locale: ComponentLocale): Record<string, string> {
  return flattenComponentMessages(COMPONENT_MESSAGES, locale);
}

export { COMPONENT_LOCALES, type ComponentLocale } from './lib/i18n/component-messages';
