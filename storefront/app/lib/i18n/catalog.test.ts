import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { catalogMessages, keepPageTexts, loadCatalog, subscribeToCatalogs } from './catalog';
import { createShopIntl, type Messages } from './intl';

/*
 * A page a shared cache keeps brings the texts it shows; the browser hydrates with them and adds
 * the rest of the language's when the catalog's file comes (entry.client.tsx). Served here by a
 * real HTTP server, as the shop serves `/i18n/<locale>.<hash>.json`.
 */
const WHOLE: Messages = {
  'page.title': 'Travel eSIMs',
  'panel.title': 'Menu',
  'panel.close': 'Close',
};

let server: Server;
let origin = '';
let answered = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    answered += 1;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(WHOLE));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An address of its own per test: the kept catalogs live for the module's life. */
let files = 0;
const catalogAddress = () => `${origin}/i18n/en.test${(files += 1)}.json`;

describe("a page's texts, then the language's", () => {
  it('format at once, and the Intl object made from them formats the rest once the file came, with nothing rendered again', async () => {
    const href = catalogAddress();
    keepPageTexts(href, { 'page.title': 'Travel eSIMs' });
    const pageTexts = catalogMessages(href);
    const intl = createShopIntl('en', pageTexts);
    expect(intl.formatMessage({ id: 'page.title' })).toBe('Travel eSIMs');
    let renders = 0;
    const unsubscribe = subscribeToCatalogs(() => (renders += 1));
    const before = answered;
    await loadCatalog(href);
    unsubscribe();
    expect(answered).toBe(before + 1);
    expect(intl.formatMessage({ id: 'panel.title' })).toBe('Menu');
    // The same object, completed in place: React has nothing new to render.
    expect(catalogMessages(href)).toBe(pageTexts);
    expect(pageTexts).toEqual(WHOLE);
    expect(renders).toBe(0);
    // Whole now: asked again, it is not fetched again.
    await loadCatalog(href);
    expect(answered).toBe(before + 1);
  });

  it('render again, with a fuller copy, when a text was asked for before the file came', async () => {
    const href = catalogAddress();
    keepPageTexts(href, { 'page.title': 'Travel eSIMs' });
    const pageTexts = catalogMessages(href);
    // A panel opened before the file came: react-intl shows the id meanwhile.
    expect(createShopIntl('en', pageTexts).formatMessage({ id: 'panel.close' })).toBe('panel.close');
    let renders = 0;
    const unsubscribe = subscribeToCatalogs(() => (renders += 1));
    await loadCatalog(href);
    unsubscribe();
    expect(renders).toBe(1);
    const whole = catalogMessages(href);
    expect(whole).not.toBe(pageTexts);
    expect(createShopIntl('en', whole).formatMessage({ id: 'panel.close' })).toBe('Close');
    expect(createShopIntl('en', whole).formatMessage({ id: 'page.title' })).toBe('Travel eSIMs');
  });

  it("render again only for the catalog a text was missed from, not for another page's", async () => {
    const missedFrom = catalogAddress();
    const completed = catalogAddress();
    keepPageTexts(missedFrom, { 'page.title': 'Travel eSIMs' });
    keepPageTexts(completed, { 'page.title': 'Travel eSIMs' });
    createShopIntl('en', catalogMessages(missedFrom)).formatMessage({ id: 'panel.close' });
    const pageTexts = catalogMessages(completed);
    let renders = 0;
    const unsubscribe = subscribeToCatalogs(() => (renders += 1));
    await loadCatalog(completed);
    expect(renders).toBe(0);
    expect(catalogMessages(completed)).toBe(pageTexts);
    await loadCatalog(missedFrom);
    unsubscribe();
    expect(renders).toBe(1);
  });

  it('are not replaced by the texts a page brings once the whole catalog is at hand', async () => {
    const href = catalogAddress();
    await loadCatalog(href);
    keepPageTexts(href, { 'page.title': 'Another page' });
    expect(catalogMessages(href)).toEqual(WHOLE);
  });
});
