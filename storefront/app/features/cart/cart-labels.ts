import type { IntlShape } from 'react-intl';

import type { CartPanelLabels } from '@shop/design-system';

/** Every text of the cart panel in the shopper's language. */
export function cartPanelLabels(intl: IntlShape): CartPanelLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    loading: text('cart.loading'),
    error: text('cart.loadError'),
    retry: text('cart.retry'),
    empty: text('cart.empty'),
    browse: text('cart.browse'),
    lines: text('cart.lines'),
    checkout: text('cart.checkout'),
    clear: text('cart.clear'),
    confirmClear: text('cart.clearQuestion'),
    confirmClearAction: text('cart.clear'),
    cancelClear: text('cart.clearCancel'),
    updating: text('cart.updating'),
    line: {
      taxNote: text('price.vatExcl'),
      unitPrice: text('cart.line.unitPrice'),
      lineTotal: text('cart.line.lineTotal'),
      regularPrice: text('price.regular'),
      discountedPrice: text('price.discounted'),
      quantity: (name) => intl.formatMessage({ id: 'cart.line.quantity' }, { name }),
      decrease: text('cart.line.decrease'),
      increase: text('cart.line.increase'),
      remove: (name) => intl.formatMessage({ id: 'cart.line.remove' }, { name }),
      confirmRemoval: (name) => intl.formatMessage({ id: 'cart.line.removeQuestion' }, { name }),
      confirmRemove: text('cart.line.removeConfirm'),
      cancelRemove: text('cart.line.removeCancel'),
      updating: text('cart.line.updating'),
    },
    coupon: {
      label: text('cart.coupon.label'),
      apply: text('cart.coupon.apply'),
      required: text('form.required'),
      applied: text('cart.coupon.applied'),
      remove: (code) => intl.formatMessage({ id: 'cart.coupon.remove' }, { code }),
    },
    summary: {
      subtotal: text('cart.summary.subtotal'),
      tax: text('cart.summary.tax'),
      totalExcludingTax: text('cart.summary.totalExcl'),
      totalIncludingTax: text('cart.summary.totalIncl'),
    },
  };
}
