import { cardFingerprint } from './card-fingerprint';
import { brandOf, cardDigits, cardMessage, firstCardProblem } from './card-rules';
import { errorAnswer, type Ledger } from './ledger';
import type { Answer } from './ledger-types';
import { randomId } from './signing';
import { behaviourOf } from './test-cards';
import { issuingCountryOf } from '../server-kit/issuing-country';

/** A token is short-lived, like a real gateway's: long enough to confirm a checkout. */
const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

/**
 * POST /v1/tokens: checks the card with the card rules and answers a token in its place. Called by
 * the hosted number field from the gateway's own origin (and by the tests server to server). The
 * card number, expiry and CVV are not stored: only the last four digits, the brand and which test
 * behaviour the number asks for.
 */
export function tokenize(ledger: Ledger, body: Record<string, unknown>): Answer {
  if (field(body, 'publicKey') !== ledger.settings.publicKey) return errorAnswer(401, 'invalid_public_key', 'Invalid public key');
  const card = { cardNumber: field(body, 'cardNumber'), expiry: field(body, 'expiry'), cvv: field(body, 'cvv') };
  const problem = firstCardProblem(card);
  if (problem) return errorAnswer(400, `invalid_${problem}`, cardMessage(problem, card.cardNumber), { field: problem });
  const digits = cardDigits(card.cardNumber);
  const token = {
    token: randomId('tok', 18),
    last4: digits.slice(-4),
    brand: brandOf(digits),
    cardFingerprint: cardFingerprint(ledger.settings.secretKey, digits),
    behaviour: behaviourOf(digits),
    ...(issuingCountryOf(digits) ? { country: issuingCountryOf(digits) } : {}),
    expiresAt: ledger.now() + TOKEN_LIFETIME_MS,
  };
  ledger.tokens.set(token.token, token);
  return { status: 200, body: { token: token.token, last4: token.last4, brand: token.brand } };
}

/**
 * GET /v1/tokens/:token (server to server, secret key): the card a token stands for, as a real
 * gateway describes a payment method (Stripe's `GET /v1/payment_methods/:id`): brand, last four
 * digits and fingerprint, never the number. Free: nothing is charged or reserved, so the shop can
 * ask before it debits. A used token still describes its card; an unknown or expired one is 404.
 */
export function describeToken(ledger: Ledger, tokenValue: string): Answer {
  const token = ledger.tokens.get(tokenValue);
  if (!token || token.expiresAt < ledger.now()) return errorAnswer(404, 'invalid_token', 'The card token is unknown or has expired');
  return { status: 200, body: { token: token.token, last4: token.last4, brand: token.brand, cardFingerprint: token.cardFingerprint } };
}
