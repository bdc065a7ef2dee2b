import { expect, test, type Page } from '@playwright/test';

import { adminApi } from './support/admin-api';
import { dashboardAt, newStaffMember, setDashboardLanguage } from './support/dashboard';

/*
 * The content's staff screens (backend/src/plugins/content/dashboard/): each kind of content is a
 * list and a detail page of Vendure's dashboard kit. A blog tag is added from its list, opened
 * again from the list, renamed and saved; what the Admin API answers afterwards is what was typed.
 * In French the same screens read from the plugin's catalog (dashboard/i18n/fr.po).
 */

interface AdminBlogTag {
  id: string;
  name: string;
  translations: Array<{ languageCode: string; name: string }>;
}

async function blogTag(key: string): Promise<AdminBlogTag | undefined> {
  const { blogTags } = await adminApi<{ blogTags: { items: AdminBlogTag[] } }>(
    'query ($key: String!) { blogTags(options: { filter: { key: { eq: $key } } }) { items { id name translations { languageCode name } } } }',
    { key },
  );
  return blogTags.items[0];
}

/** A text of the content language (the dashboard's translatable fields name their group, not their input). */
const translated = (page: Page, label: string) =>
  page
    .getByRole('group')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('textbox');

test('staff add a blog tag from its list, open it from the list again, rename it and save', async ({ browser }) => {
  const key = `journey-${Date.now()}`;
  const { context, page } = await dashboardAt(browser, '/shop-blog-tags', await newStaffMember());
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Blog tags' })).toBeVisible();
    await page.getByRole('button', { name: 'New blog tag' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New blog tag' })).toBeVisible();
    await page.getByLabel('Key').fill(key);
    await translated(page, 'Name').fill(`Road trips ${key}`);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Added', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Road trips ${key}` })).toBeVisible();
    expect((await blogTag(key))?.translations).toEqual([{ languageCode: 'en', name: `Road trips ${key}` }]);

    // Back to the list (the breadcrumb), the tag opened from its row.
    await page.getByRole('link', { name: 'Blog tags' }).first().click();
    await page.getByRole('button', { name: `Road trips ${key}` }).click();
    await expect(page.getByText(key, { exact: true })).toBeVisible(); // the key, read-only now
    await translated(page, 'Name').fill(`Island hopping ${key}`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    expect((await blogTag(key))?.name).toBe(`Island hopping ${key}`);

    await setDashboardLanguage(page, 'fr');
    await expect(page.getByRole('button', { name: 'Mettre à jour' })).toBeVisible();
    await expect(page.getByText('Textes (dans la langue de contenu choisie ci-dessus)')).toBeVisible();
    await page.goto('/dashboard/shop-blog-tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Étiquettes du blog' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nouvelle étiquette' })).toBeVisible();
  } finally {
    const tag = await blogTag(key);
    if (tag) await adminApi('mutation ($id: ID!) { deleteBlogTag(id: $id) { result } }', { id: tag.id });
    await context.close();
  }
});
