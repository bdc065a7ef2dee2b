import { describe, expect, it } from 'vitest';

import { graphQLErrorToDetail } from './errors';

describe('graphQLErrorToDetail', () => {
  it('gives a payment refused for the billing details the billing step’s status and its field messages', () => {
    const detail = graphQLErrorToDetail({
      message:
        'The billing details are not valid (First name: Field exceeded characters limit). Please correct them at the billing step before paying.',
      extensions: {
        code: 'CHECKOUT_ADDRESS_ERROR',
        fieldErrors: [{ field: 'firstName', label: 'First name', message: 'Field exceeded characters limit' }],
      },
    });
    expect(detail).toEqual({
      kind: 'http',
      status: 400,
      code: 'CHECKOUT_ADDRESS_ERROR',
      message:
        'The billing details are not valid (First name: Field exceeded characters limit). Please correct them at the billing step before paying.',
      fields: { firstName: 'Field exceeded characters limit' },
    });
  });

  it('keeps only well-formed field errors, and none at all without them', () => {
    expect(
      graphQLErrorToDetail({ message: 'x', extensions: { code: 'CHECKOUT_ADDRESS_ERROR', fieldErrors: [{ field: 1 }, 'text', null] } }),
    ).toEqual({
      kind: 'http',
      status: 400,
      code: 'CHECKOUT_ADDRESS_ERROR',
      message: 'x',
    });
    expect(graphQLErrorToDetail({ message: 'Nope', extensions: { code: 'FORBIDDEN' } })).toEqual({
      kind: 'http',
      status: 403,
      code: 'FORBIDDEN',
      message: 'Nope',
    });
  });
});
