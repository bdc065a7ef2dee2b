import { expect, test } from '@playwright/test';

test('robots.txt points crawlers at the sitemap index, which lists one sitemap per locale', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await (await request.get('/sitemap.xml')).text();
  for (const locale of ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'tw']) expect(index).toContain(`${baseURL}/sitemaps/${locale}.xml`);

  const spanish = await request.get('/sitemaps/es.xml');
  expect(spanish.headers()['cache-control']).toContain('stale-while-revalidate');
  const body = await spanish.text();
  expect(body).toContain(`<loc>${baseURL}/es</loc>`);
  expect(body).toContain(`<loc>${baseURL}/es/esim-francia.html</loc>`);
  expect(body).toContain(`<loc>${baseURL}/es/Offers</loc>`);
  expect(body).toContain(`<loc>${baseURL}/es/c/europa</loc>`);
  expect(body.match(/<url>/g)?.length).toBeGreaterThan(250);
  expect((await request.get('/sitemaps/xx.xml')).status()).toBe(404);
});

test('a product page describes itself to search engines and social previews', async ({ page, baseURL }) => {
  await page.goto('/en/esim-france.html');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Best eSIM for France: Data Plan France eSIM');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/en/esim-france.html`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/en/esim-france.html`);

  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(structured['@type']).toBe('Product');
  expect(structured.name).toBe('France eSIM');
  const radios = await page.getByRole('group', { name: 'Data' }).getByRole('radio').count();
  expect(structured.offers.length).toBeGreaterThanOrEqual(radios);
  for (const offer of structured.offers) {
    expect(offer.priceCurrency).toBe('EUR');
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(offer.availability).toBe('https://schema.org/InStock');
  }
});

for (const path of ['/en', '/en/Offers', '/en/c/europe']) {
  test(`${path} has its own Open Graph preview`, async ({ page, baseURL }) => {
    await page.goto(path);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  });
}
