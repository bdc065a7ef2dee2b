/*
 * STORY-ONLY FAKE of the card gateway's hosted fields (not exported from the
 * design system). In the shop each box of the card form holds a frame served
 * by the gateway's own origin, which a story cannot load; this stand-in is a
 * plain input of the story's own page that behaves like one as the form sees
 * it: it takes its accessible name, description and placeholder from the slot, is
 * read-only while busy, and reports focus, blur, Enter and a state (empty,
 * incomplete, invalid, valid), a brand and the CVV length it needs. Its rules
 * are toys (a digit count, a prefix), nothing like the gateway's card rules.
 */
import { useEffect, useEffectEvent, useState, type Ref } from 'react';

import type { CardBrand } from '../card-brands/card-brands';
import type { CardField, CardFieldSlot } from './card-form';

type FakeFieldState = 'empty' | 'incomplete' | 'invalid' | 'valid';

export interface FakeFieldReport {
  state: FakeFieldState;
  brand?: CardBrand;
  cvvLength?: number;
}

export interface FakeHostedFieldProps {
  slot: CardFieldSlot;
  /** The CVV's length the number asks for (Amex 4), for the CVV's fake. */
  cvvLength?: number;
  /** Typed at first, e.g. to show a filled form. */
  initialValue?: string;
  onReport: (field: CardField, report: FakeFieldReport) => void;
  onFocusChange: (field: CardField, focused: boolean) => void;
  /** Enter in the field: the form is submitted as the real frame asks it to be. */
  onSubmitRequest: () => void;
  /** Lets the story focus the fake as the shop asks a frame to focus itself. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The fake's own hints; the expiry's comes from the form (the slot), in the shopper's language, as the real frame's does. */
const PLACEHOLDER: Partial<Record<CardField, string>> = { cardNumber: '1234 1234 1234 1234', cvv: '123' };

function fakeBrand(digits: string): CardBrand | undefined {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('6')) return 'discover';
  return undefined;
}

/** Toy judgements: lengths only. The real ones are the gateway's, on its own origin. */
function fakeReport(field: CardField, value: string, cvvLength: number): FakeFieldReport {
  const digits = value.replace(/\D/g, '');
  if (value.trim() === '') return { state: 'empty', ...(field === 'cardNumber' ? { cvvLength: 3 } : {}) };
  if (field === 'cardNumber') {
    const brand = fakeBrand(digits);
    const length = brand === 'amex' ? 15 : 16;
    const state: FakeFieldState = digits.length < length ? 'incomplete' : digits.endsWith('1') ? 'invalid' : 'valid';
    return { state, ...(brand ? { brand } : {}), cvvLength: brand === 'amex' ? 4 : 3 };
  }
  if (field === 'expiry') {
    if (!/^\d{2}\/\d{2}$/.test(value)) return { state: 'incomplete' };
    return { state: Number(value.slice(3)) < 26 ? 'invalid' : 'valid' };
  }
  return { state: digits.length < cvvLength ? 'incomplete' : digits.length > cvvLength ? 'invalid' : 'valid', cvvLength };
}

function fakeFormat(field: CardField, typed: string, cvvLength: number): string {
  const digits = typed.replace(/\D/g, '');
  if (field === 'cardNumber') return digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
  if (field === 'expiry') return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}` : digits;
  return digits.slice(0, cvvLength);
}

export function FakeHostedField({
  slot,
  cvvLength = 3,
  initialValue = '',
  onReport,
  onFocusChange,
  onSubmitRequest,
  inputRef,
}: FakeHostedFieldProps) {
  const [value, setValue] = useState(initialValue);
  // An effect event: the host may pass an inline callback without re-reporting on every render.
  const report = useEffectEvent(onReport);
  useEffect(() => {
    report(slot.field, fakeReport(slot.field, value, cvvLength));
  }, [slot.field, value, cvvLength]);
  const descriptionId = `${slot.labelId}-fake-description`;
  return (
    <>
      <input
        ref={inputRef}
        data-fake-hosted-field={slot.field}
        type="text"
        inputMode="numeric"
        autoComplete={{ cardNumber: 'cc-number', expiry: 'cc-exp', cvv: 'cc-csc' }[slot.field]}
        aria-labelledby={slot.labelId}
        aria-describedby={slot.description === '' ? undefined : descriptionId}
        aria-invalid={slot.invalid || undefined}
        readOnly={slot.busy}
        placeholder={slot.placeholder ?? PLACEHOLDER[slot.field]}
        value={value}
        onChange={(event) => setValue(fakeFormat(slot.field, event.target.value, cvvLength))}
        onFocus={() => onFocusChange(slot.field, true)}
        onBlur={() => onFocusChange(slot.field, false)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onSubmitRequest();
        }}
        className="h-full w-full bg-transparent px-3 tabular-nums outline-none placeholder:text-muted-foreground aria-invalid:text-danger"
      />
      {slot.description === '' ? null : (
        <span id={descriptionId} className="sr-only">
          {slot.description}
        </span>
      )}
    </>
  );
}
