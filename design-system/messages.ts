/**
 * Every design-system component's texts, one language at a time, for the one locale
 * provider (react-intl's `IntlProvider`). Import it where catalogs are loaded (the
 * storefront's server, Storybook's preview, tests), never from a component: a page
 * must not ship the other seven languages.
 */
import { breadcrumbMessages } from './components/breadcrumb/breadcrumb.messages';
import { cartLineMessages } from './components/cart-line/cart-line.messages';
import { cartPanelMessages } from './components/cart-panel/cart-panel.messages';
import { cartSummaryMessages } from './components/cart-summary/cart-summary.messages';
import { categoryTreeMessages } from './components/category-tree/category-tree.messages';
import { chatButtonMessages } from './components/chat-button/chat-button.messages';
import { cookieNoticeMessages } from './components/cookie-notice/cookie-notice.messages';
import { couponFieldMessages } from './components/coupon-field/coupon-field.messages';
import { coverageListMessages } from './components/coverage-list/coverage-list.messages';
import { facetListMessages } from './components/facet-list/facet-list.messages';
import { languageSwitcherMessages } from './components/language-switcher/language-switcher.messages';
import { paginationMessages } from './components/pagination/pagination.messages';
import { priceMessages } from './components/price/price.messages';
import { promisesBarMessages } from './components/promises-bar/promises-bar.messages';
import { quantityStepperMessages } from './components/quantity-stepper/quantity-stepper.messages';
import { ratingMessages } from './components/rating/rating.messages';
import { reviewCardMessages } from './components/review-card/review-card.messages';
import { searchBarMessages } from './components/search-bar/search-bar.messages';
import { siteHeaderMessages } from './components/site-header/site-header.messages';
import { sortSelectMessages } from './components/sort-select/sort-select.messages';
import { variantPickerMessages } from './components/variant-picker/variant-picker.messages';
import { flattenComponentMessages, type ComponentLocale, type ComponentMessages } from './lib/i18n/component-messages';

/** Each component's `*.messages.ts`; `messages.test.ts` fails on a file missing here. */
export const COMPONENT_MESSAGES: readonly ComponentMessages[] = [
  breadcrumbMessages,
  cartLineMessages,
  cartPanelMessages,
  cartSummaryMessages,
  categoryTreeMessages,
  chatButtonMessages,
  cookieNoticeMessages,
  couponFieldMessages,
  coverageListMessages,
  facetListMessages,
  languageSwitcherMessages,
  paginationMessages,
  priceMessages,
  promisesBarMessages,
  quantityStepperMessages,
  ratingMessages,
  reviewCardMessages,
  searchBarMessages,
  siteHeaderMessages,
  sortSelectMessages,
  variantPickerMessages,
];

/** One language of all components' messages, as ids `<Namespace>.<key>`. */
export function designSystemMessages(locale: ComponentLocale): Record<string, string> {
  return flattenComponentMessages(COMPONENT_MESSAGES, locale);
}

export { COMPONENT_LOCALES, type ComponentLocale } from './lib/i18n/component-messages';
