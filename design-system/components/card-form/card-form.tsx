import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type RefObject,
} from 'react';
import { afterPointerRelease } from '../../lib/after-pointer-release';
import { cn } from '../../lib/cn';
import { AlertIcon, CreditCardIcon, LockIcon } from '../../lib/icons';
import { Button } from '../button/button';
import type { CartMoney } from '../cart-line/cart-line';
import { CARD_BRAND_NAMES, CardBrandMark, CardBrands, type CardBrand } from '../card-brands/card-brands';
import { formatMinorUnits } from '../price/price.format';
import { FieldError, FieldLabel, useFieldIds } from '../text-field/field-parts';
import { TextField } from '../text-field/text-field';
import { fieldControlVariants } from '../text-field/text-field.variants';
import {
  CARD_NUMBER_MAX_DIGITS,
  caretAfterDigits,
  digitsOf,
  formatCardNumber,
  formatCvv,
  formatExpiry,
} from './card-form.format';
import {
  cardFormNumberInputClassName,
  cardFormShortFieldsClassName,
  cardFormVariants,
  type CardFormVariantProps,
} from './card-form.variants';

/** The fields of the card form (spec §3 Checkout form), in the order focus visits them. */
export type CardField = 'number' | 'expiry' | 'cvv';

export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvv'];

/**
 * What the form reports and shows back: `number` as raw digits ("4242424242424242"),
 * `expiry` as typed MM/YY ("12/27", slash included), `cvv` as digits.
 */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvv: string;
}

/** Spec §5 messages per field, already translated; a field without one is valid. */
export type CardFormErrors = Partial<Record<CardField, string>>;

/** Every text of the card form, already translated. */
export interface CardFormLabels {
  /** "Card number". */
  number: string;
  /** "Expiry date (MM/YY)". */
  expiry: string;
  /** Placeholder of the expiry: "MM/YY". */
  expiryPlaceholder?: string;
  /** "CVV". */
  cvv: string;
  /** Under the CVV: "3 digits on the back of your card". */
  cvvHint?: string;
  /** The submit button with the formatted total: (amount) => `Pay ${amount}`. */
  pay: (amount: string) => string;
  /** Names the row of brand marks: "Accepted cards". */
  acceptedBrands: string;
  /** Overrides of the brands' trade names (`CARD_BRAND_NAMES`), for the row and the detected brand. */
  brandNames?: Partial<Record<CardBrand, string>>;
  /** "Your card details go straight to our payment provider. The shop never sees or stores them." */
  secureNote: string;
}

export interface CardFormProps
  extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'onChange' | 'onBlur'>, CardFormVariantProps {
  values: CardFormValues;
  errors?: CardFormErrors;
  /** A message about the whole payment, e.g. the gateway's decline (spec §8 "Payment calls"); announced. */
  formError?: string;
  /** The brand detected from the number's first digits (`detectCardBrand`), shown in the number field. */
  brand?: CardBrand | null;
  /** Amount to pay (minor units + currency), shown in the button. */
  amount: CartMoney;
  /** BCP 47 tag for the amount ("fr", "ja", "zh-Hant"). */
  locale: string;
  labels: CardFormLabels;
  /**
   * Payment running (token, debit): the button is busy (spinner after the
   * loader delay), submits are ignored (spec §4: a second submit while one
   * runs is ignored) and the fields are read-only.
   */
  busy?: boolean;
  /** A field's new value, formatted as `CardFormValues` describes. */
  onFieldChange: (field: CardField, value: string) => void;
  /** The shopper left a field (validate it then). */
  onFieldBlur?: (field: CardField) => void;
  /**
   * Pay was pressed (button or Enter). Validate and set `errors`: if a field
   * is then invalid, focus moves to the first one.
   */
  onSubmit: () => void;
}

function hasText(text: string | undefined): text is string {
  return text !== undefined && text !== '';
}

