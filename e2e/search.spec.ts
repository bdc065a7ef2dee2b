import { expect, test, type Page } from '@playwright/test';

import { waitForHydration, watchPageHealth } from './support/page-health';

/** The search bar's own live region (the page has others, e.g. the offline banner's). */
const searchStatus = (page: Page) => page.locator('[data-slot="search-bar-status"]');

test('the header search suggests destinations from the 3rd letter and opens the chosen one with the keyboard', async ({ page }) => {
  const health = watchPageHealth(page);
  const suggestionRequests: string[] = [];
  // The cart also talks to the Shop API from the browser; only the answers with suggestions count here.
  page.on('response', async (response) => {
    if (!response.url().includes('/shop-api')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('destinationSuggestions')) suggestionRequests.push(response.url());
  });
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).click();
  const input = page.getByRole('combobox', { name: 'Search destinations' });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', 'Where do you need internet?');

  await input.pressSequentially('fr');
  await expect(searchStatus(page)).toHaveText('Type at least 3 letters');
  await page.waitForTimeout(500);
  expect(suggestionRequests).toEqual([]);

  await input.pressSequentially('a');
  const option = page.getByRole('option', { name: /France eSIM/ });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute('href', '/en/esim-france.html');
  await expect.poll(() => suggestionRequests.length).toBe(1);

  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/en\/esim-france\.html$/);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  expect(health.problems).toEqual([]);
});

test('the search says when nothing matches, and Escape closes it', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).click();
  const input = page.getByRole('combobox', { name: 'Search destinations' });
  await input.fill('atlantis');
  await expect(searchStatus(page)).toHaveText('No result for “atlantis”');
  await input.fill('<script>alert(1)</script>'.repeat(40));
  await expect(searchStatus(page)).toHaveText(/No result for/);
  await input.press('Escape');
  await input.press('Escape');
  await expect(page.getByRole('combobox')).toHaveCount(0);
});

const forgiving = [
  { locale: 'es', term: 'espana', expected: 'España eSIM' },
  { locale: 'ja', term: 'germany', expected: 'ドイツ eSIM' },
  { locale: 'en', term: 'usa', expected: 'United States eSIM' },
  { locale: 'fr', term: 'zeal', expected: 'Nouvelle-Zélande eSIM' },
  // Two Han or kana characters are a whole country name: enough to search (README "Search").
  { locale: 'ja', term: '日本', expected: '日本 eSIM' },
  { locale: 'ja', term: 'タイ', expected: 'タイ eSIM' },
  { locale: 'tw', term: '台灣', expected: '台灣 eSIM' },
];

for (const { locale, term, expected } of forgiving) {
  test(`search forgives what travellers type: “${term}” on /${locale} finds ${expected}`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await waitForHydration(page);
    await page.locator('[data-slot="site-header-search"], header button[aria-controls="site-search"]').first().click();
    await page.getByRole('combobox').fill(term);
    await expect(page.getByRole('option').first()).toHaveText(new RegExp(expected));
  });
}
