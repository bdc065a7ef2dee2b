import type { IntlShape } from 'react-intl';

import type {
  AccountNavItem,
  NewsletterToggleLabels,
  OrderDetailsLabels,
  OrderDetailsPlaceholderLabels,
  OrderHistoryLabels,
  PersonalInformationLabels,
} from '@shop/design-system';

import { thankYouLabels } from '../payment/thank-you-labels';

/*
 * The texts of the MyAccount pages and of the orders / orderDetails / personalInformation side
 * panels (spec §2), built once per render from the catalogs.
 */

const ORDER_STATUS_IDS = {
  awaitingPayment: 'orderStatus.awaitingPayment',
  paymentPending: 'orderStatus.paymentPending',
  delivering: 'orderStatus.delivering',
  delivered: 'orderStatus.delivered',
  cancelled: 'orderStatus.cancelled',
  paymentFailed: 'orderStatus.paymentFailed',
} as const satisfies OrderHistoryLabels['statuses'];

function orderStatuses(intl: IntlShape): OrderHistoryLabels['statuses'] {
  const entries = Object.entries(ORDER_STATUS_IDS).map(([status, id]) => [status, intl.formatMessage({ id })]);
  return Object.fromEntries(entries) as OrderHistoryLabels['statuses'];
}

/** The MyAccount children of spec §2, in the navigation's order. */
export const ACCOUNT_PAGES = [
  { id: 'OrderHistory', messageId: 'account.nav.orderHistory' },
  { id: 'MyProfile', messageId: 'account.nav.profile' },
  { id: 'BillingDetails', messageId: 'account.nav.billing' },
  { id: 'ShippingDetails', messageId: 'account.nav.shipping' },
  { id: 'MyNewsletter', messageId: 'account.nav.newsletter' },
] as const;

export function accountNavItems(intl: IntlShape, locale: string): AccountNavItem[] {
  return ACCOUNT_PAGES.map(({ id, messageId }) => ({
    id,
    href: `/${locale}/MyAccount/${id}`,
    label: intl.formatMessage({ id: messageId }),
  }));
}

export function orderHistoryLabels(intl: IntlShape): OrderHistoryLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    list: text('orders.heading'),
    date: text('orders.date'),
    reference: text('orders.reference'),
    status: text('orders.status'),
    total: text('orders.total'),
    statuses: orderStatuses(intl),
    viewOrder: (reference) => intl.formatMessage({ id: 'orders.details' }, { reference }),
    loading: text('orders.loading'),
    empty: text('orders.empty'),
    browse: text('orders.browse'),
    error: text('orders.loadError'),
    retry: text('orders.retry'),
    pages: text('pagination.label'),
    previous: text('pagination.previous'),
    next: text('pagination.next'),
    page: (page) => intl.formatMessage({ id: 'pagination.page' }, { page }),
  };
}

export function orderDetailsLabels(intl: IntlShape): OrderDetailsLabels {
  const text = (id: string) => intl.formatMessage({ id });
  // The eSIM cards say what the thank-you page says (the same component).
  const {
    installOnIphone,
    showQrCode,
    qrCodeHint,
    qrCodeAlt,
    manualEntry,
    smdpAddress,
    activationCode,
    copy,
    copyValue,
    copied,
    copyFailed,
  } = thankYouLabels(intl);
  return {
    installOnIphone,
    showQrCode,
    qrCodeHint,
    qrCodeAlt,
    manualEntry,
    smdpAddress,
    activationCode,
    copy,
    copyValue,
    copied,
    copyFailed,
    title: (reference) => intl.formatMessage({ id: 'order.heading' }, { reference }),
    date: text('orders.date'),
    status: text('orders.status'),
    paymentMethod: text('order.paymentMethod'),
    noPaymentMethod: text('order.noPaymentMethod'),
    statuses: orderStatuses(intl),
    lines: text('order.lines'),
    quantity: text('order.quantity'),
    unitPrice: text('order.unitPrice'),
    lineTotal: text('order.lineTotal'),
    products: text('order.subtotalProducts'),
    shipping: text('order.shipping'),
    tax: text('order.tax'),
    total: text('order.total'),
    esims: text('order.esims'),
    // Numbers and brackets read the same in every catalog language.
    esimName: (lineName, position, count) => `${lineName} (${position}/${count})`,
    billingAddress: text('order.billingAddress'),
    history: text('order.history'),
    downloadInvoice: text('order.invoice'),
    orderAgain: text('order.orderAgain'),
    orderAgainFailed: text('order.orderAgainFailed'),
    messageHeading: text('orderMessage.heading'),
    messageAbout: text('orderMessage.item'),
    wholeOrder: text('orderMessage.wholeOrder'),
    message: text('orderMessage.text'),
    messageHint: (max) => intl.formatMessage({ id: 'orderMessage.maxLength' }, { count: max }),
    messageCount: (count, max) => `${count}/${max}`,
    send: text('orderMessage.send'),
    messageRequired: text('form.required'),
    messageSent: text('orderMessage.sent'),
    messageFailed: text('account.error.generic'),
  };
}

export function orderPlaceholderLabels(intl: IntlShape): OrderDetailsPlaceholderLabels {
  return {
    loading: intl.formatMessage({ id: 'order.loading' }),
    error: intl.formatMessage({ id: 'order.loadError' }),
    retry: intl.formatMessage({ id: 'orders.retry' }),
  };
}

export function personalInformationLabels(intl: IntlShape): PersonalInformationLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    requiredNote: text('checkout.field.requiredNote'),
    personTitle: text('profile.title'),
    mr: text('register.mr'),
    mrs: text('register.mrs'),
    firstName: text('profile.firstName'),
    lastName: text('profile.lastName'),
    email: text('profile.email'),
    companySection: text('profile.companySection'),
    company: text('profile.company'),
    vatNumber: text('profile.vatNumber'),
    addressSection: text('profile.addressSection'),
    street: text('profile.street'),
    streetNumber: text('profile.streetNumber'),
    postcode: text('profile.postcode'),
    city: text('profile.city'),
    country: text('profile.country'),
    countryPlaceholder: text('checkout.field.countryPlaceholder'),
    newsletter: text('profile.newsletter'),
    passwordSection: text('profile.passwordSection'),
    newPassword: text('profile.newPassword'),
    newPasswordHint: text('register.passwordHint'),
    newPasswordConfirmation: text('profile.newPasswordConfirmation'),
    currentPassword: text('profile.currentPassword'),
    currentPasswordHint: text('profile.currentPasswordHint'),
    showPassword: text('login.showPassword'),
    submit: text('profile.save'),
    saved: text('profile.saved'),
  };
}

export function newsletterLabels(intl: IntlShape): NewsletterToggleLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    subscribed: text('newsletter.subscribed'),
    notSubscribed: text('newsletter.unsubscribed'),
    subscribe: text('newsletter.subscribe'),
    unsubscribe: text('newsletter.unsubscribe'),
  };
}
