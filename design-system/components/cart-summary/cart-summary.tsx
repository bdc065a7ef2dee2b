import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import type { CartMoney } from '../cart-line/cart-line';
import { formatMinorUnits } from '../price/price.format';
import { Spinner } from '../spinner/spinner';
import type { cartSummaryMessages } from './cart-summary.messages';
import { cartSummaryRowVariants, type CartSummaryRowVariantProps } from './cart-summary.variants';

/**
 * The tax row (spec §4): a known amount; a note while there is no valid
 * address yet ("Taxes will be calculated upon entering valid address"); or
 * "calculating..." while the checkout recalculates.
 */
export type CartSummaryTax = { kind: 'amount'; value: CartMoney } | { kind: 'pending' } | { kind: 'calculating' };

/** A cart-level discount; `amount` is what it takes off (the api's is negative; either sign shows as a minus). */
export interface CartSummaryDiscount {
  description: string;
  amount: CartMoney;
}

export interface CartSummaryProps extends Omit<ComponentProps<'dl'>, 'children'> {
  /** Sum of the lines, excluding VAT, after line discounts. */
  subtotal: CartMoney;
  discounts?: readonly CartSummaryDiscount[];
  tax: CartSummaryTax;
  totalExcludingTax: CartMoney;
  totalIncludingTax: CartMoney;
}

/**
 * Money rows of the cart and the checkout, as a description list: subtotal,
 * each discount, tax, total excluding and including tax. While the tax is
 * being calculated the total including it is marked busy and dimmed, since
 * it is about to change.
 */
export function CartSummary({ subtotal, discounts = [], tax, totalExcludingTax, totalIncludingTax, className, ...rest }: CartSummaryProps) {
  const text = useComponentText<typeof cartSummaryMessages>('CartSummary');
  const locale = useComponentLocale();
  const format = (money: CartMoney) => formatMinorUnits(money.amount, money.currency, locale);
  const calculating = tax.kind === 'calculating';

  return (
    <dl data-slot="cart-summary" className={cn('flex min-w-0 flex-col gap-2 text-foreground', className)} {...rest}>
      <Row label={text('subtotal')} slot="subtotal">
        {format(subtotal)}
      </Row>
      {discounts.map((discount, index) => (
        <Row key={`${index}-${discount.description}`} label={discount.description} slot="discount" emphasis="discount">
          {format({ ...discount.amount, amount: -Math.abs(discount.amount.amount) })}
        </Row>
      ))}
      <Row label={text('tax')} slot="tax">
        {/* Polite: a tax that arrives or changes after an address is typed is announced. */}
        <span aria-live="polite" className="inline-flex items-center gap-2">
          {tax.kind === 'amount' ? (
            format(tax.value)
          ) : tax.kind === 'calculating' ? (
            <>
              <Spinner size="sm" className="text-muted-foreground" />
              <span className="text-muted-foreground">{text('taxCalculating')}</span>
            </>
          ) : (
            <span className="text-end text-muted-foreground">{text('taxPending')}</span>
          )}
        </span>
      </Row>
      <Row label={text('totalExcludingTax')} slot="total-excluding-tax">
        {format(totalExcludingTax)}
      </Row>
      <Row label={text('totalIncludingTax')} slot="total-including-tax" emphasis="total" busy={calculating}>
        {format(totalIncludingTax)}
      </Row>
    </dl>
  );
}

function Row({
  label,
  slot,
  emphasis,
  busy = false,
  children,
}: {
  label: string;
  slot: string;
  busy?: boolean;
  children: ReactNode;
} & CartSummaryRowVariantProps) {
  return (
    <div data-slot={`cart-summary-${slot}`} className={cartSummaryRowVariants({ emphasis })}>
      <dt className="min-w-0 [overflow-wrap:anywhere]">{label}</dt>
      <dd
        aria-busy={busy || undefined}
        className={cn('ms-auto text-end tabular-nums [overflow-wrap:anywhere]', busy && 'text-muted-foreground')}
      >
        {children}
      </dd>
    </div>
  );
}
