import { DefaultVerificationTokenStrategy, RequestContext, type Injector } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { buildVendureConfig } from '../src/config';
import { readEnv } from '../src/env';

/*
 * Reset, verification and email-change tokens are Vendure's (single use: cleared when used, see
 * api/operations/account/account.integration.test.ts). Their expiry is the strategy's check of the time
 * written into each token against `verificationTokenDuration`, which the shop leaves at Vendure's
 * 7 days: a token 8 days old is refused as expired (the API's *_TOKEN_EXPIRED_ERROR).
 */
describe('account tokens', () => {
  it('keep Vendure’s default strategy and duration', () => {
    const config = buildVendureConfig(readEnv({}, { enforceProductionSecrets: false }));
    expect(config.authOptions.verificationTokenDuration).toBeUndefined();
    expect(config.authOptions.verificationTokenStrategy).toBeUndefined();
    expect(config.authOptions.requireVerification).not.toBe(false);
  });

  it('expire after 7 days', async () => {
    const strategy = new DefaultVerificationTokenStrategy();
    const injector = { get: () => ({ authOptions: { verificationTokenDuration: '7d' } }) } as unknown as Injector; // only ConfigService is read
    strategy.init(injector);
    const ctx = RequestContext.empty();
    const fresh = strategy.generateVerificationToken(ctx);
    expect(strategy.verifyVerificationToken(ctx, fresh)).toBe(true);
    const old = `${Buffer.from(new Date(Date.now() - 8 * 86_400_000).toJSON()).toString('base64')}_ABCDEF`;
    expect(strategy.verifyVerificationToken(ctx, old)).toBe(false);
  });
});
