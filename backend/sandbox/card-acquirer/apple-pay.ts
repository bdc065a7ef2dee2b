import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

import { cardFingerprint } from './card-fingerprint';
import { CARD_MESSAGES, brandOf, cardDigits, isValidCardNumber, type CardBrand } from './card-rules';
import { errorAnswer, type Ledger } from './ledger';
import type { Answer, CardToken } from './ledger-types';
import { randomId } from './signing';
import { behaviourOf } from './test-cards';

/*
 * Apple Pay the way a card gateway (Stripe, Adyen) offers it, so the shop's backend is written against
 * the same three steps it would use with a real one:
 *
 * POST /v1/apple-pay/sessions (server to server, secret key): merchant validation. Apple's sheet hands
 *   the page a validation URL; only the merchant's server may turn it into a merchant session, because
 *   a real one needs the merchant identity certificate, which a gateway holds on the merchant's behalf.
 *   The URL must be Apple's (or this sandbox's stand-in URL) and the domain the storefront's: a session
 *   for another site would let that site take payments in the shop's name. Nothing is fetched from the
 *   URL: the sandbox answers for Apple, with a session it signs so it can recognise it later.
 * POST /apple-pay/test/payment-token (browser, test only): what Apple's sheet does once the buyer
 *   authorises: it refuses a session the gateway did not issue or that has expired, and seals the card
 *   for the gateway as Apple does (EC_v1: ephemeral P-256 key agreement with the gateway's payment
 *   processing key, Apple's KDF, AES-256-GCM), so the page, the shop and its logs never see the number.
 * POST /v1/apple-pay/tokens (server to server, secret key): the gateway opens the sealed token and
 *   answers an ordinary card token, as POST /v1/tokens does, so the debit, its idempotency and refunds
 *   are the card's own code. The signature binds the sealed data to its header and signing time, which
 *   refuses an edited token and one older than a few minutes; a transaction id exchanges once, so a
 *   token copied from a log or replayed by a double click cannot become a second card token.
 * GET /apple-pay/validate: only an address. The stand-in ApplePaySession hands it out as its validation
 *   URL because no test can reach Apple; a real gateway would never accept it.
 */

const SESSION_LIFETIME_MS = 5 * 60_000;
/** Apple advises gateways to refuse a token signed more than a few minutes ago. */
const PAYMENT_TOKEN_LIFETIME_MS = 5 * 60_000;
/** As long as a card token from POST /v1/tokens: long enough to confirm a checkout. */
const CARD_TOKEN_LIFETIME_MS = 15 * 60_000;
/** The card the stand-in's wallet holds unless a test picks another. */
const DEFAULT_WALLET_CARD = '4242424242424242';
const STAND_IN_VALIDATION_PATH = '/apple-pay/validate';
/** apple-pay-gateway.apple.com, apple-pay-gateway-nc-pod1.apple.com, cn-apple-pay-gateway-sh-pod1.apple.com… */
const APPLE_VALIDATION_HOST = /^(apple-pay-gateway(-[a-z0-9-]+)?|cn-apple-pay-gateway[a-z0-9-]*)\.apple\.com$/;
/** Apple limits the name shown on the sheet to 64 characters. */
const MAX_DISPLAY_NAME = 64;
/** EC_v1 uses a zero IV: every token has its own key, derived from a fresh ephemeral key pair. */
const ZERO_IV = Buffer.alloc(16);
const GCM_TAG_BYTES = 16;

const NETWORKS: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'AmEx',
  discover: 'Discover',
};

interface MerchantSession {
  epochTimestamp: number;
  expiresAt: number;
  merchantSessionIdentifier: string;
  nonce: string;
  /** As in Apple's sessions: the SHA-256 of the merchant identifier, upper-case hex. */
  merchantIdentifier: string;
  domainName: string;
  displayName: string;
  signature: string;
}

interface PaymentToken {
  paymentData: {
    version: 'EC_v1';
    data: string;
    signature: string;
    header: { ephemeralPublicKey: string; publicKeyHash: string; transactionId: string };
  };
  transactionIdentifier: string;
}

