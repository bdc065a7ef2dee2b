import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ADA, GRACE, NETWORK_ERROR, SERVER_ERROR, accountError, settle } from '../test-support/account-fixtures';
import { sessionMachine } from './session.machine';
import {
  selectCustomer,
  selectFailure,
  selectIsBusy,
  selectIsLoading,
  selectIsLoggedIn,
  selectIsLoggingOut,
  selectIsVerifying,
  selectLoadFailed,
  selectStatus,
  selectVerificationFailed,
} from './session.selectors';
import type { Customer, SessionEmitted, SessionInput } from './session.types';
import { answeringActor } from '../test-support/fake-requests';
import { startSession } from './session.test-support';

function start(input?: SessionInput) {
  const { actor, shop } = startSession(input);
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, shop, emitted };
}

async function startAs(customer: Customer | null) {
  const harness = start();
  harness.shop.only().resolve(customer);
  await settle();
  harness.emitted.length = 0;
  return harness;
}

describe('session: loading', () => {
  it('loads the customer first: unknown, loading, busy', () => {
    const { actor, shop } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loading');
    expect(selectStatus(snapshot)).toBe('unknown');
    expect(selectIsLoading(snapshot)).toBe(true);
    expect(selectIsBusy(snapshot)).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(shop.asked()).toEqual([{ name: 'loadCustomer' }]);
  });

  it('a customer answered: logged in, resolved (unchanged: nothing was shown before)', async () => {
    const { actor, shop, emitted } = start();
    shop.only().resolve(ADA);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ customer: 'idle' });
    expect(selectCustomer(actor.getSnapshot())).toBe(ADA);
    expect(selectStatus(actor.getSnapshot())).toBe('customer');
    expect(emitted).toEqual([{ type: 'session.resolved', customer: ADA, changed: false }]);
  });

  it('spec 410 (null) is a guest, not an error', async () => {
    const { actor, shop, emitted } = start();
    shop.only().resolve(null);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ guest: 'idle' });
    expect(selectStatus(actor.getSnapshot())).toBe('guest');
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
    expect(emitted).toEqual([{ type: 'session.resolved', customer: null, changed: false }]);
  });

  it('a failed load is an error with retry, never a guest', async () => {
    const { actor, shop, emitted } = start();
    shop.only().reject(NETWORK_ERROR);
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(selectLoadFailed(actor.getSnapshot())).toBe(true);
    expect(selectStatus(actor.getSnapshot())).toBe('unknown');
    expect(selectFailure(actor.getSnapshot())).toEqual({ code: 'generic', cause: NETWORK_ERROR });
    expect(emitted).toEqual([]);
    actor.send({ type: 'session.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.loadError).toBeNull();
    shop.only().resolve(ADA);
    await settle();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
  });

  it('a customer or none given by the page needs no load', () => {
    const withAda = start({ customer: ADA });
    expect(withAda.actor.getSnapshot().value).toEqual({ customer: 'idle' });
    const asGuest = start({ customer: null });
    expect(asGuest.actor.getSnapshot().value).toEqual({ guest: 'idle' });
    expect([...withAda.shop.requests, ...asGuest.shop.requests]).toEqual([]);
  });

  it('a refresh while loading asks again and drops the older answer', async () => {
    const { actor, shop } = start();
    const first = shop.only();
    actor.send({ type: 'session.refresh' });
    expect(first.signal.aborted).toBe(true);
    expect(shop.open()).toHaveLength(1);
    shop.only().resolve(null);
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('guest');
  });

  it('a login answered while loading wins over the load', async () => {
    const { actor, shop, emitted } = start();
    const load = shop.only();
    actor.send({ type: 'customer.loggedIn', customer: ADA });
    expect(load.signal.aborted).toBe(true);
    expect(selectCustomer(actor.getSnapshot())).toBe(ADA);
    expect(emitted).toEqual([{ type: 'session.loggedIn', customer: ADA }]);
  });

  it('a login after a failed load is taken', async () => {
    const { actor, shop } = start();
    shop.only().reject(SERVER_ERROR);
    await settle();
    actor.send({ type: 'customer.loggedIn', customer: ADA });
    expect(selectStatus(actor.getSnapshot())).toBe('customer');
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  it('the stub refuses until the storefront provides the request', async () => {
    const actor = createActor(sessionMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
  });
});

describe('session: login', () => {
  it('a guest becomes the customer the login form answered with; the host is told', async () => {
    const { actor, emitted } = await startAs(null);
    actor.send({ type: 'customer.loggedIn', customer: ADA });
    expect(actor.getSnapshot().value).toEqual({ customer: 'idle' });
    expect(selectCustomer(actor.getSnapshot())).toBe(ADA);
    expect(emitted).toEqual([{ type: 'session.loggedIn', customer: ADA }]);
  });

  it('ignores a login event without a customer', async () => {
    const { actor, emitted } = await startAs(null);
    actor.send({ type: 'customer.loggedIn', customer: null as never });
    expect(selectStatus(actor.getSnapshot())).toBe('guest');
    expect(emitted).toEqual([]);
  });

  it('another account logging in replaces the customer', async () => {
    const { actor, emitted } = await startAs(ADA);
    actor.send({ type: 'customer.loggedIn', customer: GRACE });
    expect(selectCustomer(actor.getSnapshot())).toBe(GRACE);
    expect(emitted).toEqual([{ type: 'session.loggedIn', customer: GRACE }]);
  });

  it('a profile save shows the saved customer; one for another customer is stale', async () => {
    const { actor, emitted } = await startAs(ADA);
    const renamed = { ...ADA, firstName: 'Augusta' };
    actor.send({ type: 'customer.updated', customer: renamed });
    expect(selectCustomer(actor.getSnapshot())).toBe(renamed);
    actor.send({ type: 'customer.updated', customer: GRACE });
    expect(selectCustomer(actor.getSnapshot())).toBe(renamed);
    expect(emitted).toEqual([]);
  });
});

describe('session: email verification', () => {
  it('a verified link logs the new customer in', async () => {
    const { actor, shop, emitted } = await startAs(null);
    actor.send({ type: 'email.verify', token: ' tok-1 ', password: 'Chosen-Password-1' });
    expect(selectIsVerifying(actor.getSnapshot())).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(shop.open().map(({ name, input }) => ({ name, input }))).toEqual([
      { name: 'verifyEmail', input: { token: 'tok-1', password: 'Chosen-Password-1' } },
    ]);
    actor.send({ type: 'email.verify', token: 'tok-2', password: 'Chosen-Password-1' });
    expect(shop.open()).toHaveLength(1);
    shop.only().resolve(GRACE);
    await settle();
    expect(selectCustomer(actor.getSnapshot())).toBe(GRACE);
    expect(emitted).toEqual([{ type: 'session.loggedIn', customer: GRACE }]);
  });

  it('ignores a blank token or an empty password', async () => {
    const { actor, shop } = await startAs(null);
    actor.send({ type: 'email.verify', token: '  ', password: 'Chosen-Password-1' });
    actor.send({ type: 'email.verify', token: 'tok', password: '' });
    expect(actor.getSnapshot().value).toEqual({ guest: 'idle' });
    expect(shop.open()).toHaveLength(0);
  });

  it.each([
    ['VERIFICATION_TOKEN_INVALID_ERROR', accountError('VERIFICATION_TOKEN_INVALID_ERROR', { message: 'x' }), { code: 'tokenInvalid' }],
    ['VERIFICATION_TOKEN_EXPIRED_ERROR', accountError('VERIFICATION_TOKEN_EXPIRED_ERROR'), { code: 'tokenExpired' }],
    ['RATE_LIMITED', accountError('RATE_LIMITED'), { code: 'rateLimited' }],
    ['PASSWORD_INCORRECT, not the registration password', accountError('PASSWORD_INCORRECT'), { code: 'passwordIncorrect' }],
    ['a server failure', SERVER_ERROR, { code: 'server', message: 'Database unavailable' }],
    ['a lost connection', NETWORK_ERROR, { code: 'generic' }],
  ])('a failed verification (%s) stays a guest with the reason', async (_name, cause, failure) => {
    const { actor, shop, emitted } = await startAs(null);
    actor.send({ type: 'email.verify', token: 'tok', password: 'Chosen-Password-1' });
    shop.only().reject(cause);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ guest: 'verificationFailed' });
    expect(selectVerificationFailed(actor.getSnapshot())).toBe(true);
    expect(selectFailure(actor.getSnapshot())).toEqual({ ...failure, cause });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([]);
    // A login clears it.
    actor.send({ type: 'customer.loggedIn', customer: ADA });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('a failed verification while logged in keeps the customer', async () => {
    const { actor, shop } = await startAs(ADA);
    actor.send({ type: 'email.verify', token: 'tok', password: 'Chosen-Password-1' });
    shop.only().reject(accountError('VERIFICATION_TOKEN_INVALID_ERROR'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ customer: 'verificationFailed' });
    expect(selectCustomer(actor.getSnapshot())).toBe(ADA);
    expect(selectFailure(actor.getSnapshot())).toMatchObject({ code: 'tokenInvalid' });
  });

  it('a verification link opened while the session loads is verified once the load answered', async () => {
    const { actor, shop } = start();
    actor.send({ type: 'email.verify', token: ' tok ', password: 'Chosen-Password-1' });
    expect(shop.open().map(({ name }) => name)).toEqual(['loadCustomer']);
    shop.only().resolve(null);
    await settle();
    expect(selectIsVerifying(actor.getSnapshot())).toBe(true);
    expect(shop.only().input).toEqual({ token: 'tok', password: 'Chosen-Password-1' });
    shop.only().reject(accountError('VERIFICATION_TOKEN_INVALID_ERROR'));
    await settle();
    // The load said who this is, so a dead link leaves a known guest.
    expect(actor.getSnapshot().value).toEqual({ guest: 'verificationFailed' });
    expect(actor.getSnapshot().context.verification).toBeNull();
  });

  it('after a failed load, a verification link loads again first', async () => {
    const { actor, shop } = start();
    shop.only().reject(NETWORK_ERROR);
    await settle();
    actor.send({ type: 'email.verify', token: 'tok', password: 'Chosen-Password-1' });
    expect(shop.only().name).toBe('loadCustomer');
    shop.only().resolve(ADA);
    await settle();
    expect(shop.only().name).toBe('verifyEmail');
    shop.only().reject(NETWORK_ERROR);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ customer: 'verificationFailed' });
  });

  it('a link arriving during a reload or a logout waits for it', async () => {
    const { actor, shop } = await startAs(ADA);
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'email.verify', token: 'tok', password: 'Chosen-Password-1' });
    expect(shop.only().name).toBe('logout');
    shop.only().resolve();
    await settle();
    expect(shop.only()).toMatchObject({ name: 'verifyEmail', input: { token: 'tok' } });
    shop.only().resolve(GRACE);
    await settle();
    expect(selectCustomer(actor.getSnapshot())).toBe(GRACE);
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'email.verify', token: 'tok-2', password: 'Chosen-Password-1' });
    shop.only().resolve(GRACE);
    await settle();
    expect(shop.only()).toMatchObject({ name: 'verifyEmail', input: { token: 'tok-2' } });
  });

  it('the same link twice while verifying is one verification', async () => {
    const { actor, shop } = await startAs(null);
    actor.send({ type: 'email.verify', token: 'tok', password: 'Chosen-Password-1' });
    actor.send({ type: 'email.verify', token: 'tok', password: 'Chosen-Password-1' });
    shop.only().resolve(ADA);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ customer: 'idle' });
    expect(shop.requests.filter(({ name }) => name === 'verifyEmail')).toHaveLength(1);
  });
});

