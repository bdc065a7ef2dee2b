import { expect, test } from '@playwright/test';

const notFoundPaths = [
  '/xx',
  '/xx/Home',
  '/en/no-such-page',
  '/en/some/deep/path',
  '/en/esim-atlantis.html',
  '/en/esim-france.html?data=%3Cscript%3E',
  '/en/esim-france.html?data=999gb',
  '/en/esim-france.html?duration=1d&duration=2d',
  '/en/esim-.html',
];

for (const path of notFoundPaths) {
  test(`${path} answers the 404 page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText("We are sorry that we can't find the page, please go back or try again")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', /\/en$/);
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/at .*\.(js|ts):\d+/);
  });
}

test('the 404 page speaks the language of its URL', async ({ page }) => {
  const response = await page.goto('/ja/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ホームに戻る' })).toHaveAttribute('href', '/ja');
});
