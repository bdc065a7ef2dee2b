import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  matchTrace,
  readTrace,
  sessionFingerprint,
  signTrace,
  TRACE_COOKIE_NAME,
  TRACE_MAX_AGE_SECONDS,
  traceClearCookie,
  traceCookieOptions,
  traceSetCookie,
} from '../src/plugins/payment/wallet/trace-cookie';

/*
 * The cart trace cookie (spec §3) that links creating the wallet order to validating its return:
 * what it carries, what it refuses (forged, expired, another secret, garbage) and how it is set.
 */

const SECRET = 'a-cookie-secret-of-at-least-32-characters';
const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const INPUT = { orderCode: 'K7QH2XJ9', walletOrderId: '5O190127TN364715T', sessionKey: 'session-token-abc' };

function parts(value: string): [string, string] {
  const [payload = '', mac = ''] = value.split('.');
  return [payload, mac];
}

describe('signTrace and readTrace', () => {
  it('round-trip the order, the wallet order, the session fingerprint, issued-at and expiry', () => {
    const value = signTrace(INPUT, SECRET, { now: NOW });
    expect(value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readTrace(value, SECRET, NOW + 5 * 60_000)).toEqual({
      ok: true,
      trace: {
        orderCode: 'K7QH2XJ9',
        walletOrderId: '5O190127TN364715T',
        session: sessionFingerprint('session-token-abc'),
        issuedAt: NOW / 1000,
        expiresAt: NOW / 1000 + TRACE_MAX_AGE_SECONDS,
      },
    });
  });

  it('keep the session key out of the cookie: only a fingerprint is in it', () => {
    const [payload] = parts(signTrace(INPUT, SECRET, { now: NOW }));
    const decoded = Buffer.from(payload, 'base64url').toString('utf8');
    expect(decoded).not.toContain('session-token-abc');
    expect(decoded).toContain('K7QH2XJ9');
  });

  it('no cookie is missing', () => {
    expect(readTrace(undefined, SECRET, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(readTrace(null, SECRET, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(readTrace('  ', SECRET, NOW)).toEqual({ ok: false, reason: 'missing' });
  });

  it('an edited payload (another order or wallet order) with the old signature is forged', () => {
    const [, mac] = parts(signTrace(INPUT, SECRET, { now: NOW }));
    const [otherPayload] = parts(signTrace({ ...INPUT, walletOrderId: 'ATTACKERSORDER01' }, 'attacker-secret', { now: NOW }));
    expect(readTrace(`${otherPayload}.${mac}`, SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
    const tampered = Buffer.from(
      JSON.stringify({ v: 1, o: 'OTHER123', w: INPUT.walletOrderId, s: 'x', iat: NOW / 1000, exp: NOW / 1000 + 3600 }),
    ).toString('base64url');
    expect(readTrace(`${tampered}.${mac}`, SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('a cookie signed with another secret is forged, and so is a bare HMAC of the shop secret (the key is derived)', () => {
    expect(readTrace(signTrace(INPUT, 'another-shop-secret', { now: NOW }), SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
    const [payload] = parts(signTrace(INPUT, SECRET, { now: NOW }));
    const naive = createHmac('sha256', SECRET).update(payload).digest('base64url');
    expect(readTrace(`${payload}.${naive}`, SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(readTrace(`${payload}.${'A'.repeat(43)}`, SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(readTrace(`${payload}.AAAA`, SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('expires after its max age, not before', () => {
    const value = signTrace(INPUT, SECRET, { now: NOW });
    expect(readTrace(value, SECRET, NOW + (TRACE_MAX_AGE_SECONDS - 1) * 1000).ok).toBe(true);
    expect(readTrace(value, SECRET, NOW + TRACE_MAX_AGE_SECONDS * 1000)).toEqual({ ok: false, reason: 'expired' });
    const short = signTrace(INPUT, SECRET, { now: NOW, maxAgeSeconds: 60 });
    expect(readTrace(short, SECRET, NOW + 61_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('tolerates a minute of clock skew between instances, not a cookie from the future', () => {
    const value = signTrace(INPUT, SECRET, { now: NOW });
    expect(readTrace(value, SECRET, NOW - 30_000).ok).toBe(true);
    expect(readTrace(value, SECRET, NOW - 5 * 60_000)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('anything that is not a trace cookie is malformed', () => {
    for (const value of ['garbage', 'a.b.c', '.abc', 'abc.', 'a b.c', 'eyJ9.%%%']) {
      expect(readTrace(value, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses to sign or read with an empty secret', () => {
    expect(() => signTrace(INPUT, '', { now: NOW })).toThrow('secret');
    expect(() => readTrace('a.b', '', NOW)).toThrow('secret');
  });
});

describe('matchTrace', () => {
  const trace = () => {
    const read = readTrace(signTrace(INPUT, SECRET, { now: NOW }), SECRET, NOW);
    if (!read.ok) throw new Error(read.reason);
    return read.trace;
  };

  it("matches the return's token, the session's order and the session that started the payment", () => {
    expect(matchTrace(trace(), { walletOrderId: '5O190127TN364715T', orderCode: 'K7QH2XJ9', sessionKey: 'session-token-abc' })).toEqual({
      ok: true,
    });
  });

  it('a return with another token, for another order or in another session does not match', () => {
    expect(matchTrace(trace(), { walletOrderId: 'ANOTHERTOKEN0001', orderCode: 'K7QH2XJ9', sessionKey: 'session-token-abc' })).toEqual({
      ok: false,
      reason: 'otherWalletOrder',
    });
    expect(matchTrace(trace(), { walletOrderId: '5O190127TN364715T', orderCode: 'OTHER123', sessionKey: 'session-token-abc' })).toEqual({
      ok: false,
      reason: 'otherOrder',
    });
    expect(matchTrace(trace(), { walletOrderId: '5O190127TN364715T', orderCode: 'K7QH2XJ9', sessionKey: 'someone-else' })).toEqual({
      ok: false,
      reason: 'otherSession',
    });
  });
});

describe('cookie attributes', () => {
  it('HttpOnly, SameSite=Lax, Path=/ and Max-Age; Secure only behind HTTPS', () => {
    expect(traceSetCookie('v.m', { secure: false })).toBe(`${TRACE_COOKIE_NAME}=v.m; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`);
    expect(traceSetCookie('v.m', { secure: true, maxAgeSeconds: 600 })).toBe(
      `${TRACE_COOKIE_NAME}=v.m; Max-Age=600; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(traceClearCookie({ secure: true })).toBe(`${TRACE_COOKIE_NAME}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure`);
  });

  it("the same for Express's res.cookie, whose maxAge is in milliseconds", () => {
    expect(traceCookieOptions({ secure: true })).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: 3_600_000 });
  });

  it('a signed value needs no encoding in a cookie', () => {
    expect(signTrace({ ...INPUT, orderCode: 'ä;, "x"' }, SECRET, { now: NOW })).toMatch(/^[A-Za-z0-9_.-]+$/);
  });
});
