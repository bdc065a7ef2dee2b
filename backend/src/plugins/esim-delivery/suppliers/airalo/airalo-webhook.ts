import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

import { EsimSupplierError, type SupplierNotice, type SupplierWebhook } from '../../esim-supplier';
import { asyncOrderWebhook, creditLimitWebhook, lowDataWebhook } from './airalo-schemas';

/** Far larger than an order of 50 eSIMs with its HTML texts; a bigger body is not read. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;
const SIGNATURE_HEADER = 'airalo-signature';

function headerOf(webhook: SupplierWebhook, name: string): string | undefined {
  const value = webhook.headers[name] ?? webhook.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The byte strings Airalo may have signed (docs/suppliers/airalo.md §8): the body as received,
 * then re-encoded as JS does, with `/` escaped as PHP's json_encode does (what the official SDK
 * checks), and with non-ASCII escaped too (PHP's default).
 */
function signedCandidates(raw: Buffer, parsed: unknown): Buffer[] {
  const candidates = [raw];
  if (parsed === undefined) return candidates;
  const compact = JSON.stringify(parsed);
  const slashes = compact.replace(/\//g, '\\/');
  const unicode = slashes.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  for (const text of [compact, slashes, unicode]) candidates.push(Buffer.from(text, 'utf8'));
  return candidates;
}

/** True when `signature` (hex) is the HMAC-SHA512 of one of the candidates, compared in constant time. */
function hasAiraloSignature(raw: Buffer, parsed: unknown, signature: string | undefined, clientSecret: string): boolean {
  if (!signature || !/^[0-9a-fA-F]{128}$/.test(signature.trim())) return false;
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  let matched = false;
  for (const candidate of signedCandidates(raw, parsed)) {
    const expected = createHmac('sha512', clientSecret).update(candidate).digest();
    // Every candidate is compared, matched or not: the time taken says nothing about which one.
    if (timingSafeEqual(expected, given)) matched = true;
  }
  return matched;
}

function parse(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const fingerprint = (raw: Buffer) => createHash('sha256').update(raw).digest('hex').slice(0, 32);

/**
 * Reads one of Airalo's three webhooks. Airalo's bodies carry no type and no timestamp: the type
 * is told by shape, and replays are the shop's to drop, by `noticeId` (the request id of an async
 * order, a digest of the body otherwise). `referenceOf` turns an order description back into the
 * shop's reference.
 */
export function readAiraloWebhook(
  webhook: SupplierWebhook,
  clientSecret: string,
  referenceOf: (description: string | null | undefined) => string | undefined,
): SupplierNotice {
  if (webhook.rawBody.length > MAX_WEBHOOK_BYTES) throw new EsimSupplierError('rejected', 'Airalo webhook larger than 1 MiB');
  const parsed = parse(webhook.rawBody);
  if (!hasAiraloSignature(webhook.rawBody, parsed, headerOf(webhook, SIGNATURE_HEADER), clientSecret)) {
    throw new EsimSupplierError('rejected', 'Airalo webhook without a valid airalo-signature');
  }
  if (parsed === undefined || typeof parsed !== 'object' || parsed === null) return { kind: 'ignored', reason: 'not a JSON object' };
  const asyncOrder = asyncOrderWebhook.safeParse(parsed);
  const requestId = asyncOrder.success ? (asyncOrder.data.data?.request_id ?? asyncOrder.data.request_id) : undefined;
  if (asyncOrder.success && requestId) {
    const reference = referenceOf(asyncOrder.data.data?.description);
    return {
      kind: 'order-changed',
      // The ref `order` answered `pending` with: the shop finds the line by it.
      supplierOrderRef: requestId,
      ...(reference ? { reference } : {}),
      noticeId: `airalo:async-order:${requestId}`,
    };
  }
  if (creditLimitWebhook.safeParse(parsed).success)
    return { kind: 'low-balance', noticeId: `airalo:credit-limit:${fingerprint(webhook.rawBody)}` };
  if (lowDataWebhook.safeParse(parsed).success) return { kind: 'ignored', reason: 'low-data notification' };
  return { kind: 'ignored', reason: 'not an Airalo webhook the shop acts on' };
}
