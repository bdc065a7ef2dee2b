/*
 * Public entry of the design system. The storefront imports from here only,
 * plus `design-system/styles/index.css` once at its root.
 */
export * from './tokens';
export { cn } from './lib/cn';
export { useDelayedFlag } from './lib/use-delayed-flag';
export type { LinkRenderProps, RenderLink } from './lib/render-link';

export * from './components/breadcrumb';
export * from './components/button';
export * from './components/cart-line';
export * from './components/cart-panel';
export * from './components/cart-summary';
export * from './components/category-tree';
export * from './components/coupon-field';
export * from './components/coverage-list';
export * from './components/facet-list';
export * from './components/flag';
export * from './components/info-rows';
export * from './components/inline-confirmation';
export * from './components/language-switcher';
export * from './components/pagination';
export * from './components/price';
export * from './components/product-card';
export * from './components/quantity-stepper';
export * from './components/rating';
export * from './components/search-bar';
export * from './components/side-panel';
export * from './components/site-header';
export * from './components/sort-select';
export * from './components/spinner';
export * from './components/tabs';
export * from './components/variant-picker';
export * from './components/text-field';
export * from './components/select-field';
export * from './components/checkbox-field';
export * from './components/address-form';
export * from './components/checkout-steps';
export * from './components/payment-status';
export * from './components/order-review';
export * from './components/card-brands';
export * from './components/card-form';
export * from './components/challenge-simulator';
export * from './components/thank-you-panel';
export * from './components/esim-install-card';
export * from './components/order-history';
export * from './components/order-details';
export * from './components/account-panel';
export * from './components/account-nav';
export * from './components/saved-addresses';
export * from './components/password-field';
export * from './components/login-form';
export * from './components/registration-form';
export * from './components/password-reset-request-form';
export * from './components/new-password-form';
export * from './components/personal-information-form';
export * from './components/newsletter-toggle';
