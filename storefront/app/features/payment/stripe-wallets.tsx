import { useEffect, useRef } from 'react';

import type { CardToken, StripeCardFields, WalletTotal } from '@shop/api';

/**
 * Apple Pay and Google Pay through Stripe's Payment Request button (CARD_PROVIDER=stripe), above
 * the card form, where the browser offers one (Stripe.js decides; nothing shows otherwise). The
 * card the wallet authorizes is debited by the card machine like a typed one.
 */
export function StripeWallets({
  fields,
  total,
  onToken,
}: {
  fields: StripeCardFields;
  total: WalletTotal;
  onToken: (token: CardToken) => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const { country, currency, amount, label } = total;

  useEffect(() => {
    const container = holder.current;
    if (!container) return;
    let current = true;
    // A wallet Stripe cannot offer, or a Stripe.js that failed, leaves the card form alone.
    fields
      .offerWallets(container, { country, currency, amount, label }, (token) => {
        if (current) onToken(token);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      container.replaceChildren();
    };
  }, [fields, country, currency, amount, label, onToken]);

  return <div ref={holder} data-slot="stripe-wallets" />;
}
