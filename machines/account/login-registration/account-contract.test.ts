import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { makeAccountError } from '../../../api/fakes/customer';
import { accountErrorToShopError } from '../../../api/operations/account/account-error-result';
import { serverFieldErrorsOf } from '../../forms/refusals';
import { selectRegistrationFieldErrors } from './account-forms.selectors';
import { REGISTRATION_TEXT_FIELDS, type Registration, type RegistrationEvent } from './account-forms.types';
import { createFakeShop, settle } from '../../test-support/account-fixtures';
import { loginFailureOf } from './login-form.machine';
import { registrationFailureOf, registrationFormMachine } from './registration-form.machine';

/*
 * The machines read the api's errors structurally; these tests feed them the
 * errors the api really builds (api/operations/account/account-error-result.ts), so a
 * change of codes or field names on either side fails here.
 */

describe('the api errors as the account forms read them', () => {
  it('spec 306 on login and on register', () => {
    expect(loginFailureOf(makeAccountError('login', 'INVALID_CREDENTIALS_ERROR'))).toMatchObject({ code: 'invalidCredentials' });
    expect(registrationFailureOf(makeAccountError('register', 'REGISTRATION_FAILED'))).toMatchObject({ code: 'registrationFailed' });
    const unknown = accountErrorToShopError('register', { errorCode: 'SOMETHING_NEW', message: 'Nope' }, 'REGISTRATION_FAILED');
    expect(registrationFailureOf(unknown)).toMatchObject({ code: 'registrationFailed' });
    expect(loginFailureOf(makeAccountError('login', 'RATE_LIMITED'))).toMatchObject({ code: 'rateLimited' });
  });

  it("Vendure's password policy (named newPassword) lands on the registration's password field", async () => {
    const shop = createFakeShop();
    const actor = createActor(
      registrationFormMachine.provide({ actors: { register: shop.request<void, Registration>('register') } }),
    ).start();
    const fill: RegistrationEvent[] = [
      { type: 'field.changed', field: 'title', value: 'mr' },
      { type: 'field.changed', field: 'firstName', value: 'Alan' },
      { type: 'field.changed', field: 'lastName', value: 'Turing' },
      { type: 'field.changed', field: 'email', value: 'alan@example.com' },
      { type: 'field.changed', field: 'emailConfirmation', value: 'alan@example.com' },
      { type: 'field.changed', field: 'password', value: 'password123' },
      { type: 'field.changed', field: 'passwordConfirmation', value: 'password123' },
      { type: 'registration.submitted' },
    ];
    fill.forEach((event) => actor.send(event));
    shop
      .only()
      .reject(
        accountErrorToShopError('register', { errorCode: 'PASSWORD_VALIDATION_ERROR', message: 'x', validationErrorMessage: 'Too common' }),
      );
    await settle();
    expect(selectRegistrationFieldErrors(actor.getSnapshot())).toEqual({ password: { code: 'server', message: 'Too common' } });
  });

  it("the input error's fields, the profile's address prefixed", () => {
    const cause = makeAccountError('updateCustomer', 'BAD_USER_INPUT', { 'address.postcode': 'Not a zip', email: 'Taken' });
    expect(serverFieldErrorsOf(cause, ['postcode', 'email'] as const)).toEqual({ postcode: 'Not a zip', email: 'Taken' });
    const registration = makeAccountError('register', 'BAD_USER_INPUT', { firstName: 'Too long' });
    expect(serverFieldErrorsOf(registration, REGISTRATION_TEXT_FIELDS)).toEqual({ firstName: 'Too long' });
  });
});
