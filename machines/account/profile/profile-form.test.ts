import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ADA, GRACE, NETWORK_ERROR, SERVER_ERROR, accountError, createFakeShop, settle } from '../../test-support/account-fixtures';
import { profileFormMachine } from './profile-form.machine';
import { profileUpdateOf, profileValuesOf, validateProfileForm } from './profile-form.rules';
import {
  selectCustomer,
  selectFailure,
  selectFieldErrors,
  selectIsPasswordIncorrect,
  selectIsSaved,
  selectIsSaving,
  selectNewsletter,
  selectPendingEmail,
  selectValues,
} from './profile-form.selectors';
import type { Customer, ProfileEvent, ProfileField, ProfileInput, ProfileUpdate } from './profile-form.types';
import { answeringActor } from '../../test-support/fake-requests';

const COUNTRY_CODES = ['US', 'FR', 'DE'];

function start(input: ProfileInput = { customer: ADA, countryCodes: COUNTRY_CODES }) {
  const shop = createFakeShop();
  const machine = profileFormMachine.provide({ actors: { updateCustomer: shop.request<Customer, ProfileUpdate>('updateCustomer') } });
  const actor = createActor(machine, { input }).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const send = (...events: ProfileEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, shop, emitted, send };
}

const change = (field: ProfileField, value: string): ProfileEvent => ({ type: 'field.changed', field, value });

