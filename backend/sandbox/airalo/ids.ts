import { randomBytes, randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const NANOID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** The Luhn check digit that completes `payload` (ITU-T E.118, as backend/src/plugins/esim-delivery/iccid.ts). */
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

/** 19 digits like Airalo's (`8944465400003573253`): 89 telecom, 44 its issuer's country, a Luhn check digit last. */
export function newIccid(): string {
  const payload = '894446' + Array.from({ length: 12 }, () => String(randomInt(10))).join('');
  return payload + String(luhnCheckDigit(payload));
}

/** Four groups of five, like the matching ids of Airalo's production profiles (`YVTGM-5LZC6-PIC56-KFEZJ`). */
export function newMatchingId(): string {
  const group = () => Array.from({ length: 5 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

/** A 25-character nanoid, as Airalo's async `request_id` (`3NhR3gKmqCWK7IWppurpDX3Cg`). */
export function newRequestId(): string {
  return Array.from({ length: 25 }, () => NANOID_ALPHABET[randomInt(NANOID_ALPHABET.length)]).join('');
}

export function newAccessToken(): string {
  return randomBytes(48).toString('base64url');
}
