export { CartLine, type CartLineOptionView, type CartLineProps, type CartLineView, type CartMoney } from './cart-line';
export { cartLineRemoveButtonClassName, cartLineVariants, type CartLineVariantProps } from './cart-line.variants';
