/**
 * Every design-system component's texts, one language at a time, for the one locale
 * provider (react-intl's `IntlProvider`). Import it where catalogs are loaded (the
 * storefront's server, Storybook's preview, tests), never from a component: a page
 * must not ship the other seven languages.
 */
import { addressFieldsMessages } from './components/address-form/address-fields.messages';
import { addressFormMessages } from './components/address-form/address-form.messages';
import { cardFormMessages } from './components/card-form/card-form.messages';
import { cartLineMessages } from './components/cart-line/cart-line.messages';
import { cartPanelMessages } from './components/cart-panel/cart-panel.messages';
import { cartSummaryMessages } from './components/cart-summary/cart-summary.messages';
import { challengeSimulatorMessages } from './components/challenge-simulator/challenge-simulator.messages';
import { checkoutStepsMessages } from './components/checkout-steps/checkout-steps.messages';
import { couponFieldMessages } from './components/coupon-field/coupon-field.messages';
import { deviceCheckerMessages } from './components/device-checker/device-checker.messages';
import { paymentMethodChoiceMessages } from './components/payment-method-choice/payment-method-choice.messages';
import { paymentStatusMessages } from './components/payment-status/payment-status.messages';
import { savedAddressFormMessages } from './components/saved-address-form/saved-address-form.messages';
import { savedAddressesMessages } from './components/saved-addresses/saved-addresses.messages';
import { flattenComponentMessages, type ComponentLocale, type ComponentMessages } from './lib/i18n/component-messages';

/** Each component's `*.messages.ts`; `messages.test.ts` fails on a file missing here. */
export const COMPONENT_MESSAGES: readonly ComponentMessages[] = [
  addressFieldsMessages,
  addressFormMessages,
  cardFormMessages,
  cartLineMessages,
  cartPanelMessages,
  cartSummaryMessages,
  challengeSimulatorMessages,
  checkoutStepsMessages,
  couponFieldMessages,
  deviceCheckerMessages,
  paymentMethodChoiceMessages,
  paymentStatusMessages,
  savedAddressesMessages,
  savedAddressFormMessages,
];

/** One language of all components' messages, as ids `<Namespace>.<key>`. */
export function designSystemMessages(locale: ComponentLocale): Record<string, string> {
  return flattenComponentMessages(COMPONENT_MESSAGES, locale);
}

export { COMPONENT_LOCALES, type ComponentLocale } from './lib/i18n/component-messages';
