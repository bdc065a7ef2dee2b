import { useIntl } from 'react-intl';

import { Button } from '@shop/design-system';
import { selectError } from '@shop/machines/cart';

import { shopErrorMessage } from '../../lib/i18n/shop-error-message';
import { CartContext } from './cart-context';

/**
 * "Add to cart" for the chosen plan. Never disabled: a click while the cart is still loading or
 * saving is kept by the cart machine and runs as soon as it can, and a double click adds once.
 * The cart panel opening is the answer the shopper sees; a refusal (e.g. the per-plan limit)
 * shows under the button.
 */
export function AddToCartButton({ variantId }: { variantId: string }) {
  const intl = useIntl();
  const cart = CartContext.useActorRef();
  const error = CartContext.useSelector(selectError);
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" className="w-full" onClick={() => cart.send({ type: 'cart.add', variantId, quantity: 1 })}>
        {intl.formatMessage({ id: 'product.addToCart' })}
      </Button>
      {error?.operation === 'add' ? (
        <p role="alert" className="text-sm text-danger">
          {shopErrorMessage(intl, error.cause)}
        </p>
      ) : null}
    </div>
  );
}
