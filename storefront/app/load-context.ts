/** What the storefront server hands every loader for one request (see storefront/server/index.mjs). */
export interface ShopLoadContext {
  /** The CSP nonce of this response: inline scripts without it do not run. */
  nonce: string;
  /** Set-Cookie headers the backend answered with during this request, passed on to the browser. */
  setCookies: string[];
}

declare module 'react-router' {
  interface AppLoadContext extends ShopLoadContext {}
}
