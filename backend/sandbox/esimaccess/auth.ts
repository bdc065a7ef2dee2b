import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import { sameSecret } from '../server-kit/http';
import { fail, type Answer } from './envelope';
import type { SandboxState } from './state';

/** How far RT-Timestamp may be from the simulator's clock ([SILENT] in the docs). */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** hex(HMAC-SHA256(secretKey, timestamp + requestId + accessCode + body)) (docs › HMAC Signature). */
export function signatureOf(secretKey: string, timestamp: string, requestId: string, accessCode: string, body: string): string {
  return createHmac('sha256', secretKey)
    .update(timestamp + requestId + accessCode + body)
    .digest('hex');
}

/**
 * The refusal of a request without the right access code, or (when a secret key is configured)
 * without a valid signature; undefined when it may pass. The docs say nothing about an unknown
 * access code: 000102 is the nearest.
 */
export function authenticationFailure(state: SandboxState, request: IncomingMessage, body: string): Answer | undefined {
  const accessCode = header(request, 'rt-accesscode');
  if (accessCode === undefined) return fail('headerMissing');
  if (!sameSecret(accessCode, state.settings.accessCode)) return fail('headerWrong');
  const secretKey = state.settings.secretKey;
  if (secretKey === undefined) return undefined;
  const timestamp = header(request, 'rt-timestamp');
  const requestId = header(request, 'rt-requestid');
  const signature = header(request, 'rt-signature');
  if (timestamp === undefined || requestId === undefined || signature === undefined) return fail('headerMissing');
  if (!/^\d{10,13}$/.test(timestamp)) return fail('headerWrong');
  // The docs say milliseconds but their example has 10 digits (seconds): both are read.
  const sentAt = timestamp.length === 13 ? Number(timestamp) : Number(timestamp) * 1000;
  if (Math.abs(state.now() - sentAt) > MAX_CLOCK_SKEW_MS) return fail('timestampExpired');
  const expected = Buffer.from(signatureOf(secretKey, timestamp, requestId, accessCode, body), 'utf8');
  // The docs' example is upper case, their code comment says lower case: either is accepted.
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return fail('signatureMismatch');
  return undefined;
}
