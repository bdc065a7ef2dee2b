export * from './client';
export * from './errors';
export * from './locale';
export type { Money } from './money';
export * from './operations/bootstrap';
export type { ListPage } from './operations/paging';
export { requestedListPage } from './operations/paging';

// account
export * from './operations/account/account';
export * from './operations/account/account-orders';
export { ACCOUNT_ERROR_CODES, ACCOUNT_ERROR_STATUS, type AccountErrorCode } from './operations/account/account-error-result';
export {
  CUSTOMER_TITLES,
  CUSTOMER_TITLE_IDS,
  ORDER_MESSAGE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type CustomerTitle,
  type LoginCredentials,
  type NewPassword,
  type ProfileAddress,
  type ProfileUpdate,
  type Registration,
  type SavedAddressInput,
} from './operations/account/account-input';

// cart
export * from './operations/cart/cart';
export { CART_ERROR_CODES, type CartErrorCode } from './operations/cart/cart-error-result';
export { COUPONS_ALLOWED, MAX_ITEMS_PER_CART, MAX_QUANTITY_PER_LINE } from './operations/cart/cart-limits';
export { emptyCart, type Cart, type CartDiscount, type CartLine, type CartLineOption } from './operations/cart/cart-order';

// catalog
export * from './operations/catalog/catalog-slugs';
export * from './operations/catalog/category-products';
export * from './operations/catalog/category-query';
export * from './operations/catalog/category-tree';
export { CATALOG_FACETS, PLAN_TYPES, type PlanType } from './operations/catalog/facets';
export type { Facet, FacetFilter, Listing, ListingItem, Pagination } from './operations/catalog/listing';
export * from './operations/catalog/popular-destinations';
export {
  INFO_ROW_KEYS,
  VARIANT_AXES,
  getProduct,
  leadingNumber,
  type CatalogDestination,
  type CoverImages,
  type InfoRow,
  type InfoRowKey,
  type Product,
  type ProductParams,
  type Variant,
  type VariantAxis,
  type VariantOption,
  type VariantSelection,
} from './operations/catalog/product';
export * from './operations/catalog/related-products';
export { POPULAR_COLLECTION_SLUG } from './operations/catalog/shelves';

// checkout
export * from './operations/checkout/checkout';
export { CHECKOUT_FIELDS, checkoutAddressSchema, type CheckoutAddress, type CheckoutField } from './operations/checkout/checkout-address';
export { CHECKOUT_ERROR_CODES, type CheckoutErrorCode } from './operations/checkout/checkout-error-result';

// contact, content, newsletter, reviews, search
export * from './operations/contact';
export * from './operations/content';
export type { NamedBlob } from './operations/form-submission';
export * from './operations/newsletter';
export * from './operations/reviews';
export * from './operations/search';

// esim-status
export type { DeliveredEsim } from './operations/esim-status/delivered-esims';
export type { EsimStatus, EsimStatusPage, EsimUsage, EsimUsageLink, EsimUsageState } from './operations/esim-status/esim-status';
export * from './operations/esim-status/esim-usage';

// payment
export type { CardToken } from './operations/payment/card-gateway-call';
export {
  HOSTED_FIELD_SOURCE,
  type HostedCardField,
  type HostedFieldMessage,
  type HostedFieldState,
  type HostedFieldStyle,
} from './operations/payment/card-hosted-field-messages';
export * from './operations/payment/card-hosted-fields';
export * from './operations/payment/stripe-card-fields';
export * from './operations/payment/card-payment';
export * from './operations/payment/card-sandbox-challenge';
export * from './operations/payment/placed-order';
export * from './operations/payment/wallet-payment';