/** What the sealed data holds: Apple's decrypted EC_v1 fields, plus the session it was authorised in. */
interface SealedPayment {
  applicationPrimaryAccountNumber: string;
  applicationExpirationDate: string;
  paymentDataType: '3DSecure';
  paymentData: { onlinePaymentCryptogram: string; eciIndicator: string };
  merchantSessionIdentifier: string;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function text(source: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = source?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function sha256(...parts: (Buffer | string)[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

function merchantIdentifierOf(ledger: Ledger): string {
  return sha256(ledger.settings.applePayMerchantId).toString('hex').toUpperCase();
}

function publicKeyHashOf(publicKey: KeyObject): string {
  return sha256(publicKey.export({ type: 'spki', format: 'der' })).toString('base64');
}

function isAcceptedValidationUrl(ledger: Ledger, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  // The sandbox is local, so its stand-in address is the one plain-http URL accepted.
  if (url.href === new URL(`${ledger.settings.publicUrl}${STAND_IN_VALIDATION_PATH}`).href) return true;
  return url.protocol === 'https:' && url.port === '' && APPLE_VALIDATION_HOST.test(url.hostname);
}

function signedSessionFields(session: Omit<MerchantSession, 'signature'>): Record<string, string> {
  return {
    kind: 'apple-pay-merchant-session',
    epochTimestamp: String(session.epochTimestamp),
    expiresAt: String(session.expiresAt),
    merchantSessionIdentifier: session.merchantSessionIdentifier,
    nonce: session.nonce,
    merchantIdentifier: session.merchantIdentifier,
    domainName: session.domainName,
    displayName: session.displayName,
  };
}

/** POST /v1/apple-pay/sessions `{ validationUrl, domain, displayName }` → a merchant session. */
export function createMerchantSession(ledger: Ledger, body: Record<string, unknown>): Answer {
  const validationUrl = text(body, 'validationUrl');
  if (!validationUrl || !isAcceptedValidationUrl(ledger, validationUrl)) {
    return errorAnswer(400, 'invalid_validation_url', 'validationUrl must be an https URL of an Apple Pay gateway host');
  }
  const domain = text(body, 'domain')?.toLowerCase();
  const storefrontHosts = ledger.settings.allowedOrigins.map((origin) => new URL(origin).hostname);
  if (!domain || !storefrontHosts.includes(domain)) {
    return errorAnswer(400, 'invalid_domain', 'domain must be the host name of a storefront registered for Apple Pay');
  }
  const displayName = text(body, 'displayName')?.trim();
  if (!displayName || displayName.length > MAX_DISPLAY_NAME) {
    return errorAnswer(400, 'invalid_request', `displayName is required, at most ${MAX_DISPLAY_NAME} characters`);
  }
  const epochTimestamp = ledger.now();
  const fields = {
    epochTimestamp,
    expiresAt: epochTimestamp + SESSION_LIFETIME_MS,
    merchantSessionIdentifier: randomId('SSH'),
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: merchantIdentifierOf(ledger),
    domainName: domain,
    displayName,
  };
  ledger.applePay.sessions.set(fields.merchantSessionIdentifier, fields.expiresAt);
  const session: MerchantSession = { ...fields, signature: ledger.signer.sign(signedSessionFields(fields)) };
  return { status: 200, body: session };
}

/** The session when the sandbox issued it with exactly these fields, otherwise undefined. */
function readMerchantSession(ledger: Ledger, value: unknown): MerchantSession | undefined {
  const given = record(value);
  const epochTimestamp = given?.['epochTimestamp'];
  const expiresAt = given?.['expiresAt'];
  const strings = ['merchantSessionIdentifier', 'nonce', 'merchantIdentifier', 'domainName', 'displayName', 'signature'].map((name) =>
    text(given, name),
  );
  const [merchantSessionIdentifier, nonce, merchantIdentifier, domainName, displayName, signature] = strings;
  if (typeof epochTimestamp !== 'number' || typeof expiresAt !== 'number') return undefined;
  if (!merchantSessionIdentifier || !nonce || !merchantIdentifier || !domainName || !displayName || !signature) return undefined;
  const session = { epochTimestamp, expiresAt, merchantSessionIdentifier, nonce, merchantIdentifier, domainName, displayName };
  const signed = ledger.signer.open(signature);
  const expected = signedSessionFields(session);
  const genuine = signed !== undefined && Object.keys(expected).every((name) => signed[name] === expected[name]);
  return genuine && ledger.applePay.sessions.has(merchantSessionIdentifier) ? { ...session, signature } : undefined;
}

/**
 * Apple's EC_v1 key: ECDH between the ephemeral key and the payment processing key, then the NIST
 * SP 800-56A single-step KDF with SHA-256 and Apple's other info (algorithm id, "Apple", merchant hash).
 */
function tokenKey(privateKey: KeyObject, publicKey: KeyObject, merchantIdentifierHash: Buffer): Buffer {
  const shared = diffieHellman({ privateKey, publicKey });
  return sha256(Buffer.from([0, 0, 0, 1]), shared, Buffer.from([0x0d]), 'id-aes256-GCM', 'Apple', merchantIdentifierHash);
}

/** What the signature covers: everything in paymentData but the signature itself. */
function tokenDigest(header: PaymentToken['paymentData']['header'], data: string): string {
  return sha256(JSON.stringify([header.ephemeralPublicKey, header.publicKeyHash, header.transactionId, data])).toString('base64url');
}

/** The card's expiry as Apple writes it (YYMMDD, the month's last day), three years ahead. */
function walletCardExpiry(now: number): string {
  const date = new Date(now);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear() + 3, date.getUTCMonth() + 1, 0));
  return lastDay.toISOString().slice(2, 10).replace(/-/g, '');
}

/**
 * POST /apple-pay/test/payment-token `{ merchantSession, cardNumber? }` (browser-facing, test only):
 * the payment token Apple's sheet would give the page's onpaymentauthorized.
 */
export function issuePaymentToken(ledger: Ledger, body: Record<string, unknown>): Answer {
  const session = readMerchantSession(ledger, body['merchantSession']);
  if (!session) return errorAnswer(400, 'invalid_merchant_session', 'The merchant session was not issued by the gateway or was altered');
  if (ledger.now() > session.expiresAt)
    return errorAnswer(400, 'merchant_session_expired', 'The merchant session has expired: validate the merchant again');
  const digits = cardDigits(text(body, 'cardNumber') ?? DEFAULT_WALLET_CARD);
  if (!isValidCardNumber(digits)) return errorAnswer(400, 'invalid_cardNumber', CARD_MESSAGES.cardNumber, { field: 'cardNumber' });
  const brand = brandOf(digits);
  if (brand === 'unknown')
    return errorAnswer(400, 'unsupported_network', 'Apple Pay holds Visa, Mastercard, American Express and Discover cards only');

  const sealed: SealedPayment = {
    applicationPrimaryAccountNumber: digits,
    applicationExpirationDate: walletCardExpiry(ledger.now()),
    paymentDataType: '3DSecure',
    paymentData: { onlinePaymentCryptogram: randomBytes(20).toString('base64'), eciIndicator: '7' },
    merchantSessionIdentifier: session.merchantSessionIdentifier,
  };
  const processingKey = ledger.applePay.processingKey.publicKey;
  const ephemeral = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const cipher = createCipheriv(
    'aes-256-gcm',
    tokenKey(ephemeral.privateKey, processingKey, Buffer.from(session.merchantIdentifier, 'hex')),
    ZERO_IV,
  );
  const data = Buffer.concat([cipher.update(JSON.stringify(sealed), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  const header = {
    ephemeralPublicKey: ephemeral.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    publicKeyHash: publicKeyHashOf(processingKey),
    transactionId: randomBytes(32).toString('hex'),
  };
  const signature = ledger.signer.sign({
    kind: 'apple-pay-payment-token',
    digest: tokenDigest(header, data),
    signedAt: String(ledger.now()),
  });
  const network = NETWORKS[brand];
  return {
    status: 200,
    body: {
      paymentData: { version: 'EC_v1', data, signature, header },
      paymentMethod: { displayName: `${network} ${digits.slice(-4)}`, network, type: 'debit' },
      transactionIdentifier: header.transactionId.toUpperCase(),
    },
  };
}

function readPaymentToken(value: unknown): PaymentToken | undefined {
  const token = record(value);
  const paymentData = record(token?.['paymentData']);
  const header = record(paymentData?.['header']);
  const data = text(paymentData, 'data');
  const signature = text(paymentData, 'signature');
  const ephemeralPublicKey = text(header, 'ephemeralPublicKey');
  const publicKeyHash = text(header, 'publicKeyHash');
  const transactionId = text(header, 'transactionId');
  const transactionIdentifier = text(token, 'transactionIdentifier');
  if (
    paymentData?.['version'] !== 'EC_v1' ||
    !data ||
    !signature ||
    !ephemeralPublicKey ||
    !publicKeyHash ||
    !transactionId ||
    !transactionIdentifier
  )
    return undefined;
  // The outer identifier is Apple's copy of the signed one, in upper case.
  if (transactionIdentifier.toLowerCase() !== transactionId.toLowerCase()) return undefined;
  return {
    paymentData: { version: 'EC_v1', data, signature, header: { ephemeralPublicKey, publicKeyHash, transactionId } },
    transactionIdentifier,
  };
}

/** The sealed payment, or undefined when it was not sealed for this gateway's processing key. */
function openSealedData(ledger: Ledger, token: PaymentToken): SealedPayment | undefined {
  const { data, header } = token.paymentData;
  try {
    const ephemeral = createPublicKey({ key: Buffer.from(header.ephemeralPublicKey, 'base64'), format: 'der', type: 'spki' });
    if (ephemeral.asymmetricKeyType !== 'ec' || ephemeral.asymmetricKeyDetails?.namedCurve !== 'prime256v1') return undefined;
    const sealed = Buffer.from(data, 'base64');
    if (sealed.length <= GCM_TAG_BYTES) return undefined;
    const merchantHash = sha256(ledger.settings.applePayMerchantId);
    const decipher = createDecipheriv('aes-256-gcm', tokenKey(ledger.applePay.processingKey.privateKey, ephemeral, merchantHash), ZERO_IV);
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()]).toString('utf8');
    const parsed = record(JSON.parse(plain));
    const pan = text(parsed, 'applicationPrimaryAccountNumber');
    const sessionId = text(parsed, 'merchantSessionIdentifier');
    return pan && sessionId ? (parsed as unknown as SealedPayment) : undefined;
  } catch {
    // A key that is not a P-256 point, a wrong tag or bytes that are not JSON: not sealed by Apple for us.
    return undefined;
  }
}

/**
 * POST /v1/apple-pay/tokens `{ paymentToken }` → `{ token, last4, brand }`, the answer of POST /v1/tokens,
 * for a card token the debit treats as already authenticated (payments.ts).
 */
export function exchangePaymentToken(ledger: Ledger, body: Record<string, unknown>): Answer {
  const invalid = (why: string) => errorAnswer(400, 'invalid_payment_token', why);
  const paymentToken = readPaymentToken(body['paymentToken']);
  if (!paymentToken) return invalid('paymentToken must be an Apple Pay payment token (EC_v1)');
  const { data, signature, header } = paymentToken.paymentData;
  const signed = ledger.signer.open(signature);
  if (signed?.['kind'] !== 'apple-pay-payment-token' || signed['digest'] !== tokenDigest(header, data)) {
    return invalid('The payment token signature does not match its contents');
  }
  if (header.publicKeyHash !== publicKeyHashOf(ledger.applePay.processingKey.publicKey)) {
    return invalid('The payment token was sealed for another payment processing key');
  }
  const transactionId = header.transactionId.toLowerCase();
  if (ledger.applePay.exchanged.has(transactionId))
    return errorAnswer(409, 'token_already_used', 'This Apple Pay payment token was already exchanged');
  const signedAt = Number(signed['signedAt']);
  if (!Number.isFinite(signedAt) || ledger.now() - signedAt > PAYMENT_TOKEN_LIFETIME_MS) {
    return errorAnswer(400, 'payment_token_expired', 'The Apple Pay payment token has expired: authorise the payment again');
  }
  const sealed = openSealedData(ledger, paymentToken);
  if (!sealed || !ledger.applePay.sessions.has(sealed.merchantSessionIdentifier)) return invalid('The payment token could not be opened');
  const digits = cardDigits(sealed.applicationPrimaryAccountNumber);
  if (!isValidCardNumber(digits)) return invalid('The payment token holds no valid card number');

  const token: CardToken = {
    token: randomId('tok', 18),
    last4: digits.slice(-4),
    brand: brandOf(digits),
    // Of the number the sealed data holds: the same card in the wallet and typed in is one card.
    cardFingerprint: cardFingerprint(ledger.settings.secretKey, digits),
    behaviour: behaviourOf(digits),
    expiresAt: ledger.now() + CARD_TOKEN_LIFETIME_MS,
    wallet: 'apple_pay',
  };
  ledger.tokens.set(token.token, token);
  ledger.applePay.exchanged.set(transactionId, token.token);
  return { status: 200, body: { token: token.token, last4: token.last4, brand: token.brand } };
}

/** GET /apple-pay/validate: the stand-in's validation URL, which nothing is meant to fetch. */
export function describeStandInValidationUrl(): Answer {
  return {
    status: 200,
    body: {
      info: 'The sandbox stand-in for Apple Pay merchant validation URLs. The merchant server sends this URL to POST /v1/apple-pay/sessions; nothing else is served here.',
    },
  };
}
