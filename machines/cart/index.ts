export * from './cart.machine';
export * from './cart.selectors';
export {
  MAX_QUANTITY_PER_LINE,
  clampQuantity,
  directionOf,
  emptiedCart,
  normaliseCouponCode,
  type AddToCartInput,
  type CartContext,
  type CartEmitted,
  type CartError,
  type CartEvent,
  type CartInput,
  type CartOperation,
  type CartTag,
  type CouponError,
  type CouponInput,
  type CouponOperation,
  type QuantityChange,
  type QuantityDirection,
  type RemoveLineInput,
  type UpdateLineInput,
} from './cart.types';
export { cartBeforeStart } from './cart.before-start';
