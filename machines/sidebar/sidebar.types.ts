/**
 * Types and key lists of the side panel (spec §2 "Side panel", §4 "Sidebar").
 *
 * The key lists are runtime constants rather than bare unions because the
 * storefront parses a key from user input (URL, data attributes) and the
 * machine's guards need the same lists: one source for both.
 */

/** Every panel the side panel can show, one at a time. */
export const SIDEBAR_CONTENT_KEYS = [
  'menu',
  'cart',
  'account',
  'login',
  'register',
  'orders', // "my eSIMs"
  'personalInformation',
  'orderDetails',
  'resetPassword',
  'locale',
] as const;

export type SidebarContentKey = (typeof SIDEBAR_CONTENT_KEYS)[number];

/** Panels that require a logged-in customer (spec §6); logged-out requests go through login first. */
export const PROTECTED_SIDEBAR_KEYS = ['orders', 'orderDetails', 'personalInformation'] as const satisfies readonly SidebarContentKey[];

export type ProtectedSidebarKey = (typeof PROTECTED_SIDEBAR_KEYS)[number];

/**
 * Panels that are part of getting logged in. While a protected panel waits for
 * login, moving between these keeps the wish: a shopper who picks "register"
 * instead of "login" still lands on the panel they asked for.
 */
export const AUTH_SIDEBAR_KEYS = ['login', 'register', 'resetPassword'] as const satisfies readonly SidebarContentKey[];

export type AuthSidebarKey = (typeof AUTH_SIDEBAR_KEYS)[number];

/**
 * Narrows arbitrary text (e.g. a `?panel=` query value) to a content key.
 * Case-sensitive on purpose: keys are identifiers, not labels.
 */
export function isSidebarContentKey(value: string): value is SidebarContentKey {
  // Widening the tuple to `readonly string[]` is what lets `includes` accept any string.
  return (SIDEBAR_CONTENT_KEYS as readonly string[]).includes(value);
}

export function isProtectedSidebarKey(key: SidebarContentKey): key is ProtectedSidebarKey {
  return (PROTECTED_SIDEBAR_KEYS as readonly SidebarContentKey[]).includes(key);
}

export function isAuthSidebarKey(key: SidebarContentKey): key is AuthSidebarKey {
  return (AUTH_SIDEBAR_KEYS as readonly SidebarContentKey[]).includes(key);
}

/**
 * Parameters of a panel, e.g. `{ orderId: 'A1' }` for `orderDetails`.
 * Flat and JSON-like so they can round-trip through a URL and be compared
 * value by value.
 */
export type SidebarParams = Readonly<Record<string, string | number | boolean>>;

/**
 * What the panel shows. `params` is always present in context (`{}` when the
 * request had none) so that "no params" and "empty params" are the same
 * request for toggling, and readers never branch on `undefined`.
 */
export interface SidebarContent {
  readonly key: SidebarContentKey;
  readonly params: SidebarParams;
}

/** A request as it arrives from a caller: params are optional. */
export interface SidebarRequest {
  readonly key: SidebarContentKey;
  readonly params?: SidebarParams | undefined;
}

export interface SidebarInput {
  /** Whether a customer session exists when the machine starts (both customer cookies, spec §4). */
  readonly isAuthenticated: boolean;
}

export interface SidebarContext {
  readonly isAuthenticated: boolean;
  /** The panel on screen; `null` exactly when the side panel is closed. */
  readonly content: SidebarContent | null;
  /** The protected panel to show once the customer logs in; set only while awaiting login. */
  readonly pendingAfterLogin: SidebarContent | null;
}

/**
 * Events, dotted by source.
 *
 * | event                | sent by                                  | effect |
 * |----------------------|------------------------------------------|--------|
 * | `panel.toggle`       | header/menu buttons                      | open the panel; same key + same params closes it |
 * | `panel.open`         | links inside panels, deep links          | open the panel, never closes |
 * | `panel.close`        | close button, overlay, Escape            | close; forgets a panel waiting for login |
 * | `route.changed`      | router, after every navigation           | close (spec §2) |
 * | `session.loggedIn`   | customer session, after login/register   | remember; reopens the panel waiting for login |
 * | `session.loggedOut`  | customer session, after logout or 410    | remember; closes a protected panel on screen |
 */
export type SidebarEvent =
  | ({ type: 'panel.toggle' } & SidebarRequest)
  | ({ type: 'panel.open' } & SidebarRequest)
  | { type: 'panel.close' }
  | { type: 'route.changed' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' };

/** Cross-cutting facts components may read with `snapshot.hasTag`. */
export type SidebarTag = 'open';
