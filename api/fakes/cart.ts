import type { Money } from '../money';
import { COUPONS_ALLOWED } from '../operations/cart/cart-limits';
import type { Cart, CartDiscount, CartLine } from '../operations/cart/cart-order';

/*
 * Schema-valid cart fixtures for the machine tests (the stories read theirs beside each component:
 * docs/testing.md, "Fixtures"). Amounts are minor units and the seed's prices (France 5 GB /
 * 30 days = 12.49 EUR). VAT is 0 like the real shop before a billing address exists, unless a
 * line says otherwise through `linePriceWithTax`.
 */

function money(amount: number, currency: string): Money {
  return { amount, currency };
}

/** A line of the seed's France eSIM, 5 GB for 30 days; overrides win, line totals follow quantity and prices. */
export function makeCartLine(
  overrides: Partial<Omit<CartLine, 'unitPrice' | 'discountedUnitPrice' | 'linePrice' | 'linePriceWithTax'>> & {
    unitPrice?: number;
    discountedUnitPrice?: number;
    currency?: string;
    linePriceWithTax?: number;
  } = {},
): CartLine {
  const { unitPrice = 1249, currency = 'EUR', discountedUnitPrice = unitPrice, linePriceWithTax, ...fields } = overrides;
  const quantity = fields.quantity ?? 1;
  const linePrice = discountedUnitPrice * quantity;
  return {
    id: '1',
    variantId: '101',
    sku: 'FR-5GB-30D',
    productSlug: 'france',
    productName: 'France eSIM',
    name: 'France eSIM 5 GB 30 days',
    options: [
      { group: 'data', code: '5gb', name: '5 GB' },
      { group: 'duration', code: '30d', name: '30 days' },
    ],
    flagCode: 'fr',
    ...fields,
    quantity,
    unitPrice: money(unitPrice, currency),
    discountedUnitPrice: money(discountedUnitPrice, currency),
    linePrice: money(linePrice, currency),
    linePriceWithTax: money(linePriceWithTax ?? linePrice, currency),
  };
}

/** A line of the seed's regional Europe plan, 10 GB for 30 days (a second, different line). */
export function makeEuropeCartLine(overrides: Parameters<typeof makeCartLine>[0] = {}): CartLine {
  return makeCartLine({
    id: '2',
    variantId: '202',
    sku: 'EU-10GB-30D',
    productSlug: 'europe',
    productName: 'Europe eSIM',
    name: 'Europe eSIM 10 GB 30 days',
    options: [
      { group: 'data', code: '10gb', name: '10 GB' },
      { group: 'duration', code: '30d', name: '30 days' },
    ],
    flagCode: 'eu',
    unitPrice: 2849,
    ...overrides,
  });
}

/** The discount WELCOME10 gives on `subtotal` (10% off the order, as Vendure rounds it). */
function makeWelcomeDiscount(subtotal: number, currency = 'EUR'): CartDiscount {
  return { description: '10% off your order', amount: money(-Math.round(subtotal * 0.1), currency) };
}

/**
 * A cart whose totals follow its lines and discounts unless given:
 * subtotal = Σ linePrice, totalExcludingTax = subtotal + Σ discounts, taxSubtotal = Σ line VAT,
 * totalQuantity = Σ quantities. One France line by default; `lines: []` gives an empty cart with a code.
 */
export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const lines = overrides.lines ?? [makeCartLine()];
  const currency = overrides.currency ?? lines[0]?.linePrice.currency ?? 'EUR';
  const discounts = overrides.discounts ?? [];
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  const subtotal = sum(lines.map((line) => line.linePrice.amount));
  const totalExcludingTax = subtotal + sum(discounts.map((discount) => discount.amount.amount));
  const taxSubtotal = sum(lines.map((line) => line.linePriceWithTax.amount - line.linePrice.amount));
  const cart: Cart = {
    code: 'FAKE0RDER1',
    currency,
    lines,
    totalQuantity: sum(lines.map((line) => line.quantity)),
    couponCodes: [],
    couponsAllowed: COUPONS_ALLOWED,
    discounts,
    subtotal: money(subtotal, currency),
    taxSubtotal: money(taxSubtotal, currency),
    totalExcludingTax: money(totalExcludingTax, currency),
    totalIncludingTax: money(totalExcludingTax + taxSubtotal, currency),
    ...overrides,
  };
  return plausible(cart);
}

/** A fixture the real mapping could never produce (a line of 0, a fractional cent) would make tests lie: fail loudly. */
function plausible(cart: Cart): Cart {
  const amounts = [cart.subtotal, cart.taxSubtotal, cart.totalExcludingTax, cart.totalIncludingTax, ...cart.discounts.map((d) => d.amount)];
  for (const line of cart.lines) amounts.push(line.unitPrice, line.discountedUnitPrice, line.linePrice, line.linePriceWithTax);
  const wholeQuantities = cart.lines.every((line) => Number.isInteger(line.quantity) && line.quantity >= 1);
  if (!wholeQuantities || !amounts.every((money) => Number.isInteger(money.amount) && /^[A-Z]{3}$/.test(money.currency))) {
    throw new Error(`Not a cart the api could answer: ${JSON.stringify(cart)}`);
  }
  return cart;
}

/** A cart with WELCOME10 applied to the given lines (the discount and the code are set). */
export function makeCartWithCoupon(lines: CartLine[] = [makeCartLine()]): Cart {
  const subtotal = lines.reduce((total, line) => total + line.linePrice.amount, 0);
  const currency = lines[0]?.linePrice.currency ?? 'EUR';
  return makeCart({ lines, couponCodes: ['WELCOME10'], discounts: [makeWelcomeDiscount(subtotal, currency)] });
}