/**
 * Card number, expiry and CVV with the pay button (spec §3, §4 Card payment).
 * Controlled: the parent (the card payment machine) holds values and errors.
 * Typing is helped, not judged: the number shows in groups of four and
 * reports raw digits; the expiry gets its slash; the CVV takes three digits.
 * The browser's autofill fills all three (`cc-number`, `cc-exp`, `cc-csc`).
 * A native form with `noValidate`: Enter submits, messages are the shop's.
 */
export function CardForm({
  values,
  errors = {},
  formError,
  brand,
  amount,
  locale,
  labels,
  busy = false,
  onFieldChange,
  onFieldBlur,
  onSubmit,
  density,
  className,
  ...rest
}: CardFormProps) {
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvvRef = useRef<HTMLInputElement>(null);
  const refs: Record<CardField, RefObject<HTMLInputElement | null>> = {
    number: numberRef,
    expiry: expiryRef,
    cvv: cvvRef,
  };

  // After a submit, the first field the parent marks invalid takes focus; its message is read with it.
  // Pending until errors arrive (the parent may validate asynchronously); dropped when the payment
  // starts or the shopper types, so a later blur error never steals focus.
  const [submitCount, setSubmitCount] = useState(0);
  const focusPending = useRef(false);
  const firstInvalid = CARD_FIELDS.find((field) => hasText(errors[field]));
  useEffect(() => {
    if (!focusPending.current || firstInvalid === undefined) return;
    focusPending.current = false;
    refs[firstInvalid].current?.focus();
    // `refs` is rebuilt each render from stable refs.
  }, [submitCount, firstInvalid, errors]);
  useEffect(() => {
    if (busy) focusPending.current = false;
  }, [busy]);

  function change(field: CardField, value: string) {
    focusPending.current = false;
    onFieldChange(field, value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    focusPending.current = true;
    setSubmitCount((count) => count + 1);
    onSubmit();
  }

  const formErrorId = useId();

  return (
    <form
      noValidate
      data-slot="card-form"
      aria-describedby={hasText(formError) ? formErrorId : undefined}
      onSubmit={submit}
      className={cn(cardFormVariants({ density }), className)}
      {...rest}
    >
      <CardBrands label={labels.acceptedBrands} names={labels.brandNames} size="sm" />

      <CardNumberField
        inputRef={numberRef}
        label={labels.number}
        digits={values.number}
        error={errors.number}
        brand={brand ?? undefined}
        brandName={brand === undefined || brand === null ? undefined : labels.brandNames?.[brand]}
        busy={busy}
        onDigitsChange={(digits) => change('number', digits)}
        onBlur={() => afterPointerRelease(() => onFieldBlur?.('number'))}
      />

      <div className={cardFormShortFieldsClassName}>
        <TextField
          ref={expiryRef}
          label={labels.expiry}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          enterKeyHint="next"
          placeholder={labels.expiryPlaceholder}
          required
          readOnly={busy}
          value={values.expiry}
          error={errors.expiry}
          onChange={(event) => change('expiry', formatExpiry(event.target.value, values.expiry))}
          onBlur={() => afterPointerRelease(() => onFieldBlur?.('expiry'))}
          inputClassName="tabular-nums read-only:bg-muted"
        />
        <TextField
          ref={cvvRef}
          label={labels.cvv}
          name="cc-csc"
          autoComplete="cc-csc"
          inputMode="numeric"
          enterKeyHint="go"
          required
          readOnly={busy}
          value={values.cvv}
          hint={labels.cvvHint}
          error={errors.cvv}
          onChange={(event) => change('cvv', formatCvv(event.target.value))}
          onBlur={() => afterPointerRelease(() => onFieldBlur?.('cvv'))}
          inputClassName="tabular-nums read-only:bg-muted"
        />
      </div>

      {/* Mounted whatever the state so a decline that arrives later is announced. */}
      <div role="alert" data-slot="card-form-alert">
        {hasText(formError) ? (
          <p
            id={formErrorId}
            className="flex items-start gap-2 rounded-md border border-danger bg-background p-3 text-sm text-danger"
          >
            <AlertIcon className="mt-px size-4" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{formError}</span>
          </p>
        ) : null}
      </div>

      <Button
        type="submit"
        size="lg"
        loading={busy}
        data-slot="card-form-pay"
        className="h-auto min-h-12 w-full py-2 whitespace-normal"
      >
        <LockIcon className="size-5" />
        <span className="[overflow-wrap:anywhere]">
          {labels.pay(formatMinorUnits(amount.amount, amount.currency, locale))}
        </span>
      </Button>

      <p data-slot="card-form-secure-note" className="flex items-start gap-2 text-sm text-muted-foreground">
        <LockIcon className="mt-px size-4" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{labels.secureNote}</span>
      </p>
    </form>
  );
}

interface CardNumberFieldProps {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  digits: string;
  error: string | undefined;
  brand: CardBrand | undefined;
  brandName: string | undefined;
  busy: boolean;
  onDigitsChange: (digits: string) => void;
  onBlur: () => void;
}

/**
 * The number shows grouped while the value stays digits. `TextField` has no
 * room for the brand mark inside the box, so this one is built from the same
 * parts (label, control style, error line) to look and behave the same.
 */
function CardNumberField({
  inputRef,
  label,
  digits,
  error,
  brand,
  brandName,
  busy,
  onDigitsChange,
  onBlur,
}: CardNumberFieldProps) {
  const brandId = useId();
  const { controlId, errorId, describedBy, invalid } = useFieldIds({
    error,
    // The detected brand is read after the number ("Visa"), an aid for screen-reader users too.
    describedBy: brand === undefined ? undefined : brandId,
  });
  const formatted = formatCardNumber(digits);

  // Re-grouping moves characters around the caret; put it back after the same digit.
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || input === null) return;
    if (document.activeElement === input) {
      const position = caretAfterDigits(formatted, pendingCaret.current);
      input.setSelectionRange(position, position);
    }
    pendingCaret.current = null;
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    let digitsBefore = digitsOf(typed.slice(0, caret)).length;
    let next = digitsOf(typed).slice(0, CARD_NUMBER_MAX_DIGITS);
    // Backspace on a group space removed no digit: take the digit before it, as the shopper meant.
    if (next === digits && typed.length < formatted.length && digitsBefore > 0) {
      next = next.slice(0, digitsBefore - 1) + next.slice(digitsBefore);
      digitsBefore -= 1;
    }
    pendingCaret.current = Math.min(digitsBefore, next.length);
    onDigitsChange(next);
  }

  return (
    <div data-slot="card-form-number" data-invalid={invalid || undefined} className="flex min-w-0 flex-col gap-1.5">
      <FieldLabel htmlFor={controlId} required>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          ref={inputRef}
          id={controlId}
          data-slot="card-form-number-input"
          type="text"
          name="cc-number"
          autoComplete="cc-number"
          inputMode="numeric"
          enterKeyHint="next"
          spellCheck={false}
          autoCorrect="off"
          required
          aria-required
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          readOnly={busy}
          value={formatted}
          onChange={handleChange}
          onBlur={onBlur}
          className={cn(fieldControlVariants({ invalid }), cardFormNumberInputClassName, 'read-only:bg-muted')}
        />
        {/* Hidden from screen readers: the brand reaches them as the input's description instead. */}
        <span
          aria-hidden="true"
          data-slot="card-form-number-brand"
          data-brand={brand}
          className="pointer-events-none absolute inset-y-0 end-2 flex items-center text-muted-foreground"
        >
          {brand === undefined ? <CreditCardIcon className="me-1.5 size-6" /> : <CardBrandMark brand={brand} size="sm" />}
        </span>
      </div>
      {brand === undefined ? null : (
        <span id={brandId} className="sr-only">
          {brandName ?? CARD_BRAND_NAMES[brand]}
        </span>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
