import { useEffect, useEffectEvent, useId, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, CreditCardIcon, LockIcon } from '../../lib/icons';
import { Button } from '../button/button';
import type { CartMoney } from '../cart-line/cart-line';
import { CARD_BRAND_NAMES, CardBrandMark, CardBrands, type CardBrand } from '../card-brands/card-brands';
import { formatMinorUnits } from '../price/price.format';
import { FieldError, FieldHint, RequiredStar } from '../text-field/field-parts';
import { fieldLabelClassName } from '../text-field/text-field.variants';
import type { cardFormMessages } from './card-form.messages';
import { cardFieldBoxVariants, cardFormShortFieldsClassName, cardFormVariants, type CardFormVariantProps } from './card-form.variants';

/** The fields of the card form (spec §3 Checkout form), in the order focus visits them. */
export type CardField = 'cardNumber' | 'expiry' | 'cvv';

export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cvv'];

/** Spec §5 messages per field, already translated; a field without one is valid. */
export type CardFormErrors = Partial<Record<CardField, string>>;

/**
 * What the form hands to whatever fills a field's box: the card gateway's
 * hosted field (a frame of another origin, which no `<label>` can point into)
 * takes its accessible name and description from these, in the shopper's language.
 */
export interface CardFieldSlot {
  field: CardField;
  /** The visible label's text: the field's accessible name. */
  label: string;
  /** What the empty field shows, in the shopper's language (the expiry's "MM/YY"); none for the others. */
  placeholder?: string;
  /** Id of the visible label (for a control in this document: `aria-labelledby`). */
  labelId: string;
  /** What the field is described by, as one text: its error first, then its hint (and the brand for the number). */
  description: string;
  invalid: boolean;
  /** A payment runs: the field must not change. */
  busy: boolean;
}

export interface CardFormProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'onChange' | 'onBlur'>, CardFormVariantProps {
  /**
   * Fills each field's box: the gateway's hosted field frame (the card never
   * enters this page). Until it is there, the box shows empty.
   */
  renderField: (slot: CardFieldSlot) => ReactNode;
  /** The field that has the keyboard focus (a frame reports it): its box shows the focus ring. */
  focusedField?: CardField | null;
  errors?: CardFormErrors;
  /** A message about the whole payment, e.g. the gateway's decline (spec §8 "Payment calls"); announced. */
  formError?: string;
  /** The brand the number's field detected, shown at the end of its box. */
  brand?: CardBrand | null;
  /** Digits the card's CVV has (the number's field tells): 4 (American Express, on the front) or 3 (on the back). Default 3. */
  cvvLength?: number;
  /** Amount to pay (minor units + currency), shown in the button. */
  amount: CartMoney;
  /**
   * Payment running (token, debit): the button is busy (spinner after the
   * loader delay), submits are ignored (spec §4: a second submit while one
   * runs is ignored) and the fields are told to be read-only.
   */
  busy?: boolean;
  /** The form wants a field focused: its label was pressed, or it is the first invalid one after pay. */
  onFocusField: (field: CardField) => void;
  /**
   * Pay was pressed (button, or Enter, which a hosted field reports). Judge
   * the fields and set `errors`: if one is then invalid, the form asks for it
   * to be focused (`onFocusField`).
   */
  onSubmit: () => void;
}

function hasText(text: string | undefined): text is string {
  return text !== undefined && text !== '';
}

/**
 * Card number, expiry and CVV with the pay button (spec §3, §4 Card payment),
 * as the frame of the card gateway's hosted fields (PCI SAQ A): the labels,
 * hints, messages, brand and focus ring are the shop's, drawn here; what is
 * typed lives in each box's slot, a frame of the gateway's origin that this
 * page cannot read. Controlled: the parent (the card payment machine) holds
 * the errors, from the states the fields report.
 */
