import { useIntl } from 'react-intl';

import type { Cart } from '@shop/api';
import { CartPanel, type CartPanelSummary } from '@shop/design-system';
import {
  selectBusyLineId,
  selectCart,
  selectError,
  selectIsBusy,
  selectIsClearing,
  selectIsConfirmingClear,
  selectIsLoading,
  selectPendingRemovalLine,
} from '@shop/machines/cart';

import { useLocale } from '../../lib/i18n/locale-route';
import { productPath } from '../../lib/routing/product-path';
import { renderRouterLink } from '../../lib/routing/router-link';
import { shopErrorMessage } from '../../lib/i18n/shop-error-message';
import { CartContext } from './cart-context';
import { checkoutPath } from '../../lib/routing/checkout-paths';
import { useCartCoupon } from './use-cart-coupon';

/** Until a billing address exists the VAT is unknown (spec §4), not zero. */
function cartSummaryOf(cart: Cart): CartPanelSummary {
  return {
    subtotal: cart.subtotal,
    discounts: cart.discounts,
    tax: cart.taxSubtotal.amount > 0 ? { kind: 'amount', value: cart.taxSubtotal } : { kind: 'pending' },
    totalExcludingTax: cart.totalExcludingTax,
    totalIncludingTax: cart.totalIncludingTax,
  };
}

/** The cart side panel (spec §2): the cart machine drives the design system's panel. */
export function CartPanelContent() {
  const intl = useIntl();
  const locale = useLocale();
  const cartActor = CartContext.useActorRef();
  const send = cartActor.send;
  const cart = CartContext.useSelector(selectCart);
  const loading = CartContext.useSelector(selectIsLoading);
  const error = CartContext.useSelector(selectError);
  const busy = CartContext.useSelector(selectIsBusy);
  const busyLineId = CartContext.useSelector(selectBusyLineId);
  const pendingRemoval = CartContext.useSelector(selectPendingRemovalLine);
  const confirmingClear = CartContext.useSelector(selectIsConfirmingClear);
  const clearing = CartContext.useSelector(selectIsClearing);
  const { coupon, apply, remove, valueChanged } = useCartCoupon();

  const status = loading ? 'loading' : cart === null ? 'error' : 'ready';
  return (
    <div className="flex flex-col gap-3">
      {error && cart !== null ? (
        <p role="alert" className="rounded-md border border-danger bg-danger/10 px-3 py-2 text-sm text-danger">
          {shopErrorMessage(intl, error.cause)}
        </p>
      ) : null}
      <CartPanel
        status={status}
        lines={(cart?.lines ?? []).map((line) => ({
          ...line,
          href: productPath(locale, line.productSlug),
          busy: busyLineId === line.id,
          confirmingRemoval: pendingRemoval?.id === line.id,
        }))}
        {...(cart ? { summary: cartSummaryOf(cart) } : {})}
        {...(coupon ? { coupon } : {})}
        busy={busy}
        clearing={clearing}
        confirmingClear={confirmingClear}
        browseHref={`/${locale}/Offers`}
        checkoutHref={checkoutPath(locale)}
        onRetry={() => send({ type: 'cart.retry' })}
        onQuantityChange={(lineId, quantity) => send({ type: 'line.quantityChanged', lineId, quantity })}
        onRemoveRequest={(lineId) => send({ type: 'line.removeRequested', lineId })}
        onRemoveConfirm={() => send({ type: 'removal.confirmed' })}
        onRemoveCancel={() => send({ type: 'removal.cancelled' })}
        onApplyCoupon={apply}
        onRemoveCoupon={remove}
        onCouponValueChange={valueChanged}
        onClearRequest={() => send({ type: 'cart.clear' })}
        onClearConfirm={() => send({ type: 'clear.confirmed' })}
        onClearCancel={() => send({ type: 'clear.cancelled' })}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
