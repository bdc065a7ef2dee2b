import type { FlagSheet } from '@shop/design-system';

/** What the storefront server hands every loader for one request (see storefront/server/index.mjs). */
export interface ShopLoadContext {
  /** The CSP nonce of this response: inline scripts without it do not run. */
  nonce: string;
  /** Set-Cookie headers the backend answered with during this request, passed on to the browser. */
  setCookies: string[];
  /** `performance.now()` when the server handed the request to React Router: Server-Timing's parts are measured from it. */
  receivedAt: number;
  /** The shopper's address chain for the backend (`X-Forwarded-For` received, plus the socket's peer): see shopClientFor. */
  forwardedFor?: string;
  /** This request's id (`X-Request-Id`, storefront/server/request-id.mjs), passed to the backend's calls and their log lines. */
  requestId?: string;
  /** Where each flag is in the sheet of every flag (storefront/server/flag-sheet.mjs); none outside the shop's server. */
  flagSheetLayout?: () => Promise<FlagSheetLayout | undefined>;
}

/** The sheet of every 4:3 flag (its address and grid, as DestinationList takes them) and each flag code's tile, counted along the lines. */
export interface FlagSheetLayout extends FlagSheet {
  tiles: ReadonlyMap<string, number>;
}

declare module 'react-router' {
  // Declaration merging needs an interface; it adds ShopLoadContext's members to React Router's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
