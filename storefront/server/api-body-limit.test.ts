import { describe, expect, it } from 'vitest';

import {
  API_MAX_BODY_BYTES_VARIABLE as BACKEND_VARIABLE,
  DEFAULT_API_MAX_BODY_BYTES as BACKEND_DEFAULT,
  SHOP_API_MAX_BODY_BYTES as BACKEND_SHOP_API_LIMIT,
  shopApiMaxBodyBytes as backendShopApiMaxBodyBytes,
} from '../../backend/src/api-hardening/body-limit-default';
import { readEnv } from '../../backend/src/env';
// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { API_MAX_BODY_BYTES_VARIABLE, apiMaxBodyBytes, DEFAULT_API_MAX_BODY_BYTES } from './api-body-limit.mjs';
// @ts-expect-error -- the same module: the Shop API's own limit.
import { SHOP_API_MAX_BODY_BYTES, shopApiMaxBodyBytes } from './api-body-limit.mjs';

describe('one body limit for the /shop-api proxy and the backend', () => {
  it('the same variable and the same default on both sides', () => {
    expect(API_MAX_BODY_BYTES_VARIABLE).toBe(BACKEND_VARIABLE);
    expect(DEFAULT_API_MAX_BODY_BYTES).toBe(BACKEND_DEFAULT);
    expect(apiMaxBodyBytes({})).toBe(readEnv({}).apiMaxBodyBytes);
  });

  it("the Shop API's own limit is the same number on both sides, and a smaller API_MAX_BODY_BYTES lowers it on both", () => {
    expect(SHOP_API_MAX_BODY_BYTES).toBe(BACKEND_SHOP_API_LIMIT);
    for (const value of ['', '4096', '65536']) {
      const env = { API_MAX_BODY_BYTES: value };
      expect(shopApiMaxBodyBytes(env)).toBe(backendShopApiMaxBodyBytes(readEnv(env).apiMaxBodyBytes));
    }
    expect(shopApiMaxBodyBytes({ API_MAX_BODY_BYTES: '4096' })).toBe(4096);
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
