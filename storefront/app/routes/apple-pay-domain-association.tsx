import { readFile } from 'node:fs/promises';

import { shopConfig } from '../config.server';

/** Apple fetches it once per verification: kept after the first read, and never larger than Apple's own files. */
const MAX_FILE_BYTES = 64 * 1024;
let cached: Promise<Buffer | undefined> | undefined;

async function associationFile(path: string): Promise<Buffer | undefined> {
  const content = await readFile(path);
  return content.byteLength > 0 && content.byteLength <= MAX_FILE_BYTES ? content : undefined;
}

/**
 * `/.well-known/apple-developer-merchantid-domain-association` (issue 33): the file Apple reads to
 * verify the shop's domain for Apple Pay, as the card provider gives it (Stripe's dashboard ›
 * Settings › Payment methods › Apple Pay › Add new domain), from APPLE_PAY_DOMAIN_ASSOCIATION_FILE.
 * Without the setting (or with a file that cannot be read) the address does not exist.
 */
export async function loader() {
  const path = shopConfig().applePayDomainAssociationFile;
  if (!path) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  cached ??= associationFile(path).catch(() => undefined);
  const content = await cached;
  if (!content) {
    cached = undefined;
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(new Uint8Array(content), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
