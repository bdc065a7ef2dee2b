import { useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import { TrashIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { useDelayedFlag } from '../../lib/use-delayed-flag';
import { timings } from '../../tokens';
import { PlanFlag } from '../flag/flag';
import { InlineConfirmation } from '../inline-confirmation/inline-confirmation';
import { useFocusAfterClose } from '../inline-confirmation/use-focus-after-close';
import { Price } from '../price/price';
import { Spinner } from '../spinner/spinner';
import { formatMinorUnits } from '../price/price.format';
import { DEFAULT_MAX_QUANTITY, QuantityStepper } from '../quantity-stepper/quantity-stepper';
import type { cartLineMessages } from './cart-line.messages';
import { cartLineRemoveButtonClassName, cartLineVariants, type CartLineVariantProps } from './cart-line.variants';

/**
 * An amount in minor units (cents) with its ISO 4217 code, like `Price` takes
 * it. The same shape as the api's `Money`, so its values pass straight in.
 */
export interface CartMoney {
  amount: number;
  currency: string;
}

/** One option of the plan, in the shopper's language ("5 GB", "30 days"). */
export interface CartLineOptionView {
  name: string;
}

/**
 * What a cart line shows. Field names follow the api's `CartLine`, so the
 * storefront passes `{ ...line, href }`.
 */
export interface CartLineView {
  id: string;
  /** The variant, "France eSIM 5 GB 30 days": names the line's controls for screen readers. */
  name: string;
  /** The plan, "France eSIM": the visible link to the product page. */
  productName: string;
  /** Product page of the plan. */
  href: string;
  /** flag-icons code of the destination; null shows a globe (regional plans without a flag). */
  flagCode: string | null;
  /** Data amount then duration, joined with " · ". */
  options: readonly CartLineOptionView[];
  quantity: number;
  /** One item, excluding VAT, before discounts. */
  unitPrice: CartMoney;
  /** One item after discounts; struck-through regular price shown when lower than `unitPrice`. */
  discountedUnitPrice?: CartMoney;
  /** The whole line after discounts, excluding VAT. */
  linePrice: CartMoney;
}

export interface CartLineProps extends Omit<ComponentProps<'div'>, 'children'>, CartLineVariantProps {
  line: CartLineView;
  /** Upper bound of the stepper; default 10. */
  maxQuantity?: number;
  /** A change of this line is being saved: spinner on the line, its controls stop working (focus stays). */
  busy?: boolean;
  /** Controls stop working without a spinner (another part of the cart is saving). */
  disabled?: boolean;
  /**
   * The removal question is shown (controlled). Leave undefined to let the
   * line keep this state itself; the callbacks are called either way.
   */
  confirmingRemoval?: boolean;
  /** Without it the quantity is shown as text ("× 2"), e.g. in an order summary. */
  onQuantityChange?: (quantity: number) => void;
  /** The bin button (or − at quantity 1) was pressed: the question is about to show. */
  onRemoveRequest?: () => void;
  /** The shopper confirmed. Without it the line has no remove controls. */
  onRemoveConfirm?: () => void;
  /** The shopper kept the line. */
  onRemoveCancel?: () => void;
  renderLink?: RenderLink;
  flagBasePath?: string;
}

/**
 * One line of the cart (spec §3 Cart line, §4 removal asks for confirmation):
 * flag, plan link, options, unit price (struck through when discounted), line
 * total, quantity stepper and a bin button. Removing shows an inline question
 * in place of the controls; focus goes to its cancel button, and back to the
 * bin when it closes. At quantity 1 the stepper's − is disabled rather than a
 * second bin: two buttons with the same name in one row confuse screen readers.
 */
export function CartLine({
  line,
  maxQuantity = DEFAULT_MAX_QUANTITY,
  busy = false,
  disabled = false,
  confirmingRemoval,
  onQuantityChange,
  onRemoveRequest,
  onRemoveConfirm,
  onRemoveCancel,
  renderLink = renderAnchor,
  flagBasePath,
  density,
  className,
  ...rest
}: CartLineProps) {
  const text = useComponentText<typeof cartLineMessages>('CartLine');
  const locale = useComponentLocale();
  const rootRef = useRef<HTMLDivElement>(null);
  const [confirmingUncontrolled, setConfirmingUncontrolled] = useState(false);
  const confirming = (confirmingRemoval ?? confirmingUncontrolled) && onRemoveConfirm !== undefined;
  const inactive = busy || disabled;
  const showSpinner = useDelayedFlag(busy, timings.buttonLoaderDelayMs);

  useFocusAfterClose(confirming, () => rootRef.current?.querySelector<HTMLElement>('[data-slot="cart-line-remove"]'));

  const canRemove = onRemoveConfirm !== undefined;

  function requestRemoval() {
    if (inactive) return;
    setConfirmingUncontrolled(true);
    onRemoveRequest?.();
  }

  const isDiscounted = line.discountedUnitPrice !== undefined && line.discountedUnitPrice.amount < line.unitPrice.amount;
  const optionsText = line.options.map((option) => option.name).join(' · ');

  return (
    <div
      ref={rootRef}
      data-slot="cart-line"
      data-discounted={isDiscounted || undefined}
      aria-busy={busy || undefined}
      className={cn(cartLineVariants({ density }), className)}
      {...rest}
    >
      <PlanFlag code={line.flagCode} size="lg" basePath={flagBasePath} />

      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <p data-slot="cart-line-name" className="min-w-0 leading-snug font-semibold [overflow-wrap:anywhere]">
            {renderLink({
              href: line.href,
              className:
                'rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              children: line.productName,
            })}
          </p>
          <p data-slot="cart-line-total" className="flex shrink-0 items-center gap-2 font-bold tabular-nums">
            {showSpinner ? <Spinner size="sm" label={text('updating')} className="text-primary" /> : null}
            {/* Muted while saving: the total is about to change. */}
            <span className={cn(busy && 'text-muted-foreground')}>
              <span className="sr-only">{text('lineTotal')} </span>
              {formatMinorUnits(line.linePrice.amount, line.linePrice.currency, locale)}
            </span>
          </p>
        </div>

        {optionsText === '' ? null : (
          <p data-slot="cart-line-options" className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {optionsText}
          </p>
        )}

        <div data-slot="cart-line-unit-price" className="flex items-baseline">
          <span className="sr-only">{text('unitPrice')} </span>
          <Price
            size="sm"
            className="[&_[data-slot=price-amount]]:font-semibold"
            amount={isDiscounted && line.discountedUnitPrice ? line.discountedUnitPrice.amount : line.unitPrice.amount}
            regularAmount={isDiscounted ? line.unitPrice.amount : undefined}
            currency={line.unitPrice.currency}
            excludesTax
          />
        </div>

        {confirming ? (
          <InlineConfirmation
            className="mt-1"
            question={text('confirmRemoval', { name: line.name })}
            confirmLabel={text('confirmRemove')}
            cancelLabel={text('cancelRemove')}
            busy={busy}
            onConfirm={() => {
              setConfirmingUncontrolled(false);
              onRemoveConfirm?.();
            }}
            onCancel={() => {
              setConfirmingUncontrolled(false);
              onRemoveCancel?.();
            }}
          />
        ) : (
          <div data-slot="cart-line-controls" className="mt-1 flex items-center justify-between gap-2">
            {onQuantityChange === undefined ? (
              <p data-slot="cart-line-quantity" className="text-sm text-muted-foreground tabular-nums">
                <span className="sr-only">{text('quantity', { name: line.name })} </span>
                {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the multiplication sign, hidden from readers, is the same in every language */}
                <span aria-hidden="true">× </span>
                {line.quantity}
              </p>
            ) : (
              <QuantityStepper
                value={line.quantity}
                max={maxQuantity}
                busy={busy}
                disabled={disabled}
                onChange={onQuantityChange}
                itemName={line.name}
              />
            )}
            {canRemove ? (
              <button
                type="button"
                data-slot="cart-line-remove"
                aria-label={text('remove', { name: line.name })}
                aria-disabled={inactive || undefined}
                onClick={requestRemoval}
                className={cartLineRemoveButtonClassName}
              >
                <TrashIcon />
              </button>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