export function CardForm({
  renderField,
  focusedField = null,
  errors = {},
  formError,
  brand,
  cvvLength = 3,
  amount,
  busy = false,
  onFocusField,
  onSubmit,
  density,
  className,
  ...rest
}: CardFormProps) {
  const text = useComponentText<typeof cardFormMessages>('CardForm');
  const locale = useComponentLocale();
  // After a submit, the first field the parent marks invalid is focused; its message is read with it.
  // Pending until errors arrive (the parent may judge asynchronously); dropped when the payment starts.
  const [submitCount, setSubmitCount] = useState(0);
  const focusPending = useRef(false);
  const firstInvalid = CARD_FIELDS.find((field) => hasText(errors[field]));
  // `onFocusField` may be a new function each render; the focus is due to the submit and the errors.
  const focusField = useEffectEvent((field: CardField) => onFocusField(field));
  useEffect(() => {
    if (!focusPending.current || firstInvalid === undefined) return;
    focusPending.current = false;
    focusField(firstInvalid);
  }, [submitCount, firstInvalid, errors]);
  useEffect(() => {
    if (busy) focusPending.current = false;
  }, [busy]);

  function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (busy) return;
    focusPending.current = true;
    setSubmitCount((count) => count + 1);
    onSubmit();
  }

  const formErrorId = useId();
  const brandName = brand === undefined || brand === null ? undefined : CARD_BRAND_NAMES[brand];
  const field = (name: CardField, hint?: string, placeholder?: string) => (
    <CardFieldBox
      field={name}
      label={text(name)}
      hint={hint}
      placeholder={placeholder}
      error={errors[name]}
      focused={focusedField === name}
      busy={busy}
      brand={name === 'cardNumber' ? (brand ?? undefined) : undefined}
      brandName={name === 'cardNumber' ? brandName : undefined}
      renderField={renderField}
      onFocusField={onFocusField}
    />
  );

  return (
    <form
      noValidate
      data-slot="card-form"
      aria-describedby={hasText(formError) ? formErrorId : undefined}
      onSubmit={submit}
      className={cn(cardFormVariants({ density }), className)}
      {...rest}
    >
      <CardBrands size="sm" />

      {field('cardNumber')}

      <div className={cardFormShortFieldsClassName}>
        {field('expiry', undefined, text('expiryPlaceholder'))}
        {field('cvv', text('cvvHint', { digits: cvvLength }))}
      </div>

      {/* Mounted whatever the state so a decline that arrives later is announced. */}
      <div role="alert" data-slot="card-form-alert">
        {hasText(formError) ? (
          <p id={formErrorId} className="flex items-start gap-2 rounded-md border border-danger bg-background p-3 text-sm text-danger">
            <AlertIcon className="mt-px size-4" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{formError}</span>
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" loading={busy} data-slot="card-form-pay" className="h-auto min-h-12 w-full py-2 whitespace-normal">
        <LockIcon className="size-5" />
        <span className="[overflow-wrap:anywhere]">
          {text('pay', { amount: formatMinorUnits(amount.amount, amount.currency, locale) })}
        </span>
      </Button>

      <p data-slot="card-form-secure-note" className="flex items-start gap-2 text-sm text-muted-foreground">
        <LockIcon className="mt-px size-4" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{text('secureNote')}</span>
      </p>
    </form>
  );
}

interface CardFieldBoxProps {
  field: CardField;
  label: string;
  hint: string | undefined;
  placeholder: string | undefined;
  error: string | undefined;
  focused: boolean;
  busy: boolean;
  brand: CardBrand | undefined;
  brandName: string | undefined;
  renderField: CardFormProps['renderField'];
  onFocusField: CardFormProps['onFocusField'];
}

/**
 * One field: label, the box that holds the hosted field (drawn like
 * `TextField`'s input: border, radius, focus ring, red when invalid), hint and
 * error. The label is no `<label>`: nothing in this document is its control.
 * Pressing it focuses the field, as a label would.
 */
function CardFieldBox({
  field,
  label,
  hint,
  placeholder,
  error,
  focused,
  busy,
  brand,
  brandName,
  renderField,
  onFocusField,
}: CardFieldBoxProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const invalid = hasText(error);
  const hintId = hasText(hint) ? `${id}-hint` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  // Error first: screen readers read it before the hint, and it is what matters once shown.
  const description = [error, hint, brandName].filter(hasText).join(' ');

  return (
    <div data-slot="card-form-field" data-field={field} data-invalid={invalid || undefined} className="flex min-w-0 flex-col gap-1.5">
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a mouse shortcut, as a <label> gives; keyboard users Tab to the field itself, so a key handler or role would add a stop that does nothing */}
      <span id={labelId} data-slot="field-label" className={cn(fieldLabelClassName, 'cursor-default')} onClick={() => onFocusField(field)}>
        {label}
        <RequiredStar />
      </span>
      <div data-slot="card-form-field-box" data-focused={focused || undefined} className={cardFieldBoxVariants({ invalid, focused, busy })}>
        <div className="h-full min-w-0 flex-1">
          {renderField({ field, label, ...(placeholder === undefined ? {} : { placeholder }), labelId, description, invalid, busy })}
        </div>
        {field === 'cardNumber' ? (
          // Hidden from screen readers: the brand reaches them in the field's description instead.
          <span
            aria-hidden="true"
            data-slot="card-form-number-brand"
            data-brand={brand}
            className="pointer-events-none flex items-center pe-2 text-muted-foreground"
          >
            {brand === undefined ? <CreditCardIcon className="me-1.5 size-6" /> : <CardBrandMark brand={brand} size="sm" />}
          </span>
        ) : null}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
