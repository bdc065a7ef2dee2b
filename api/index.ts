export * from './client';
export * from './errors';
export * from './locale';
export * from './operations/bootstrap';
export * from './operations/cart/cart';
export * from './operations/catalog/catalog-slugs';
export * from './operations/checkout/checkout';
export * from './operations/catalog/category-products';
export * from './operations/catalog/category-query';
export * from './operations/catalog/category-tree';
export * from './operations/catalog/popular-destinations';
export { POPULAR_COLLECTION_SLUG } from './operations/catalog/shelves';
export * from './operations/catalog/product';
export * from './operations/catalog/related-products';
export * from './operations/search';
export type { Facet, FacetFilter, Listing, ListingItem, Pagination } from './schemas/listing';
export type { Money } from './schemas/money';
export {
  CART_ERROR_CODES,
  COUPONS_ALLOWED,
  MAX_ITEMS_PER_CART,
  MAX_QUANTITY_PER_LINE,
  cartSchema,
  emptyCart,
  type Cart,
  type CartDiscount,
  type CartErrorCode,
  type CartLine,
  type CartLineOption,
} from './schemas/cart';
export {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_FIELDS,
  checkoutAddressSchema,
  checkoutCountrySchema,
  checkoutSchema,
  type Checkout,
  type CheckoutAddress,
  type CheckoutCountry,
  type CheckoutErrorCode,
  type CheckoutField,
  type CountryState,
} from './schemas/checkout';
export { CATALOG_FACETS, PLAN_TYPES, type PlanType } from './schemas/facets';
export {
  INFO_ROW_KEYS,
  VARIANT_AXES,
  leadingNumber,
  type InfoRow,
  type CatalogDestination,
  type CoverImages,
  type InfoRowKey,
  type Product,
  type Variant,
  type VariantAxis,
  type VariantOption,
  type VariantSelection,
} from './schemas/product';
export * from './operations/payment/card-payment';
export * from './operations/payment/card-sandbox-challenge';
export * from './operations/payment/card-hosted-fields';
export {
  HOSTED_FIELD_SOURCE,
  hostedCardFieldSchema,
  hostedFieldMessageSchema,
  hostedFieldStateSchema,
  type HostedCardField,
  type HostedFieldMessage,
  type HostedFieldState,
  type HostedFieldStyle,
} from './schemas/card-hosted-fields';
export {
  SANDBOX_CHALLENGE_OUTCOMES,
  applePayMerchantSessionInputSchema,
  applePayPaymentInputSchema,
  browserInfoSchema,
  cardDebitInputSchema,
  cardDebitResultSchema,
  cardFinishInputSchema,
  cardFinishResultSchema,
  cardPaymentConfigSchema,
  cardTokenSchema,
  type ApplePayMerchantSessionInput,
  type ApplePayPaymentInput,
  type BrowserInfo,
  type CardDebitInput,
  type CardDebitResult,
  type CardFinishInput,
  type CardFinishResult,
  type CardPaymentConfig,
  type CardToken,
  type SandboxChallenge,
  type SandboxChallengeOutcome,
  type SandboxChallengeResult,
} from './schemas/card-payment';
export * from './operations/content';
export type { ListPage } from './operations/paging';
export { requestedListPage } from './operations/paging';
export * from './operations/payment/wallet-payment';
export {
  WALLET_METHODS,
  WALLET_PAYMENT_STATUSES,
  finishWalletPaymentInputSchema,
  startWalletPaymentInputSchema,
  walletApprovalSchema,
  walletPaymentResultSchema,
  type FinishWalletPaymentInput,
  type StartWalletPaymentInput,
  type WalletApproval,
  type WalletMethod,
  type WalletPaymentResult,
  type WalletPaymentStatus,
} from './schemas/wallet-payment';
export * from './operations/payment/placed-order';
export type { DeliveredEsim, PlacedOrder } from './schemas/placed-order';
export { fetchMyEsims, fetchOrderEsimUsage, getEsimUsageByLink } from './operations/esim-status/esim-usage';
export {
  ESIM_USAGE_STATES,
  type EsimStatus,
  type EsimStatusPage,
  type EsimUsage,
  type EsimUsageLink,
  type EsimUsageState,
} from './schemas/esim-usage';
export * from './operations/account/account';
export { ACCOUNT_ERROR_STATUS } from './operations/account/account-error-result';
export {
  ACCOUNT_ERROR_CODES,
  CUSTOMER_TITLES,
  CUSTOMER_TITLE_IDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  customerSchema,
  loginSchema,
  newPasswordSchema,
  profileUpdateSchema,
  registrationSchema,
  savedAddressSchema,
  type AccountErrorCode,
  type Customer,
  type CustomerTitle,
  type LoginCredentials,
  type NewPassword,
  type ProfileAddress,
  type ProfileUpdate,
  type Registration,
  type SavedAddress,
} from './schemas/customer';
export * from './operations/account/account-orders';
export {
  ACCOUNT_ORDER_STATUSES,
  ORDER_AGAIN_SKIP_REASONS,
  ORDER_MESSAGE_MAX_LENGTH,
  accountOrderSchema,
  orderHistoryPageSchema,
  orderMessageSchema,
  type AccountOrder,
  type AccountOrderLine,
  type AccountOrderStatus,
  type OrderAgainResult,
  type OrderAgainSkippedLine,
  type OrderHistoryPage,
  type OrderMessage,
  type OrderStatusChange,
  type OrderSummary,
} from './schemas/account-order';
export * from './operations/newsletter';
export {
  NEWSLETTER_SOURCES,
  newsletterSubscriptionInputSchema,
  type NewsletterSource,
  type NewsletterSubscriptionInput,
} from './schemas/newsletter';
export * from './operations/reviews';
export * from './operations/contact';