describe('session: logout', () => {
  it('ends the session on the shop, then a guest; the host clears the cart', async () => {
    const { actor, shop, emitted } = await startAs(ADA);
    actor.send({ type: 'session.logout' });
    expect(selectIsLoggingOut(actor.getSnapshot())).toBe(true);
    // A second press while it runs is ignored.
    actor.send({ type: 'session.logout' });
    expect(shop.open().map(({ name }) => name)).toEqual(['logout']);
    expect(selectCustomer(actor.getSnapshot())).toBe(ADA);
    shop.only().resolve();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ guest: 'idle' });
    expect(selectCustomer(actor.getSnapshot())).toBeNull();
    expect(emitted).toEqual([{ type: 'session.loggedOut' }]);
  });

  it('NOT_LOGGED_IN means the session had already ended: logged out all the same', async () => {
    const { actor, shop, emitted } = await startAs(ADA);
    actor.send({ type: 'session.logout' });
    shop.only().reject(accountError('NOT_LOGGED_IN'));
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('guest');
    expect(emitted).toEqual([{ type: 'session.loggedOut' }]);
  });

  it.each([
    ['a server failure', SERVER_ERROR, { code: 'server', message: 'Database unavailable' }],
    ['a lost connection', NETWORK_ERROR, { code: 'generic' }],
  ])('a failed logout (%s) keeps the customer logged in and says so', async (_name, cause, failure) => {
    const { actor, shop, emitted } = await startAs(ADA);
    actor.send({ type: 'session.logout' });
    shop.only().reject(cause);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ customer: 'logoutFailed' });
    expect(selectFailure(actor.getSnapshot())).toEqual({ ...failure, cause });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([]);
    actor.send({ type: 'session.logout' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(shop.open()).toHaveLength(1);
  });

  it('a guest cannot log out', async () => {
    const { actor, shop } = await startAs(null);
    actor.send({ type: 'session.logout' });
    expect(shop.open()).toHaveLength(0);
  });

  it('stays logging out while the shop never answers', async () => {
    const { actor } = await startAs(ADA);
    actor.send({ type: 'session.logout' });
    await settle();
    expect(selectIsLoggingOut(actor.getSnapshot())).toBe(true);
  });
});

