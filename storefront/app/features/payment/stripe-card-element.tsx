import { useEffect, useLayoutEffect, useRef } from 'react';

import type { StripeCardFields } from '@shop/api';
import { cardFieldTextStyle, type CardFieldSlot } from '@shop/design-system';

/**
 * One of Stripe's card Elements in its box of the card form (CARD_PROVIDER=stripe): Stripe.js
 * mounts a frame of Stripe's own origin here (PCI SAQ A), styled like the shop's fields from the
 * box's computed style. Its state reaches the card machine through the fields' events.
 */
export function StripeCardElement({ fields, slot }: { fields: StripeCardFields; slot: CardFieldSlot }) {
  const holder = useRef<HTMLDivElement>(null);
  const { field, placeholder, busy } = slot;

  useLayoutEffect(() => {
    const container = holder.current;
    if (!container) return;
    const box = container.closest('[data-slot="card-form-field-box"]') ?? container;
    fields.mount(field, container, { ...(placeholder ? { placeholder } : {}), style: cardFieldTextStyle(box) });
  }, [fields, field, placeholder]);

  useEffect(() => {
    fields.setReadOnly(busy);
  }, [fields, busy]);

  return <div ref={holder} data-stripe-element={field} className="flex h-full w-full items-center" />;
}
