import { createHash, randomBytes, randomInt } from 'node:crypto';

const UPPER_ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** PayPal's order and capture ids look like `5O190127TN364715T`: 17 upper-case letters and digits. */
export function paypalId(length = 17): string {
  let id = '';
  for (let index = 0; index < length; index += 1) id += UPPER_ALNUM[randomInt(UPPER_ALNUM.length)];
  return id;
}

/** A payer id is 13 such characters and stays the same for one buyer account. */
export function payerIdFor(email: string): string {
  const digest = createHash('sha256').update(email).digest();
  let id = '';
  for (let index = 0; index < 13; index += 1) id += UPPER_ALNUM[(digest[index] ?? 0) % UPPER_ALNUM.length];
  return id;
}

export function opaqueToken(prefix: string, bytes = 32): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

export function debugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}
