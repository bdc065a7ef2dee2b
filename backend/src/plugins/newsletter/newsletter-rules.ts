import { createHash, randomBytes } from 'node:crypto';

/*
 * The newsletter's rules, free of Vendure imports so unit tests load them: what an address is,
 * how a confirmation token is made and kept, when it expires and when a confirmation email may be
 * sent again.
 */

const NEWSLETTER_SOURCES = ['modal', 'blog', 'account'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export type NewsletterState = 'pending' | 'confirmed' | 'unsubscribed';

/** How long a confirmation link works. */
const TOKEN_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** One confirmation email per address in this time, however often the form is sent. */
const RESEND_INTERVAL_MS = 10 * 60 * 1000;
/** RFC 5321's longest path. */
const EMAIL_MAX_LENGTH = 254;

// The checkout's pragmatic rule (checkout/address-rules.ts): one @, a dot in the domain, no
// spaces or characters mail systems reject, no markup or control characters.
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/u;
const FORBIDDEN_CHARACTERS = /[<>\p{Cc}]/u;

/**
 * The address as stored: trimmed, NFC, lower-case, so `Ann@Example.com` and `ann@example.com`
 * are one subscription (the unique index is on this form). Undefined when it is not an address.
 */
export function normalisedEmail(value: string | null | undefined): string | undefined {
  const email = (value ?? '').normalize('NFC').trim().toLowerCase();
  if (email === '' || email.length > EMAIL_MAX_LENGTH) return undefined;
  return EMAIL.test(email) && !FORBIDDEN_CHARACTERS.test(email) ? email : undefined;
}

/** The form the address was given on; none given is the newsletter modal. Undefined for an unknown one. */
export function newsletterSource(value: string | null | undefined): NewsletterSource | undefined {
  if (value === null || value === undefined || value === '') return 'modal';
  return (NEWSLETTER_SOURCES as readonly string[]).includes(value) ? (value as NewsletterSource) : undefined;
}

/** 32 random bytes, URL-safe: what the email's link carries. Only its hash is stored. */
export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 in hex: the only form of a token the database keeps. A plain hash suffices (no salt, no
 * slow hash) because the token is 256 random bits, not a password someone could guess.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Tokens are base64url of 32 bytes; anything else is refused without a database read. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function tokenExpiry(now: Date): Date {
  return new Date(now.getTime() + TOKEN_LIFETIME_MS);
}

export function isExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt === null || expiresAt.getTime() <= now.getTime();
}

/** Before this instant, the last confirmation email is too recent to send another. */
export function resendCutoff(now: Date): Date {
  return new Date(now.getTime() - RESEND_INTERVAL_MS);
}

export function mayResend(lastSentAt: Date | null, now: Date): boolean {
  return lastSentAt === null || lastSentAt.getTime() <= resendCutoff(now).getTime();
}
