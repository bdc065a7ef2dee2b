import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Every page is under its locale (spec §2); `/` answers with the detected locale's home.
// Route modules used at several paths get their own ids.
export default [
  route('robots.txt', 'routes/robots-txt.tsx'),
  route('sitemap.xml', 'routes/sitemap-index.tsx'),
  route('sitemaps/:file', 'routes/sitemap-locale.tsx'),
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx', { id: 'home-detected' }),
    route(':lang', 'routes/locale.tsx', [
      index('routes/home.tsx', { id: 'home' }),
      route('Home', 'routes/home.tsx', { id: 'home-named' }),
      route('Product', 'routes/product.tsx', { id: 'product-by-query' }),
      route('currency', 'routes/currency.tsx'),
      route('Offers', 'routes/offers.tsx', { id: 'offers' }),
      route('esims.html', 'routes/offers.tsx', { id: 'offers-esims' }),
      route('esim-offers.html', 'routes/offers.tsx', { id: 'offers-esim-offers' }),
      route('Category', 'routes/category.tsx', { id: 'category-all' }),
      route('c/:slug', 'routes/category.tsx', { id: 'category' }),
      route('thank-you.html', 'routes/thank-you.tsx', { id: 'thank-you' }),
      route('ThankYou', 'routes/thank-you.tsx', { id: 'thank-you-named' }),
      route('reset-password.html', 'routes/reset-password.tsx', { id: 'reset-password' }),
      route('ResetPassword', 'routes/reset-password.tsx', { id: 'reset-password-named' }),
      route('verify-email.html', 'routes/verify-email.tsx', { id: 'verify-email' }),
      // `esim-{id}.html` cannot be a segment pattern; the route checks the shape and 404s otherwise.
      route(':page', 'routes/product.tsx', { id: 'product' }),
      route('*', 'routes/not-found.tsx', { id: 'not-found-in-locale' }),
    ]),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  // Spec §2's checkout layout: its static segments rank above the default layout's `:lang/:page`.
  layout('layouts/checkout-layout.tsx', [
    route(':lang/Checkout/:step?', 'routes/checkout.tsx', { id: 'checkout' }),
    route(':lang/checkout.html', 'routes/checkout.tsx', { id: 'checkout-html' }),
    route(':lang/payment/paypal.html', 'routes/paypal-return.tsx', { id: 'paypal-return' }),
    route(':lang/payment/PayPalReturn', 'routes/paypal-return.tsx', { id: 'paypal-return-named' }),
    route(':lang/payment/paypal-error.html', 'routes/paypal-error.tsx', { id: 'paypal-error' }),
    route(':lang/payment/PayPalError', 'routes/paypal-error.tsx', { id: 'paypal-error-named' }),
    route(':lang/payment/:page', 'routes/card-return.tsx', { id: 'card-return' }),
    route(':lang/test-simulator', 'routes/test-simulator.tsx', { id: 'test-simulator' }),
    route(':lang/TestSimulator', 'routes/test-simulator.tsx', { id: 'test-simulator-named' }),
  ]),
  // Spec §2's account layout: the header only, behind the authenticated guard (its loader).
  layout('layouts/account-layout.tsx', [
    route(':lang/MyAccount', 'routes/account.tsx', { id: 'account' }),
    route(':lang/MyAccount/OrderHistory', 'routes/account-order-history.tsx', { id: 'account-order-history' }),
    route(':lang/MyAccount/Order/:orderId', 'routes/account-order.tsx', { id: 'account-order' }),
    route(':lang/MyAccount/MyProfile', 'routes/account-profile.tsx', { id: 'account-profile' }),
    route(':lang/MyAccount/BillingDetails', 'routes/account-billing.tsx', { id: 'account-billing' }),
    route(':lang/MyAccount/ShippingDetails', 'routes/account-shipping.tsx', { id: 'account-shipping' }),
    route(':lang/MyAccount/MyNewsletter', 'routes/account-newsletter.tsx', { id: 'account-newsletter' }),
  ]),
  // Spec §2's blank layout: pages for the mobile app's webview (no header or footer).
  layout('layouts/blank-layout.tsx', [
    route(':lang/apple-login', 'routes/apple-login.tsx', { id: 'apple-login' }),
    route(':lang/AppleLogin', 'routes/apple-login.tsx', { id: 'apple-login-named' }),
  ]),
] satisfies RouteConfig;
