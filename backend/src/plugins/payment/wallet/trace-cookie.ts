import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The cart trace cookie (spec §3): set when the wallet order is created, read when the buyer comes
 * back from the wallet. It ties the return's token to the shop order and the session that started
 * the payment, so a return with a token from another order, another browser or another time is
 * refused before anything is captured. Signed, not encrypted: it holds no secret (the session key
 * only as a fingerprint), and its HMAC makes it unforgeable without the shop's cookie secret.
 *
 * Value: base64url(JSON payload) "." base64url(HMAC-SHA256(key, "wallet-trace.v1." payload part)).
 */

export const TRACE_COOKIE_NAME = 'esim_shop_wallet_trace';

/** Long enough to log in at the wallet and come back; after it the shopper starts the payment again. */
export const TRACE_MAX_AGE_SECONDS = 60 * 60;

/** Clocks of two server instances may differ this much: an issued-at this far ahead is still ours. */
const CLOCK_SKEW_SECONDS = 60;

const VERSION = 1;
const CONTEXT = 'wallet-trace.v1.';
const MAC_BYTES = 32;

export interface TraceInput {
  orderCode: string;
  /** The wallet's order id: the `token` the wallet puts in the return URL. */
  walletOrderId: string;
  /** Whatever identifies the shopper's session (e.g. Vendure's session token); only its fingerprint is kept. */
  sessionKey: string;
}

export interface Trace {
  orderCode: string;
  walletOrderId: string;
  /** sessionFingerprint(sessionKey) of the session that started the payment. */
  session: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

export type TraceReadResult =
  | { ok: true; trace: Trace }
  | {
      ok: false;
      /**
       * - `missing`: no cookie (another browser, cookies refused, or cleared).
       * - `forged`: not signed with this secret (edited, made up, or from another shop).
       * - `expired`: signed by us, but older than its max age.
       * - `malformed`: not a trace cookie at all.
       */
      reason: 'missing' | 'forged' | 'expired' | 'malformed';
    };

export type TraceMatchResult = { ok: true } | { ok: false; reason: 'otherWalletOrder' | 'otherOrder' | 'otherSession' };

interface Payload {
  v: number;
  o: string;
  w: string;
  s: string;
  iat: number;
  exp: number;
}

/** The cookie's own key, derived from the shop's secret, so no other signature of that secret can pass for a trace. */
function keyOf(secret: string): Buffer {
  if (secret.length === 0) throw new Error('The wallet trace cookie needs a non-empty secret');
  return createHmac('sha256', secret).update('esim-shop wallet trace cookie').digest();
}

function macOf(payloadPart: string, secret: string): Buffer {
  return createHmac('sha256', keyOf(secret))
    .update(CONTEXT + payloadPart)
    .digest();
}

/** A session key as the cookie keeps it: not reversible, the same for the same key. */
export function sessionFingerprint(sessionKey: string): string {
  return createHash('sha256').update(`wallet-trace-session\u0000${sessionKey}`).digest('base64url');
}

/** The cookie's value for a wallet order just created. `now` in milliseconds. */
export function signTrace(input: TraceInput, secret: string, options: { now?: number; maxAgeSeconds?: number } = {}): string {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  const payload: Payload = {
    v: VERSION,
    o: input.orderCode,
    w: input.walletOrderId,
    s: sessionFingerprint(input.sessionKey),
    iat: issuedAt,
    exp: issuedAt + (options.maxAgeSeconds ?? TRACE_MAX_AGE_SECONDS),
  };
  const payloadPart = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${payloadPart}.${macOf(payloadPart, secret).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false;
  const { v, o, w, s, iat, exp } = value as Record<string, unknown>;
  return (
    v === VERSION &&
    typeof o === 'string' &&
    o !== '' &&
    typeof w === 'string' &&
    w !== '' &&
    typeof s === 'string' &&
    s !== '' &&
    Number.isSafeInteger(iat) &&
    Number.isSafeInteger(exp) &&
    (exp as number) > (iat as number)
  );
}

/**
 * The trace in a cookie value, or why there is none. The signature is checked (in constant time)
 * before the payload is even decoded: nothing of an unsigned value is read. `now` in milliseconds.
 */
export function readTrace(value: string | undefined | null, secret: string, now: number = Date.now()): TraceReadResult {
  if (value === undefined || value === null || value.trim() === '') return { ok: false, reason: 'missing' };
  const parts = value.trim().split('.');
  const [payloadPart, macPart] = parts;
  if (parts.length !== 2 || !payloadPart || !macPart || !BASE64URL.test(payloadPart) || !BASE64URL.test(macPart))
    return { ok: false, reason: 'malformed' };
  const given = Buffer.from(macPart, 'base64url');
  const expected = macOf(payloadPart, secret);
  // The length is public (every MAC is 32 bytes); only the bytes are compared in constant time.
  if (given.length !== MAC_BYTES || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isPayload(payload)) return { ok: false, reason: 'malformed' };
  const seconds = Math.floor(now / 1000);
  if (payload.iat > seconds + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'malformed' };
  if (seconds >= payload.exp) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    trace: { orderCode: payload.o, walletOrderId: payload.w, session: payload.s, issuedAt: payload.iat, expiresAt: payload.exp },
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether a trace belongs to this return: the wallet order is the return's token, the shop order is
 * the session's active order, and the session is the one that started the payment.
 */
export function matchTrace(trace: Trace, current: { walletOrderId: string; orderCode: string; sessionKey: string }): TraceMatchResult {
  if (trace.walletOrderId !== current.walletOrderId) return { ok: false, reason: 'otherWalletOrder' };
  if (trace.orderCode !== current.orderCode) return { ok: false, reason: 'otherOrder' };
  if (!sameText(trace.session, sessionFingerprint(current.sessionKey))) return { ok: false, reason: 'otherSession' };
  return { ok: true };
}

export interface TraceCookieOptions {
  /** Secure: set behind HTTPS (COOKIE_SECURE, or the request came over https). */
  secure: boolean;
  maxAgeSeconds?: number;
}

/**
 * The attributes, for Express's `res.cookie(name, value, options)`. HttpOnly: no script reads it.
 * SameSite=Lax: the wallet's return is a top-level navigation, and the finish call is same-site.
 * Path=/: it is set on the Shop API's path and read on it, but belongs to the whole shop.
 */
export function traceCookieOptions(options: TraceCookieOptions): {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  maxAge: number;
} {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    maxAge: (options.maxAgeSeconds ?? TRACE_MAX_AGE_SECONDS) * 1000,
  };
}

/** The Set-Cookie header value that sets the trace. */
export function traceSetCookie(value: string, options: TraceCookieOptions): string {
  const maxAge = options.maxAgeSeconds ?? TRACE_MAX_AGE_SECONDS;
  return `${TRACE_COOKIE_NAME}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** The Set-Cookie header value that removes the trace once the payment is finished or abandoned. */
export function traceClearCookie(options: Pick<TraceCookieOptions, 'secure'>): string {
  return `${TRACE_COOKIE_NAME}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}
