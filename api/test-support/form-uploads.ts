import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, inject } from 'vitest';

import type { ShopClient, ShopClientOptions } from '../client';
import { ShopError } from '../errors';
import { getContactConfiguration } from '../operations/contact';
import { realShopClient } from './clients';

/*
 * What the contact and review forms' integration tests share: a client calling from its own
 * address (X-Forwarded-For, as the storefront's proxy sets it, so the per-address rate limit of
 * one test does not touch the others), the staff mails of the shop's inbox, a refusal's fields,
 * the files they upload and the staff's login.
 */

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export function clientAt(ip = randomIp(), options: Partial<ShopClientOptions> = {}): ShopClient {
  const viaProxy: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('x-forwarded-for', ip);
    return fetch(request);
  };
  return realShopClient({ ...options, fetch: viaProxy });
}

export const backendOrigin = () => new URL(inject('shopApiUrl')).origin;

function mailboxDir(): string {
  const dir = inject('mailboxDir');
  if (!dir) throw new Error('The integration setup named no mailbox (MAILBOX_DIR)');
  return dir;
}

let inbox: Promise<string> | undefined;

/** The shop's inbox: the one `npm test` names, else the contact configuration's. */
function shopInbox(): Promise<string> {
  inbox ??= (async () => process.env['SHOP_INBOX'] ?? (await getContactConfiguration(realShopClient()))?.email ?? '')();
  return inbox;
}

/** The staff mail to the shop's inbox whose text holds `token` (each test writes its own). */
export async function staffMail(token: string): Promise<ParsedMail> {
  const address = await shopInbox();
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(mailboxDir()).catch(() => [] as string[])).filter(
          (name) => name.includes(`_${address}_`) && name.endsWith('.eml'),
        );
        for (const name of names) {
          const raw = await readFile(path.join(mailboxDir(), name), 'utf8');
          if (!raw.includes(token) && !raw.replace(/=\r?\n/g, '').includes(token)) continue;
          found = await simpleParser(raw);
          return true;
        }
        return false;
      },
      { timeout: 10_000, interval: 150 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** A form's refusal as the fields a test compares: status, code, message and field messages. */
export async function formRefusal(
  call: Promise<unknown>,
): Promise<{ status: number; code: string | undefined; message: string; fields: Record<string, string> | undefined }> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopError) || error.detail.kind !== 'http') throw new Error(`expected an http ShopError, got ${String(error)}`);
  return { status: error.status, code: error.detail.code, message: error.message, fields: error.detail.fields };
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
export const file = (bytes: Uint8Array, name: string, type = '') => new File([new Uint8Array(bytes)], name, { type });
export const SCRIPT = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A few hundred bytes of PNG declaring 20,000 × 20,000 pixels (1.2 GB once decoded). */
export function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A superadmin's Admin API token and the dashboard's session cookies of the same login. */
export async function adminLogin(): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${backendOrigin()}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
      variables: { u: process.env['SUPERADMIN_USERNAME'] ?? 'superadmin', p: process.env['SUPERADMIN_PASSWORD'] ?? 'superadmin' },
    }),
  });
  const token = response.headers.get('vendure-auth-token');
  if (!token) throw new Error('no admin token');
  // The dashboard's session: the cookies the same login set (name=value of each).
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { token, cookie };
}
