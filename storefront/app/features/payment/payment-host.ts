import { useMemo } from 'react';
import { useNavigate } from 'react-router';

import { CartContext } from '../cart/cart-context';
import type { PaymentHost } from './payment.actors';

/** The page's router and the app's cart, as every payment machine's actors take them. */
export function usePaymentHost(): PaymentHost {
  const navigate = useNavigate();
  const cart = CartContext.useActorRef();
  return useMemo(() => ({ navigate, cart }), [navigate, cart]);
}
