import { fromPromise } from 'xstate';
import { sessionMachine } from './session.machine';
import type { CartEvent } from '../cart/cart.types';
import type { SidebarEvent } from '../sidebar/sidebar.types';
import type { Customer, SessionEmitted, VerifyEmailInput } from './session.types';

/**
 * The session requests, e.g. the api's account operations bound to the shop
 * client. Each rejects with a `ShopError` (`detail.code` one of the account
 * codes) or answers as documented.
 *
 * The signal aborts when the machine no longer wants the answer: a newer
 * refresh, a login answered meanwhile, or the actor stopping. Aborting does
 * not undo what the shop already did; the next load shows it.
 */
export interface SessionMachineDeps {
  /** The logged-in customer, or `null` for none (spec §8 410, a normal answer). */
  loadCustomer: (signal: AbortSignal) => Promise<Customer | null>;
  /** Verifies the email address of a new account and logs it in (the link of the verification email). */
  verifyEmail: (input: VerifyEmailInput, signal: AbortSignal) => Promise<Customer>;
  /** Ends the session on the shop; NOT_LOGGED_IN counts as done. */
  logout: (signal: AbortSignal) => Promise<void>;
}

/** The session machine with the storefront's requests in place of the stubs. */
export function createSessionMachine(deps: SessionMachineDeps) {
  return sessionMachine.provide({
    actors: {
      loadCustomer: fromPromise<Customer | null>(({ signal }) => deps.loadCustomer(signal)),
      verifyEmail: fromPromise<Customer, VerifyEmailInput>(({ input, signal }) => deps.verifyEmail(input, signal)),
      logout: fromPromise<void>(({ signal }) => deps.logout(signal)),
    },
  });
}

/** The side panel's session events (machines/sidebar `SidebarEvent`). */
export type SidebarSessionEvent = Extract<SidebarEvent, { type: 'session.loggedIn' | 'session.loggedOut' }>;
/** The cart's events after a session change (machines/cart `CartEvent`). */
export type CartSessionEvent = Extract<CartEvent, { type: 'cart.refresh' | 'cart.reset' }>;

/**
 * What the side panel is told about a session event: whether someone is
 * logged in, which reopens a protected panel that waited for login (spec §2).
 * A load counts too: the cookies the panel started from may be stale.
 */
export function sidebarEventOf(emitted: SessionEmitted): SidebarSessionEvent {
  switch (emitted.type) {
    case 'session.loggedIn':
      return { type: 'session.loggedIn' };
    case 'session.loggedOut':
      return { type: 'session.loggedOut' };
    case 'session.resolved':
      return { type: emitted.customer === null ? 'session.loggedOut' : 'session.loggedIn' };
  }
}

/**
 * What the cart is told: a login brings the customer's cart (the guest's
 * lines merged in by the shop), a logout clears it (spec §4), a reload that
 * found another session than the one shown reloads it; a first load, nothing
 * (the cart loads on its own).
 */
export function cartEventOf(emitted: SessionEmitted): CartSessionEvent | null {
  switch (emitted.type) {
    case 'session.loggedIn':
      return { type: 'cart.refresh' };
    case 'session.loggedOut':
      return { type: 'cart.reset' };
    case 'session.resolved':
      return emitted.changed ? { type: 'cart.refresh' } : null;
  }
}
