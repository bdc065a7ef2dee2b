import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

import type { CartPanelCoupon } from '@shop/design-system';
import { selectCart, selectCouponActivity, selectCouponError, type CouponError } from '@shop/machines/cart';

import { shopErrorMessage } from '../../lib/i18n/shop-error-message';
import { CartContext } from './cart-context';

export interface CartCoupon {
  /** Null until the cart is loaded. */
  coupon: CartPanelCoupon | null;
  apply: (couponCode: string) => void;
  remove: (couponCode: string) => void;
  valueChanged: (value: string) => void;
}

/**
 * The cart machine's coupon part for a coupon field, wherever it is shown (the cart panel, the
 * checkout's summary): what is applied, what is running and why the last attempt failed.
 */
export function useCartCoupon(): CartCoupon {
  const intl = useIntl();
  const { send } = CartContext.useActorRef();
  const cart = CartContext.useSelector(selectCart);
  const status = CartContext.useSelector(selectCouponActivity);
  const couponError = CartContext.useSelector(selectCouponError);
  // The code the shopper typed, for the messages that name it ('Coupon code "X" is not valid').
  const [typedCoupon, setTypedCoupon] = useState('');

  return {
    coupon:
      cart === null
        ? null
        : {
            appliedCodes: cart.couponCodes,
            couponsAllowed: cart.couponsAllowed,
            status,
            ...(couponError ? { error: couponErrorText(intl, couponError, typedCoupon) } : {}),
          },
    apply: (couponCode) => {
      setTypedCoupon(couponCode.trim());
      send({ type: 'coupon.apply', couponCode });
    },
    remove: (couponCode) => send({ type: 'coupon.remove', couponCode }),
    valueChanged: (value) => setTypedCoupon(value.trim()),
  };
}

function couponErrorText(intl: IntlShape, couponError: CouponError, code: string): string {
  return couponError.kind === 'required' ? intl.formatMessage({ id: 'form.required' }) : shopErrorMessage(intl, couponError.cause, code);
}
