import type { CartEvent } from '../cart/cart.types';
import type { SidebarEvent } from '../sidebar/sidebar.types';
import type { SessionEmitted } from './session.types';

/*
 * What the session's emitted events mean to the other app-wide machines: the storefront's
 * providers forward them (session-provider.tsx to the cart, session-sidebar-bridge.tsx to the side
 * panel).
 */

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
