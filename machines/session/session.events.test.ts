import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { makeCart, makeCartLine } from '../../api/fakes/cart';
import { ADA, createFakeShop, settle } from '../test-support/account-fixtures';
import type { Customer as LoginCustomer, LoginCredentials } from '../account/login-registration/account-forms.types';
import { loginFormMachine } from '../account/login-registration/login-form.machine';
import { cartMachine } from '../cart/cart.machine';
import { selectLines } from '../cart/cart.selectors';
import { createFakeShop as createFakeCartShop } from '../cart/cart.test-support';
import { sidebarMachine } from '../sidebar/sidebar.machine';
import { selectContentKey, selectContentParams, selectIsAuthenticated, selectIsOpen } from '../sidebar/sidebar.selectors';
import { sessionMachine } from './session.machine';
import { selectCustomer } from './session.selectors';
import type { Customer, SessionEmitted, VerifyEmailInput } from './session.types';
import { cartEventOf, sidebarEventOf } from './session.events';

describe('what the host tells the side panel and the cart', () => {
  it.each<[SessionEmitted, string, string | null]>([
    [{ type: 'session.loggedIn', customer: ADA }, 'session.loggedIn', 'cart.refresh'],
    [{ type: 'session.loggedOut' }, 'session.loggedOut', 'cart.reset'],
    [{ type: 'session.resolved', customer: ADA, changed: false }, 'session.loggedIn', null],
    [{ type: 'session.resolved', customer: null, changed: false }, 'session.loggedOut', null],
    [{ type: 'session.resolved', customer: null, changed: true }, 'session.loggedOut', 'cart.refresh'],
    [{ type: 'session.resolved', customer: ADA, changed: true }, 'session.loggedIn', 'cart.refresh'],
  ])('%j → side panel %s, cart %s', (emitted, sidebar, cart) => {
    expect(sidebarEventOf(emitted)).toEqual({ type: sidebar });
    expect(cartEventOf(emitted)).toEqual(cart === null ? null : { type: cart });
  });
});

/**
 * The session wired as the storefront wires it: the login form's result goes
 * to the session, the session's events to the side panel and the cart.
 * Issue 5: opening order details while logged out opens login first and
 * reopens them with their params after login; logging in keeps (merges) the
 * guest's cart; logging out clears it.
 */
describe('session, login form, side panel and cart together', () => {
  it('login reopens the wanted panel and reloads the cart; logout closes it and clears the cart', async () => {
    const accountShop = createFakeShop();
    const session = createActor(
      sessionMachine.provide({
        actors: {
          loadCustomer: accountShop.request<Customer | null>('loadCustomer'),
          verifyEmail: accountShop.request<Customer, VerifyEmailInput>('verifyEmail'),
          logout: accountShop.request<void>('logout'),
        },
      }),
    ).start();
    // The panel starts from the cookies, which claim a session the shop no longer has.
    const sidebar = createActor(sidebarMachine, { input: { isAuthenticated: true } }).start();
    const guestCart = makeCart({ lines: [makeCartLine({ id: 'line-guest' })] });
    const cartShop = createFakeCartShop();
    const cart = createActor(cartMachine.provide({ actors: cartShop.actors }), { input: { cart: guestCart } }).start();
    session.on('*', (emitted) => {
      sidebar.send(sidebarEventOf(emitted));
      const cartEvent = cartEventOf(emitted);
      if (cartEvent !== null) cart.send(cartEvent);
    });

    accountShop.only().resolve(null);
    await settle();
    expect(selectIsAuthenticated(sidebar.getSnapshot())).toBe(false);
    expect(cartShop.requests).toHaveLength(0);

    sidebar.send({ type: 'panel.open', key: 'orderDetails', params: { orderId: 'A1' } });
    expect(selectContentKey(sidebar.getSnapshot())).toBe('login');

    const login = createActor(
      loginFormMachine.provide({ actors: { login: accountShop.request<LoginCustomer, LoginCredentials>('login') } }),
    ).start();
    login.on('login.succeeded', ({ customer }) => session.send({ type: 'customer.loggedIn', customer }));
    login.send({ type: 'field.changed', field: 'email', value: 'ada@example.com' });
    login.send({ type: 'field.changed', field: 'password', value: 'secret password' });
    login.send({ type: 'login.submitted' });
    accountShop.only().resolve(ADA);
    await settle();

    expect(selectCustomer(session.getSnapshot())).toBe(ADA);
    expect(selectContentKey(sidebar.getSnapshot())).toBe('orderDetails');
    expect(selectContentParams(sidebar.getSnapshot())).toEqual({ orderId: 'A1' });
    // The customer's cart, with the guest's line merged in by the shop.
    const merged = makeCart({ lines: [makeCartLine({ id: 'line-guest' }), makeCartLine({ id: 'line-customer' })] });
    expect(cartShop.open().map(({ name }) => name)).toEqual(['loadCart']);
    cartShop.open()[0]?.resolve(merged);
    await settle();
    expect(selectLines(cart.getSnapshot()).map(({ id }) => id)).toEqual(['line-guest', 'line-customer']);

    session.send({ type: 'session.logout' });
    accountShop.only().resolve();
    await settle();
    expect(selectCustomer(session.getSnapshot())).toBeNull();
    expect(selectIsOpen(sidebar.getSnapshot())).toBe(false);
    expect(selectLines(cart.getSnapshot())).toEqual([]);
  });
});
