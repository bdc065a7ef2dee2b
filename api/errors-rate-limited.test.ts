import { describe, expect, it } from 'vitest';

import { graphQLErrorToDetail } from './errors';

describe('a RATE_LIMITED GraphQL error (too many logins or coupon codes)', () => {
  it("is a 429 with the server's translated message, not a server failure", () => {
    const message = 'Too many attempts. Please wait a few minutes before trying another coupon code.';
    expect(graphQLErrorToDetail({ message, extensions: { code: 'RATE_LIMITED' } })).toEqual({
      kind: 'http',
      status: 429,
      code: 'RATE_LIMITED',
      message,
    });
  });
});
