import { useIntl } from 'react-intl';

import type { Cart } from '@shop/api';
import { CartSummary, OrderReview, type CartSummaryTax } from '@shop/design-system';
import type { TaxStatus } from '@shop/machines/checkout';

import { CartCouponField } from '../cart/cart-coupon-field';

/** The checkout's sidebar: the plans bought and the totals, with the VAT line of spec §4. */
export function CheckoutSummary({ cart, taxStatus }: { cart: Cart; taxStatus: TaxStatus }) {
  const intl = useIntl();
  const tax: CartSummaryTax =
    taxStatus === 'calculated'
      ? { kind: 'amount', value: cart.taxSubtotal }
      : taxStatus === 'calculating'
        ? { kind: 'calculating' }
        : { kind: 'pending' };
  return (
    <section aria-labelledby="checkout-summary" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4">
      <h2 id="checkout-summary" className="text-lg font-semibold">
        {intl.formatMessage({ id: 'checkout.summary.heading' })}
      </h2>
      <OrderReview lines={cart.lines} />
      <CartCouponField />
      <CartSummary
        subtotal={cart.subtotal}
        discounts={cart.discounts}
        tax={tax}
        totalExcludingTax={cart.totalExcludingTax}
        totalIncludingTax={cart.totalIncludingTax}
      />
    </section>
  );
}
