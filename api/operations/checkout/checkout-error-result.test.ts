import { describe, expect, it } from 'vitest';

import { checkoutErrorToShopError } from './checkout-error-result';

describe('checkoutErrorToShopError', () => {
  it('an invalid address: 400, the server message followed by one line per field, and the field messages', () => {
    const error = checkoutErrorToShopError('advanceOrder', {
      errorCode: 'CHECKOUT_ADDRESS_ERROR',
      message: 'The billing details are not valid',
      fieldErrors: [
        { field: 'email', label: 'Email', message: 'Is not a valid email address' },
        { field: 'postcode', label: 'Zip code', message: 'Is not a valid zip code' },
      ],
    });
    expect(error.status).toBe(400);
    expect(error.message).toBe('The billing details are not valid\nEmail: Is not a valid email address\nZip code: Is not a valid zip code');
    expect(error.detail).toEqual({
      kind: 'http',
      status: 400,
      code: 'CHECKOUT_ADDRESS_ERROR',
      message: error.message,
      fields: { email: 'Is not a valid email address', postcode: 'Is not a valid zip code' },
    });
  });

  it('no active order: NO_ACTIVE_ORDER, 409, the server message', () => {
    const error = checkoutErrorToShopError('advanceOrder', { errorCode: 'NO_ACTIVE_ORDER_ERROR', message: 'There is no active Order' });
    expect(error.detail).toEqual({ kind: 'http', status: 409, code: 'NO_ACTIVE_ORDER', message: 'There is no active Order' });
  });

  it('another error result keeps its code and message, without fields', () => {
    const error = checkoutErrorToShopError('advanceOrder', { errorCode: 'SOMETHING_ERROR', message: 'Something' });
    expect(error.detail).toEqual({ kind: 'http', status: 400, code: 'SOMETHING_ERROR', message: 'Something' });
  });
});
