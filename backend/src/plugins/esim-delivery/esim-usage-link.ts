import { createHmac, timingSafeEqual } from 'node:crypto';

import { storefrontLocale } from '../../text/storefront-locale';

/*
 * The guest's link to an order's eSIM usage (issue 19): `<order code>.<expiry, Unix seconds>.<MAC>`,
 * the MAC an HMAC-SHA256 of the first two parts under ESIM_LINK_SECRET (every server of a cluster
 * needs the same). Whoever holds the link sees the order's eSIMs and their usage and nothing
 * else, until it expires; no account needed. The link is in the delivery email and on the
 * thank-you page.
 */

/** Longer than any plan's validity (30 days) plus time to travel after buying. */
const ESIM_LINK_VALIDITY_MS = 180 * 24 * 60 * 60 * 1000;
/**
 * How far one server's clock may run behind the one that signed a link (the link is signed when
 * the order is placed, so its expiry is never more than ESIM_LINK_VALIDITY_MS ahead of the signer's
 * clock).
 */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Anything longer is no token of ours: refused before any work. */
const MAX_ESIM_LINK_TOKEN_LENGTH = 200;

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export type EsimLinkCheck = { status: 'valid'; orderCode: string; expiresAt: Date } | { status: 'expired' | 'invalid' };

function mac(secret: string, orderCode: string, expiresAtSeconds: string): Buffer {
  return createHmac('sha256', secret).update(`esim-usage:${orderCode}.${expiresAtSeconds}`).digest();
}

export function signEsimLink(secret: string, orderCode: string, expiresAt: Date): string {
  const seconds = String(Math.floor(expiresAt.getTime() / 1000));
  return `${orderCode}.${seconds}.${mac(secret, orderCode, seconds).toString('base64url')}`;
}

/**
 * A forged or mangled token is `invalid`; a genuine one past its expiry is `expired`. So is `invalid`
 * a correctly signed one claiming to last longer than any link the shop issues (a far expiry
 * signed with a leaked or default secret, issue 30): a link is good for ESIM_LINK_VALIDITY_MS at
 * most, whatever it says.
 */
export function checkEsimLink(secret: string, token: string, now: Date): EsimLinkCheck {
  if (token.length > MAX_ESIM_LINK_TOKEN_LENGTH) return { status: 'invalid' };
  const parts = TOKEN.exec(token);
  if (!parts?.[1] || !parts[2] || !parts[3]) return { status: 'invalid' };
  const [, orderCode, seconds, given] = parts;
  const expected = mac(secret, orderCode, seconds);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { status: 'invalid' };
  const expiresAt = new Date(Number(seconds) * 1000);
  if (expiresAt.getTime() > now.getTime() + ESIM_LINK_VALIDITY_MS + CLOCK_SKEW_MS) return { status: 'invalid' };
  return expiresAt.getTime() <= now.getTime() ? { status: 'expired' } : { status: 'valid', orderCode, expiresAt };
}

/** Of an order placed at `placedAt`: the same link in the email and on the thank-you page. */
export function esimLinkExpiry(placedAt: Date): Date {
  return new Date(placedAt.getTime() + ESIM_LINK_VALIDITY_MS);
}

/** The storefront's page of the link (`tw` for zh_Hant). */
export function esimLinkUrl(storefrontOrigin: string, languageCode: string, token: string): string {
  return `${storefrontOrigin}/${storefrontLocale(languageCode)}/esim-status?token=${encodeURIComponent(token)}`;
}
