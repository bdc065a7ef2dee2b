import { expect, test } from '@playwright/test';

import { waitForHydration } from './support/page-health';

test('the locale panel switches every price to US dollars and remembers it', async ({ page, context }) => {
  await page.goto('/en/esim-japan.html');
  await waitForHydration(page);
  await expect(page.locator('[data-slot="variant-picker-price"]')).toContainText('€');
  await page.getByRole('button', { name: /Language and currency: English, Euro/ }).click();
  const panel = page.getByRole('dialog', { name: 'Choose your language' });
  await panel.getByRole('radio', { name: 'US dollar ($)' }).check();
  await expect(page.locator('[data-slot="variant-picker-price"]')).toContainText('$');
  await expect(page).toHaveURL(/\/en\/esim-japan\.html$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'currency')?.value).toBe('USD');

  await page.goto('/en');
  await expect(page.getByRole('tabpanel').getByText(/\$/).first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/€/)).toHaveCount(0);

  // Back to euros from the home page: the listing follows without a reload.
  await waitForHydration(page);
  await page.getByRole('button', { name: /Language and currency: English, US dollar/ }).click();
  await page.getByRole('dialog', { name: 'Choose your language' }).getByRole('radio', { name: 'Euro (€)' }).check();
  await expect(page.getByRole('tabpanel').getByText(/€/).first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/\$/)).toHaveCount(0);
});

test('the currency form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.request.post('/fr/currency', {
    form: { currency: 'USD', returnTo: '/fr/esim-france.html' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/fr/esim-france.html');
  expect(response.headers()['set-cookie']).toContain('currency=USD');
  const offsite = await page.request.post('/fr/currency', { form: { currency: 'USD', returnTo: '//evil.example/' }, maxRedirects: 0 });
  expect(offsite.headers()['location']).toBe('/fr');
  // Browsers drop a tab or a newline inside a URL: `/<TAB>/evil.example` would lead to //evil.example.
  for (const returnTo of [
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\v/evil.example',
    '/\\evil.example',
    '/.//evil.example',
    'https://evil.example/',
  ]) {
    const sneaky = await page.request.post('/fr/currency', { form: { currency: 'USD', returnTo }, maxRedirects: 0 });
    expect(sneaky.status(), JSON.stringify(returnTo)).toBe(302);
    expect(sneaky.headers()['location'], JSON.stringify(returnTo)).toBe('/fr');
  }
  const bad = await page.request.post('/fr/currency', { form: { currency: 'GBP' }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  await context.close();
});
