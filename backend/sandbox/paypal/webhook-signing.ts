import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { crc32 } from 'node:zlib';

import type { SandboxState } from './state';

/*
 * PayPal signs each webhook POST with its private key (RSA, SHA-256: PAYPAL-AUTH-ALGO
 * `SHA256withRSA`) over `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the body>`,
 * the CRC32 written as an unsigned decimal; PAYPAL-CERT-URL names the certificate holding the
 * public key. The simulator does the same with a key pair of its own, made on first use, and
 * serves its public key at its certificate URL (a PEM public key: PayPal's is an X.509 chain).
 */

export const AUTH_ALGO = 'SHA256withRSA';

interface SigningKey {
  privateKey: KeyObject;
  publicKeyPem: string;
  /** The last part of the certificate URL: changes with the key, as PayPal's does with its certificate. */
  certId: string;
}

const keys = new WeakMap<SandboxState, SigningKey>();

function signingKey(state: SandboxState): SigningKey {
  let key = keys.get(state);
  if (!key) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    key = {
      privateKey: pair.privateKey,
      publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      certId: `CERT-SANDBOX-${randomBytes(6).toString('hex').toUpperCase()}`,
    };
    keys.set(state, key);
  }
  return key;
}

export function certUrlOf(state: SandboxState): string {
  return `${state.settings.publicUrl}/v1/notifications/certs/${signingKey(state).certId}`;
}

export function publicKeyOf(state: SandboxState, certId: string): string | undefined {
  const key = signingKey(state);
  return certId === key.certId ? key.publicKeyPem : undefined;
}

/** What PayPal signs: the body enters only through its CRC32, so the body must be the exact bytes sent. */
export function signedMessage(transmissionId: string, transmissionTime: string, webhookId: string, body: string): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;
}

export function sign(state: SandboxState, message: string): string {
  return createSign('sha256').update(message).sign(signingKey(state).privateKey, 'base64');
}

/** Whether `signature` (base64) is this simulator's signature of `message`; never throws. */
export function verifySignature(state: SandboxState, message: string, signature: string): boolean {
  try {
    return createVerify('sha256').update(message).verify(signingKey(state).publicKeyPem, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
