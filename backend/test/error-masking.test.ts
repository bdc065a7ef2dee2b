import { HttpException } from '@nestjs/common';
import { ForbiddenError, UserInputError } from '@vendure/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { isDatabaseBusy, isExpectedError } from '../src/api-hardening/error-masking.plugin';

/** How graphql-js wraps whatever a resolver threw. */
const thrownByResolver = (error: Error) => new GraphQLError(error.message, { originalError: error, path: ['search'] });

class QueryFailedError extends Error {
  override name = 'QueryFailedError';
}

describe('isExpectedError: which errors keep their text', () => {
  it("Vendure's own errors, GraphQL's and Apollo's, and Nest's HTTP exceptions are meant for the caller", () => {
    expect(isExpectedError(thrownByResolver(new ForbiddenError()))).toBe(true);
    expect(isExpectedError(thrownByResolver(new UserInputError('error.invalid-sort-field')))).toBe(true);
    expect(isExpectedError(new GraphQLError('Cannot query field "x" on type "Query".'))).toBe(true);
    expect(isExpectedError(thrownByResolver(new GraphQLError('Variable "$t" got invalid value')))).toBe(true);
    expect(isExpectedError(thrownByResolver(new HttpException('Too many attempts', 429)))).toBe(true);
  });

  it('a database error, a TypeError or any other Error is not', () => {
    expect(isExpectedError(thrownByResolver(new QueryFailedError('SqliteError: LIKE or GLOB pattern too complex')))).toBe(false);
    expect(isExpectedError(thrownByResolver(new TypeError("Cannot read properties of undefined (reading 'id')")))).toBe(false);
    expect(isExpectedError(thrownByResolver(new Error('connect ECONNREFUSED 127.0.0.1:5432')))).toBe(false);
  });
});

describe('isDatabaseBusy: a request that found no database connection in time answers 503, not a masked 500 (issue 30)', () => {
  it("node-postgres's pool and connect timeouts are the database busy", () => {
    expect(isDatabaseBusy(thrownByResolver(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isDatabaseBusy(thrownByResolver(new Error('Connection terminated due to connection timeout')))).toBe(true);
  });

  it('any other failure is not', () => {
    expect(isDatabaseBusy(thrownByResolver(new QueryFailedError('deadlock detected')))).toBe(false);
    expect(isDatabaseBusy(thrownByResolver(new Error('connect ECONNREFUSED 127.0.0.1:5432')))).toBe(false);
    expect(isDatabaseBusy(new GraphQLError('Cannot query field "x" on type "Query".'))).toBe(false);
  });
});
