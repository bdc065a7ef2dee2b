import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

import { isShopLocale, type ShopLocale } from '@shop/api/locale';

import { catalogHref } from '../lib/i18n/catalog';
import type { Messages } from '../lib/i18n/intl';
import { preferredEncoding } from '../../server/negotiation.mjs';
import type { PageEncoding } from '../lib/http/page-compression.server';
import { loadMessages } from './catalogs.server';

/** One language's catalog as the browser downloads it (`lib/i18n/catalog.ts`). */
interface CatalogAsset {
  href: string;
  /** The hash of its content, part of `href`. */
  hash: string;
  messages: Messages;
  /** The body as sent: JSON, then compressed once each way (it never changes while the server runs). */
  bodies: Record<PageEncoding | 'identity', Uint8Array<ArrayBuffer>>;
}

const assets = new WeakMap<Messages, CatalogAsset>();

function assetOf(locale: ShopLocale, messages: Messages): CatalogAsset {
  const json = Buffer.from(JSON.stringify(messages));
  // 12 base64url characters (72 bits): a new name whenever a text changes.
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12);
  return {
    href: catalogHref(locale, hash),
    hash,
    messages,
    bodies: {
      // Copies on plain ArrayBuffers, as a Response body takes them (a Buffer may share a pool).
      identity: new Uint8Array(json),
      gzip: new Uint8Array(zlib.gzipSync(json, { level: 9 })),
      br: new Uint8Array(zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })),
    },
  };
}

/** The catalog of `locale` with its content-hashed address, built once per compiled catalog. */
export async function catalogAsset(locale: ShopLocale): Promise<CatalogAsset> {
  const messages = await loadMessages(locale);
  let asset = assets.get(messages);
  if (!asset) {
    asset = assetOf(locale, messages);
    assets.set(messages, asset);
  }
  return asset;
}

const CATALOG_FILE = /^([a-z]{2})\.([\w-]{12})\.json$/;

/** Named after its content: browsers and caches keep it for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The answer to `/i18n/<file>`. A hash that is not the current one (a page rendered by an older
 * build, kept by a cache) gets today's catalog, revalidated on each use rather than kept under a
 * name it does not match; anything else is a 404.
 */
export async function catalogResponse(file: string, acceptEncoding: string | null): Promise<Response> {
  const [, locale, hash] = CATALOG_FILE.exec(file) ?? [];
  if (!isShopLocale(locale)) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  }
  const asset = await catalogAsset(locale);
  const encoding = preferredEncoding(acceptEncoding);
  const headers = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': hash === asset.hash ? IMMUTABLE : 'public, no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(asset.bodies[encoding ?? 'identity'], { headers });
}
