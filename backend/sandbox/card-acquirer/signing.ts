import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The 3-D Secure results (cres, paRes) the challenge page hands to the browser are signed by the
 * "ACS" with a key only the sandbox holds: the shop's backend passes them back for verification
 * and the sandbox rejects any value it did not sign, so a browser cannot forge an approval.
 */

export function randomId(prefix: string, bytes = 16): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

export interface Signer {
  sign(payload: Record<string, string>): string;
  /** The payload when the signature is the sandbox's own, otherwise undefined. */
  open(value: string): Record<string, string> | undefined;
}

export function createSigner(key: Buffer = randomBytes(32)): Signer {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(payload) {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    open(value) {
      const [body, signature, extra] = value.split('.');
      if (!body || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
        const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
        return Object.fromEntries(entries);
      } catch {
        return undefined;
      }
    },
  };
}
