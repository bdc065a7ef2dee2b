import { describe, expect, it } from 'vitest';

import {
  API_MAX_BODY_BYTES_VARIABLE as BACKEND_VARIABLE,
  DEFAULT_API_MAX_BODY_BYTES as BACKEND_DEFAULT,
} from '../../backend/src/api-hardening/body-limit-default';
import { readEnv } from '../../backend/src/env';
// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { API_MAX_BODY_BYTES_VARIABLE, apiMaxBodyBytes, DEFAULT_API_MAX_BODY_BYTES } from './api-body-limit.mjs';

describe('one body limit for the /shop-api proxy and the backend', () => {
  it('the same variable and the same default on both sides', () => {
    expect(API_MAX_BODY_BYTES_VARIABLE).toBe(BACKEND_VARIABLE);
    expect(DEFAULT_API_MAX_BODY_BYTES).toBe(BACKEND_DEFAULT);
    expect(apiMaxBodyBytes({})).toBe(readEnv({}).apiMaxBodyBytes);
  });

  it('both read the same value from the environment, and both refuse the same nonsense', () => {
    for (const value of ['2048', '  65536 ', '']) {
      expect(apiMaxBodyBytes({ API_MAX_BODY_BYTES: value })).toBe(readEnv({ API_MAX_BODY_BYTES: value }).apiMaxBodyBytes);
    }
    for (const value of ['0', '12', '1e6', '-5000', '10kb', '9999999999']) {
      expect(() => apiMaxBodyBytes({ API_MAX_BODY_BYTES: value }), value).toThrow(/API_MAX_BODY_BYTES/);
      expect(() => readEnv({ API_MAX_BODY_BYTES: value }), value).toThrow(/API_MAX_BODY_BYTES/);
    }
  });
});
