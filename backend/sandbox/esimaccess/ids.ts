import { randomBytes, randomInt } from 'node:crypto';

/*
 * Identifiers in eSIM Access's formats (docs › Query All Allocated Profiles examples): order
 * numbers `B` + 14 digits, esimTranNo 14 digits, 32-hex matching ids, ICCIDs of 20 digits with a
 * valid Luhn check digit (ITU-T E.118) so the shop's checks accept them.
 */

// 89 = telecom, 852 = Hong Kong (as the docs' examples), 99 = this simulator's "issuer".
const ICCID_PREFIX = '8985299';
const ICCID_LENGTH = 20;

function digits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let index = 0; index < payload.length; index += 1) {
    let digit = Number(payload[payload.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function newIccid(): string {
  const payload = ICCID_PREFIX + digits(ICCID_LENGTH - 1 - ICCID_PREFIX.length);
  return payload + String(luhnCheckDigit(payload));
}

/** `yyMMddHHmm` of now, UTC: the first digits of eSIM Access's numbers. */
function stamp(now: number): string {
  return new Date(now).toISOString().replace(/\D/g, '').slice(2, 12);
}

export function newOrderNo(now: number, sequence: number): string {
  return `B${stamp(now)}${String(sequence % 10_000).padStart(4, '0')}`;
}

export function newEsimTranNo(now: number, sequence: number): string {
  return `${stamp(now)}${String(sequence % 10_000).padStart(4, '0')}`;
}

export function newMatchingId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function newNotifyId(): string {
  return randomBytes(16).toString('hex');
}

export function newDigits(count: number): string {
  return digits(count);
}

/** `2024-05-29T18:34:17+0000`, as esim/query writes times. */
export function apiTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/** `2026-04-22T17:16:34Z`, as webhooks write times. */
export function webhookTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
