import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { HostedCardFields } from '@shop/api';
import { cardFieldTextStyle, type CardFieldSlot } from '@shop/design-system';

/**
 * One of the card gateway's hosted fields in its box of the card form: a frame of the gateway's
 * own origin (PCI SAQ A), so this page cannot read what is typed into it. Its address carries the
 * shop's label (its accessible name), language, placeholder and text style, read from the box
 * once laid out; the shop's error and hint reach it as its input's description.
 */
export function HostedCardFrame({
  fields,
  slot,
  locale,
}: {
  fields: HostedCardFields;
  slot: CardFieldSlot;
  /** BCP 47 tag of the shopper's language. */
  locale: string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const { field, label, placeholder, description, invalid, busy } = slot;

  useLayoutEffect(() => {
    const box = holder.current?.closest('[data-slot="card-form-field-box"]') ?? holder.current;
    if (!box) return;
    setSrc(fields.fieldUrl(field, { label, locale, ...(placeholder ? { placeholder } : {}), style: cardFieldTextStyle(box) }));
  }, [fields, field, label, locale, placeholder]);

  useEffect(() => {
    fields.describeField(field, { invalid, text: description });
  }, [fields, field, invalid, description]);

  useEffect(() => {
    fields.setReadOnly(busy);
  }, [fields, busy]);

  // Stable: a new callback each render would detach and attach the frame again, losing its ready state.
  const attach = useCallback(
    (frame: HTMLIFrameElement | null) => {
      fields.attach(field, frame?.contentWindow ?? null);
    },
    [fields, field],
  );

  return (
    <div ref={holder} className="h-full w-full">
      {src ? (
        <iframe ref={attach} src={src} title={label} data-hosted-field={field} className="block h-full w-full border-0 bg-transparent" />
      ) : null}
    </div>
  );
}
