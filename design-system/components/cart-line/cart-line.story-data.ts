/*
 * Realistic content shared by the cart stories (cart line, cart panel). Story-only: not exported
 * from the design system.
 */
import type { CartLineView } from './cart-line';

const euro = (amount: number) => ({ amount, currency: 'EUR' });

export const franceLine: CartLineView = {
  id: '1',
  name: 'France eSIM 5 GB 30 days',
  productName: 'France eSIM',
  href: '/en/esim-france.html',
  flagCode: 'fr',
  options: [{ name: '5 GB' }, { name: '30 days' }],
  quantity: 1,
  unitPrice: euro(990),
  discountedUnitPrice: euro(990),
  linePrice: euro(990),
};

export const japanLine: CartLineView = {
  id: '2',
  name: 'Japan eSIM 10 GB 30 days',
  productName: 'Japan eSIM',
  href: '/en/esim-japan.html',
  flagCode: 'jp',
  options: [{ name: '10 GB' }, { name: '30 days' }],
  quantity: 2,
  unitPrice: euro(1990),
  discountedUnitPrice: euro(1990),
  linePrice: euro(3980),
};

/** Europe is a region: flag-icons has `eu`, but some regions have none (null shows a globe). */
export const europeLine: CartLineView = {
  id: '3',
  name: 'Europe eSIM 20 GB 30 days',
  productName: 'Europe eSIM',
  href: '/en/esim-europe.html',
  flagCode: 'eu',
  options: [{ name: '20 GB' }, { name: '30 days' }],
  quantity: 1,
  unitPrice: euro(2900),
  discountedUnitPrice: euro(2900),
  linePrice: euro(2900),
};

/** 20 % off with a coupon: unit and line prices after discount. */
export function discounted(line: CartLineView, percentOff: number): CartLineView {
  const unit = Math.round((line.unitPrice.amount * (100 - percentOff)) / 100);
  return { ...line, discountedUnitPrice: euro(unit), linePrice: euro(unit * line.quantity) };
}

/** A line's quantity changed as the shop would answer it (line total follows). */
export function withQuantity(line: CartLineView, quantity: number): CartLineView {
  const unit = (line.discountedUnitPrice ?? line.unitPrice).amount;
  return { ...line, quantity, linePrice: euro(unit * quantity) };
}