describe('session: refresh', () => {
  it('reloads quietly, keeping the customer shown; a changed answer says so', async () => {
    const { actor, shop, emitted } = await startAs(ADA);
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(selectCustomer(actor.getSnapshot())).toBe(ADA);
    shop.only().resolve(null);
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('guest');
    expect(emitted).toEqual([{ type: 'session.resolved', customer: null, changed: true }]);
  });

  it('the same customer again is not a change', async () => {
    const { actor, shop, emitted } = await startAs(ADA);
    actor.send({ type: 'session.refresh' });
    shop.only().resolve({ ...ADA });
    await settle();
    expect(emitted).toEqual([{ type: 'session.resolved', customer: { ...ADA }, changed: false }]);
  });

  it('a failed reload keeps what was shown', async () => {
    const { actor, shop, emitted } = await startAs(ADA);
    actor.send({ type: 'session.refresh' });
    shop.only().reject(NETWORK_ERROR);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ customer: 'idle' });
    const guest = await startAs(null);
    guest.actor.send({ type: 'session.refresh' });
    guest.shop.only().reject(NETWORK_ERROR);
    await settle();
    expect(guest.actor.getSnapshot().value).toEqual({ guest: 'idle' });
    expect(emitted).toEqual([]);
  });

  it('a logout during a reload stops it and logs out', async () => {
    const { actor, shop } = await startAs(ADA);
    actor.send({ type: 'session.refresh' });
    const reload = shop.only();
    actor.send({ type: 'session.logout' });
    expect(reload.signal.aborted).toBe(true);
    expect(shop.only().name).toBe('logout');
  });
});

describe('sessionMachine provided with its actors', () => {
  it('passes the signal and inputs to the actors', async () => {
    const deps = {
      loadCustomer: vi.fn(async () => null),
      verifyEmail: vi.fn(async () => ADA),
      logout: vi.fn(async () => undefined),
    };
    const provided = sessionMachine.provide({
      actors: {
        loadCustomer: answeringActor<Customer | null>(deps.loadCustomer),
        verifyEmail: answeringActor(deps.verifyEmail),
        logout: answeringActor<void>(deps.logout),
      },
    });
    const actor = createActor(provided).start();
    await settle();
    actor.send({ type: 'email.verify', token: 'tok', password: 'Chosen-Password-1' });
    await settle();
    actor.send({ type: 'session.logout' });
    await settle();
    expect(deps.loadCustomer).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
    expect(deps.verifyEmail).toHaveBeenCalledWith({ token: 'tok', password: 'Chosen-Password-1' }, expect.any(AbortSignal));
    expect(deps.logout).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
    expect(selectStatus(actor.getSnapshot())).toBe('guest');
  });
});
