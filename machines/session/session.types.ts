/**
 * Types of the customer session (spec §4 "Customer session"; §8 410; issue 5
 * "Session and guard", "Register, log in, log out").
 *
 * Machines import only types from `api/`: the customer is the api's, so the
 * storefront passes it through.
 */
import type { Customer } from '../../api/operations/account/account';
import type { AccountFailure } from '../forms/refusals';

export type { Customer };

/**
 * Input of the injected `verifyEmail` actor: the token of the verification link and the password
 * chosen at registration (asked on the link's page, so that registering someone else's address
 * never yields an account its intruder can enter).
 */
export interface VerifyEmailInput {
  readonly token: string;
  readonly password: string;
}

export interface SessionInput {
  /**
   * The customer the page already has (e.g. from the server render): start
   * there without loading. `null`: the server knows there is none (410, or
   * neither customer cookie). Absent: load it.
   */
  readonly customer?: Customer | null;
}

export interface SessionContext {
  /** The logged-in customer; `null` for a guest and until the first load answers. */
  readonly customer: Customer | null;
  /** The load failed (`loadFailed`); `cause` for logging. */
  readonly loadError: { readonly cause: unknown } | null;
  /** The last failed logout or email verification; cleared by the next action. */
  readonly failure: AccountFailure | null;
}

/** The context with its internal parts, as the machine keeps it. */
export interface SessionMachineContext extends SessionContext {
  /** Whether `customer` is the shop's answer yet (input, load, login), for `starting` and `changed`. */
  readonly known: boolean;
  /** The verification link's token and password, from `email.verify` until `verifyEmail` answers. */
  readonly verification: VerifyEmailInput | null;
}

/**
 * Events, dotted by source. "Ignored" means the snapshot does not change;
 * while a request runs (`busy`) the session's own requests are not started
 * again: a second press of log out sends nothing.
 *
 * | event                | sent by                               | effect |
 * |----------------------|---------------------------------------|--------|
 * | `session.retry`      | the load error's retry button         | `loadFailed`: load again |
 * | `session.refresh`    | host: tab back in view, another tab logged in or out, an account call answered NOT_LOGGED_IN | guest/customer: reload quietly (the customer stays shown meanwhile); loading: restart |
 * | `customer.loggedIn`  | host, on the login form's `login.succeeded` | become that customer (also from another customer, or while loading: the login is newer) |
 * | `customer.updated`   | host, on the profile form's `profile.saved` | customer: show the saved customer |
 * | `email.verify`       | the verification link's page          | guest or customer: verify the token (the link may be for another address), then logged in as its customer. While the session is loaded, reloaded or logged out: kept, and verified after that answer (after a failed load: load again first). While verifying: ignored (the same link twice). Blank token or empty password: ignored |
 * | `session.logout`     | the account panel's log-out           | customer: end the session on the shop, then guest |
 */
export type SessionEvent =
  | { type: 'session.retry' }
  | { type: 'session.refresh' }
  | { type: 'customer.loggedIn'; customer: Customer }
  | { type: 'customer.updated'; customer: Customer }
  | { type: 'email.verify'; token: string; password: string }
  | { type: 'session.logout' };

/**
 * Events the machine emits for its host (`actor.on(type, handler)`).
 *
 * | event               | when | the host |
 * |---------------------|------|----------|
 * | `session.resolved`  | a load answered (first load or refresh) | tells the side panel `session.loggedIn` / `session.loggedOut` by `customer`, so a stale cookie does not count as logged in; refreshes the cart when the answer differs from what was shown (`changed`) |
 * | `session.loggedIn`  | a login or a verified email opened a new session | refreshes the cart (the guest's lines merged into the customer's), tells the side panel `session.loggedIn` (reopens the panel waiting for login) |
 * | `session.loggedOut` | the logout succeeded | resets the cart (spec §4 "Logout clears the cart"), tells the side panel `session.loggedOut`, leaves `/MyAccount` |
 */
export type SessionEmitted =
  | { type: 'session.resolved'; customer: Customer | null; changed: boolean }
  | { type: 'session.loggedIn'; customer: Customer }
  | { type: 'session.loggedOut' };

/**
 * Cross-cutting facts components may read with `snapshot.hasTag`:
 * `loading` the first load runs (who the visitor is is not known yet);
 * `busy` a request of the session runs (load, verification, logout);
 * `error` a failure is shown (the load's, a verification's or a logout's).
 */
export type SessionTag = 'loading' | 'busy' | 'error';

/** What the header and the guard need in one word. */
export type SessionStatus = 'unknown' | 'guest' | 'customer';
