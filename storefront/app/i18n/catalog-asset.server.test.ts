import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { SHOP_LOCALES } from '@shop/api/locale';

import { catalogAsset, catalogResponse } from './catalog-asset.server';
import { loadMessages } from './catalogs.server';

/* Issue 17: the page texts are a static asset per language, named after their content (lib/i18n/catalog.ts). */
describe('the catalog asset', () => {
  it('gives each language its own content-hashed address, the same for the same texts', async () => {
    const hrefs = await Promise.all(SHOP_LOCALES.map(async (locale) => (await catalogAsset(locale)).href));
    expect(new Set(hrefs).size).toBe(SHOP_LOCALES.length);
    for (const [index, locale] of SHOP_LOCALES.entries()) expect(hrefs[index]).toMatch(new RegExp(`^/i18n/${locale}\\.[\\w-]{12}\\.json$`));
    expect((await catalogAsset('fr')).href).toBe(hrefs[1]);
  });

  it('answers its current address as immutable JSON, compressed as the client takes it', async () => {
    const asset = await catalogAsset('ja');
    const file = asset.href.slice('/i18n/'.length);
    const messages = await loadMessages('ja');

    const plain = await catalogResponse(file, null);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(messages);

    const brotli = await catalogResponse(file, 'gzip, deflate, br');
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString())).toEqual(messages);

    const gzip = await catalogResponse(file, 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(messages);
  });

  it("answers another build's address with today's texts, revalidated on each use", async () => {
    const response = await catalogResponse('de.AAAAAAAAAAAA.json', null);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, no-cache');
    expect(await response.json()).toEqual(await loadMessages('de'));
  });

  it.each([
    'xx.AAAAAAAAAAAA.json',
    'en.json',
    'en.AAAAAAAAAAAA.js',
    '../en.AAAAAAAAAAAA.json',
    'en.AAAAAAAAAAAA.json/x',
    'EN.AAAAAAAAAAAA.json',
  ])('answers %s with 404', async (file) => {
    expect((await catalogResponse(file, 'br')).status).toBe(404);
  });
});
