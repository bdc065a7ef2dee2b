import http from 'node:http';

import { expect, test } from '@playwright/test';

/*
 * Issue 30 point 9: the Host header is the client's to choose. A malformed one is a bad request
 * (400, not a 500 with a stack in the log), and a well-formed stranger changes no absolute URL the
 * shop writes: canonical and Open Graph links, robots.txt and the sitemaps name the configured
 * public origin (STOREFRONT_ORIGIN), so no cached page or crawler ever learns another host. Every
 * answer carries the security headers, redirects included.
 */

const shopUrl = () => new URL(process.env['SHOP_URL'] ?? 'http://127.0.0.1:3000');

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with the Host header as given (fetch and Playwright set their own). */
function rawGet(path: string, host: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const shop = shopUrl();
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: shop.hostname,
      port: shop.port,
      path,
      method: 'GET',
      setHost: false,
      headers: { Host: host, 'accept-encoding': 'identity', ...headers },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

function expectSecurityHeaders(answer: RawAnswer, what: string) {
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

test('a Host header that is no host is a bad request, answered with the security headers', async () => {
  for (const host of ['bad host', 'shop.example.com/evil', 'user@shop.example.com', '<script>']) {
    for (const path of ['/en', '/robots.txt', '/shop-api']) {
      const answer = await rawGet(path, host);
      expect(answer.status, `${host} ${path}`).toBe(400);
      expectSecurityHeaders(answer, `${host} ${path}`);
    }
  }
  // The shop goes on answering.
  expect((await rawGet('/en', shopUrl().host)).status).toBe(200);
});

test('a stranger’s Host changes no absolute URL: canonical, Open Graph, robots.txt and sitemaps name the shop’s origin', async () => {
  const origin = shopUrl().origin;
  const stranger = 'attacker.example';
  const page = await rawGet('/en/esim-france.html', stranger);
  expect(page.status).toBe(200);
  expect(/<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1]).toBe(`${origin}/en/esim-france.html`);
  expect(/<meta property="og:url" content="([^"]+)"/.exec(page.body)?.[1]).toBe(`${origin}/en/esim-france.html`);
  // Nor the alternates, the Open Graph image or the structured data.
  expect(page.body.includes(stranger), 'the stranger’s host is named nowhere in the page').toBe(false);
  const robots = await rawGet('/robots.txt', stranger);
  expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots.body).not.toContain(stranger);
  const index = await rawGet('/sitemap.xml', stranger);
  expect(index.body).toContain(`<loc>${origin}/sitemaps/en.xml</loc>`);
  expect(index.body).not.toContain(stranger);
  const sitemap = await rawGet('/sitemaps/en.xml', stranger);
  expect(sitemap.body).toContain(`<loc>${origin}/en/esim-france.html</loc>`);
  expect(sitemap.body).not.toContain(stranger);
});

test('redirects carry the security headers: a loader’s 302 and 301', async () => {
  const host = shopUrl().host;
  // GET /en/currency goes back to the home page (a loader's `redirect`).
  const found = await rawGet('/en/currency', host);
  expect(found.status).toBe(302);
  expect(found.headers.location).toBe('/en');
  expectSecurityHeaders(found, '302');
  // The `/Product?id=` alias moves to the product's canonical address.
  const moved = await rawGet('/en/Product?id=france', host);
  expect(moved.status).toBe(301);
  expect(moved.headers.location).toBe('/en/esim-france.html');
  expectSecurityHeaders(moved, '301');
  // What no handler knows: a static file missing is the not-found page; a proxied call the backend's answer.
  expectSecurityHeaders(await rawGet('/assets/no-such-file.js', host), 'missing asset');
  expectSecurityHeaders(await rawGet('/shop-api?query=%7B__typename%7D', host), 'proxied call');
});
