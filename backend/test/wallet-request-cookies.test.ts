import { describe, expect, it } from 'vitest';

import { WalletGatewayError } from '../src/plugins/payment/wallet/gateway/wallet-gateway';
import { cookieOf } from '../src/plugins/payment/wallet/request-cookies';
import { isAlreadyCaptured, isCaptureRefusal, shopperErrorOf } from '../src/plugins/payment/wallet/wallet-gateway-failures';
import { WalletPaymentError } from '../src/plugins/payment/wallet/wallet-payment-errors';

describe('cookieOf', () => {
  const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });

  it('finds one cookie among others, decoded', () => {
    expect(cookieOf(request('esim_shop_session=abc; esim_shop_wallet_trace=e30.c2ln; other=1'), 'esim_shop_wallet_trace')).toBe('e30.c2ln');
    expect(cookieOf(request('a=%7Bx%7D'), 'a')).toBe('{x}');
  });

  it('answers undefined without the cookie, and keeps a value that is not URL-encoded', () => {
    expect(cookieOf(undefined, 'a')).toBeUndefined();
    expect(cookieOf(request(), 'a')).toBeUndefined();
    expect(cookieOf(request('ab=1'), 'a')).toBeUndefined();
    expect(cookieOf(request('a=%E0%A4%A'), 'a')).toBe('%E0%A4%A');
  });
});

describe('shopperErrorOf', () => {
  const codeOf = (error: unknown) => (shopperErrorOf(error) as WalletPaymentError).extensions?.['code'];
  const gateway = (kind: ConstructorParameters<typeof WalletGatewayError>[0], issue?: string) =>
    new WalletGatewayError(kind, 'captureOrder', kind, issue ? { issue } : {});

  it('tells the shopper what failed, never the wallet’s own words', () => {
    expect(codeOf(gateway('timeout'))).toBe('WALLET_GATEWAY_TIMEOUT');
    for (const kind of ['server', 'network', 'unauthorized', 'invalidResponse'] as const)
      expect(codeOf(gateway(kind))).toBe('WALLET_GATEWAY_UNAVAILABLE');
    expect(codeOf(gateway('notFound'))).toBe('WALLET_FOREIGN_ORDER');
    expect(codeOf(gateway('unprocessable', 'INSTRUMENT_DECLINED'))).toBe('WALLET_VERIFICATION_FAILED');
  });

  it('leaves anything else as it is', () => {
    const bug = new TypeError('bug');
    expect(shopperErrorOf(bug)).toBe(bug);
  });

  it('tells an already captured order from a refused capture', () => {
    expect(isAlreadyCaptured(gateway('unprocessable', 'ORDER_ALREADY_CAPTURED'))).toBe(true);
    expect(isCaptureRefusal(gateway('unprocessable', 'ORDER_ALREADY_CAPTURED'))).toBe(false);
    expect(isCaptureRefusal(gateway('unprocessable', 'INSTRUMENT_DECLINED'))).toBe(true);
    expect(isCaptureRefusal(gateway('server'))).toBe(false);
  });
});
