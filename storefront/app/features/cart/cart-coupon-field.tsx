import { CouponField } from '@shop/design-system';
import { selectIsBusy } from '@shop/machines/cart';

import { CartContext } from './cart-context';
import { useCartCoupon } from './use-cart-coupon';

/** The cart's coupon field outside the cart panel (the checkout's summary), on the same cart machine. */
export function CartCouponField() {
  const busy = CartContext.useSelector(selectIsBusy);
  const { coupon, apply, remove, valueChanged } = useCartCoupon();
  if (coupon === null) return null;
  return (
    <CouponField
      appliedCodes={coupon.appliedCodes}
      couponsAllowed={coupon.couponsAllowed}
      {...(coupon.status ? { status: coupon.status } : {})}
      {...(coupon.error ? { error: coupon.error } : {})}
      disabled={busy}
      onApply={apply}
      onRemove={remove}
      onValueChange={valueChanged}
    />
  );
}