describe('profile form', () => {
  it("starts with the customer's values, passwords empty, nothing shown", () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(selectValues(snapshot)).toEqual({
      title: 'mrs',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      currentPassword: '',
      newPassword: '',
      newPasswordConfirmation: '',
      company: '',
      vatNumber: '',
      street: 'Market St',
      streetNumber: '1',
      postcode: '94103',
      city: 'San Francisco',
      countryCode: 'US',
    });
    expect(selectNewsletter(snapshot)).toBe(false);
    expect(selectFieldErrors(snapshot)).toEqual({});
    expect(selectCustomer(snapshot)).toBe(ADA);
  });

  it('a customer without an address or title starts with those empty', () => {
    expect(profileValuesOf({ ...GRACE, title: null })).toMatchObject({ title: '', street: '', city: '', countryCode: '', company: 'Navy' });
  });

  it('requires the current password to save, and shows errors on blur', () => {
    const { actor, send, shop } = start();
    send({ type: 'field.blurred', field: 'currentPassword' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ currentPassword: { code: 'required' } });
    send({ type: 'profile.submitted' });
    expect(shop.requests).toHaveLength(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it('checks a new password only once one is typed: policy and confirmation', () => {
    const values = profileValuesOf(ADA);
    expect(validateProfileForm({ ...values, currentPassword: 'old' }, COUNTRY_CODES)).toEqual({});
    expect(validateProfileForm({ ...values, currentPassword: 'old', newPassword: 'short' }, COUNTRY_CODES)).toEqual({
      newPassword: { code: 'passwordLength', min: 8 },
      newPasswordConfirmation: { code: 'required' },
    });
    expect(validateProfileForm({ ...values, currentPassword: 'old', newPasswordConfirmation: 'long enough' }, COUNTRY_CODES)).toEqual({
      newPassword: { code: 'required' },
      newPasswordConfirmation: { code: 'passwordConfirmation' },
    });
    expect(
      validateProfileForm(
        { ...values, currentPassword: 'old', newPassword: 'long enough', newPasswordConfirmation: 'long enough' },
        COUNTRY_CODES,
      ),
    ).toEqual({});
  });

  it('takes the address as a whole: none at all is fine, one typed field asks for street, town and country', () => {
    const noAddress = { ...profileValuesOf(GRACE), currentPassword: 'x' };
    expect(validateProfileForm(noAddress, COUNTRY_CODES)).toEqual({});
    expect(validateProfileForm({ ...noAddress, postcode: '75005' }, COUNTRY_CODES)).toEqual({
      street: { code: 'required' },
      city: { code: 'required' },
      countryCode: { code: 'required' },
    });
    expect(profileUpdateOf(noAddress, false).address).toEqual({ street: '', streetNumber: '', postcode: '', city: '', countryCode: '' });
  });

  it('checks every other field: required ones, optional lengths, the country, 10 KB names', () => {
    const values = {
      ...profileValuesOf(GRACE),
      title: '',
      currentPassword: 'x',
      firstName: 'a'.repeat(10_240),
      vatNumber: 'x'.repeat(33),
      countryCode: 'XX',
    };
    expect(validateProfileForm(values, COUNTRY_CODES)).toEqual({
      title: { code: 'required' },
      firstName: { code: 'max' },
      vatNumber: { code: 'max' },
      street: { code: 'required' },
      city: { code: 'required' },
      countryCode: { code: 'country' },
    });
  });

  it('saves trimmed texts and the passwords as typed; a second press is ignored; the answer becomes the form', async () => {
    const { actor, send, shop, emitted } = start();
    send(
      change('firstName', ' Augusta '),
      change('currentPassword', ' old pass '),
      change('newPassword', 'new password'),
      change('newPasswordConfirmation', 'new password'),
      change('company', ' Analytical Engines '),
      { type: 'newsletter.changed', checked: true },
      { type: 'profile.submitted' },
    );
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    send({ type: 'profile.submitted' }, change('lastName', 'X'));
    expect(shop.asked()).toEqual([
      {
        name: 'updateCustomer',
        input: {
          title: 'mrs',
          firstName: 'Augusta',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          currentPassword: ' old pass ',
          newPassword: 'new password',
          company: 'Analytical Engines',
          vatNumber: '',
          address: { street: 'Market St', streetNumber: '1', postcode: '94103', city: 'San Francisco', countryCode: 'US' },
          newsletter: true,
        },
      },
    ]);
    const saved: Customer = { ...ADA, firstName: 'Augusta', company: 'Analytical Engines', newsletter: true };
    shop.only().resolve(saved);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'saved' });
    expect(selectIsSaved(snapshot)).toBe(true);
    expect(selectCustomer(snapshot)).toBe(saved);
    expect(selectValues(snapshot)).toEqual(profileValuesOf(saved));
    expect(selectValues(snapshot).currentPassword).toBe('');
    expect(selectFieldErrors(snapshot)).toEqual({});
    expect(emitted).toEqual([{ type: 'profile.saved', customer: saved }]);
    // The success message goes with the next change.
    send(change('city', 'Paris'));
    expect(selectIsSaved(actor.getSnapshot())).toBe(false);
  });

  it('a new email address waits for its confirmation link: the answer keeps the old one, the form says so', async () => {
    const { actor, send, shop } = start();
    send(change('email', ' Ada.New@example.com '), change('currentPassword', 'pw'), { type: 'profile.submitted' });
    expect(shop.only().input).toMatchObject({ email: 'Ada.New@example.com' });
    shop.only().resolve(ADA);
    await settle();
    expect(selectValues(actor.getSnapshot()).email).toBe('ada@example.com');
    expect(selectPendingEmail(actor.getSnapshot())).toBe('Ada.New@example.com');
    // The next save that keeps the address forgets it.
    send(change('currentPassword', 'pw'), { type: 'profile.submitted' });
    shop.only().resolve(ADA);
    await settle();
    expect(selectPendingEmail(actor.getSnapshot())).toBeNull();
  });

  it('an address differing only in case is the same address', async () => {
    const { actor, send, shop } = start();
    send(change('email', 'ADA@example.com'), change('currentPassword', 'pw'), { type: 'profile.submitted' });
    shop.only().resolve(ADA);
    await settle();
    expect(selectPendingEmail(actor.getSnapshot())).toBeNull();
  });

  it("spec 350: 'Password Incorrect' on the current password, everything typed kept", async () => {
    const { actor, send, shop, emitted } = start();
    send(change('firstName', 'Augusta'), change('currentPassword', 'wrong'), { type: 'profile.submitted' });
    shop.only().reject(accountError('PASSWORD_INCORRECT', { message: 'Password Incorrect' }));
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'passwordIncorrect' });
    expect(selectIsPasswordIncorrect(snapshot)).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(selectFieldErrors(snapshot)).toEqual({ currentPassword: { code: 'passwordIncorrect' } });
    expect(selectFailure(snapshot)).toBeNull();
    expect(selectValues(snapshot)).toMatchObject({ firstName: 'Augusta', currentPassword: 'wrong' });
    expect(emitted).toEqual([]);
    // Another field leaves it; the current password's change clears it.
    send(change('lastName', 'Byron'));
    expect(selectIsPasswordIncorrect(actor.getSnapshot())).toBe(true);
    send(change('currentPassword', 'right'));
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it.each([
    ['RATE_LIMITED', accountError('RATE_LIMITED'), { code: 'rateLimited' }],
    ['NOT_LOGGED_IN', accountError('NOT_LOGGED_IN'), { code: 'notLoggedIn' }],
    ['a server failure', SERVER_ERROR, { code: 'server', message: 'Database unavailable' }],
    ['a lost connection', NETWORK_ERROR, { code: 'generic' }],
  ])('a failed save (%s) keeps everything typed and shows its code', async (_name, cause, failure) => {
    const { actor, send, shop } = start();
    send(change('city', 'Paris'), change('countryCode', 'FR'), change('currentPassword', 'pw'), { type: 'profile.submitted' });
    shop.only().reject(cause);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(selectFailure(actor.getSnapshot())).toEqual({ ...failure, cause });
    expect(selectValues(actor.getSnapshot())).toMatchObject({ city: 'Paris', countryCode: 'FR', currentPassword: 'pw' });
  });

  it("shows the server's field errors where they belong, the policy's on the new password", async () => {
    const { actor, send, shop } = start();
    send(change('currentPassword', 'pw'), change('newPassword', 'password1'), change('newPasswordConfirmation', 'password1'), {
      type: 'profile.submitted',
    });
    shop.only().reject(
      accountError('BAD_USER_INPUT', {
        message: 'Invalid',
        fields: { password: 'Too common', 'address.postcode': 'Not a zip', email: 'Taken' },
      }),
    );
    await settle();
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      email: { code: 'server', message: 'Taken' },
      newPassword: { code: 'server', message: 'Too common' },
      postcode: { code: 'server', message: 'Not a zip' },
    });
    send(change('postcode', '94104'));
    expect(selectFieldErrors(actor.getSnapshot()).postcode).toBeUndefined();
  });

  it('waits for a save that never answers, with the form disabled', () => {
    const { actor, send, shop } = start();
    send(change('currentPassword', 'pw'), { type: 'profile.submitted' });
    const before = actor.getSnapshot().context;
    send(change('city', 'Oslo'), { type: 'newsletter.changed', checked: true });
    expect(actor.getSnapshot().context).toBe(before);
    expect(shop.open()).toHaveLength(1);
  });

  it('the request of a valid form', () => {
    expect(profileUpdateOf({ ...profileValuesOf(ADA), currentPassword: 'pw' }, true)).toMatchObject({ newPassword: '', newsletter: true });
    expect(() => profileUpdateOf({ ...profileValuesOf(ADA), title: '' }, false)).toThrow(/title/);
  });

  it('the provided actor gets the update and the signal', async () => {
    const updateCustomer = vi.fn(async (update: ProfileUpdate) => ({ ...ADA, firstName: update.firstName }));
    const actor = createActor(profileFormMachine.provide({ actors: { updateCustomer: answeringActor(updateCustomer) } }), {
      input: { customer: ADA, countryCodes: [] },
    }).start();
    actor.send(change('currentPassword', 'pw'));
    actor.send({ type: 'profile.submitted' });
    await settle();
    expect(updateCustomer).toHaveBeenCalledWith(expect.objectContaining({ currentPassword: 'pw' }), expect.any(AbortSignal));
    expect(selectIsSaved(actor.getSnapshot())).toBe(true);
  });
});
