import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { admin, createCustomer } from '../test-support/account-customer';
import { realShopClient } from '../test-support/clients';
import { adminCall, staffWith, superadminToken, tokenOf, type GraphQLAnswer } from '../test-support/staff';
import { fetchCmsContent, getFaqs } from './content';

/*
 * Staff edit the content through the Admin API (backend/src/plugins/content/admin/), which the
 * dashboard's content pages use: a French answer changed there is what the Shop API answers in
 * French, the other languages untouched. The ShopContent permissions keep out anonymous callers,
 * customers and staff whose role lacks them. Seeded entries can be edited but not deleted (the
 * next start would add them back).
 */

const FAQ_DOCUMENT =
  'query ($key: String!) { faqs(options: { filter: { key: { eq: $key } } }) { items { id key question answer translations { id languageCode question answer } } totalItems } }';
const UPDATE_FAQ = 'mutation ($input: UpdateFaqInput!) { updateFaq(input: $input) { id answer translations { languageCode answer } } }';

interface AdminFaq {
  id: string;
  key: string;
  answer: string;
  translations: Array<{ id: string; languageCode: string; question: string; answer: string }>;
}

async function seededFaq(key: string): Promise<AdminFaq> {
  const { faqs } = await admin<{ faqs: { items: AdminFaq[]; totalItems: number } }>(FAQ_DOCUMENT, { key });
  const faq = faqs.items[0];
  if (!faq) throw new Error(`no FAQ ${key}`);
  return faq;
}

/** The superadmin's token, for calls whose errors a test reads (admin() throws on any). */
let superadmin = '';
beforeAll(async () => {
  superadmin = await superadminToken();
});

const restore: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of restore.reverse()) await step();
});

describe('content in the Admin API', () => {
  it('changes an FAQ’s French answer, which the Shop API then answers in French only', async () => {
    const key = 'what-is-an-esim';
    const before = await seededFaq(key);
    const french = before.translations.find((translation) => translation.languageCode === 'fr');
    if (!french) throw new Error('no French translation');
    restore.push(() =>
      admin(UPDATE_FAQ, { input: { id: before.id, translations: [{ id: french.id, languageCode: 'fr', answer: french.answer }] } }),
    );
    const englishBefore = (await getFaqs(realShopClient({ locale: 'en' }))).find((faq) => faq.key === key)?.answer;

    const edited = `Une eSIM est une carte SIM intégrée, modifiée par l’équipe ${randomUUID().slice(0, 6)}.`;
    const { updateFaq } = await admin<{ updateFaq: { translations: Array<{ languageCode: string; answer: string }> } }>(UPDATE_FAQ, {
      input: { id: before.id, translations: [{ id: french.id, languageCode: 'fr', answer: edited }] },
    });
    expect(updateFaq.translations.find((translation) => translation.languageCode === 'fr')?.answer).toBe(edited);
    expect(updateFaq.translations).toHaveLength(before.translations.length);

    expect((await getFaqs(realShopClient({ locale: 'fr' }))).find((faq) => faq.key === key)?.answer).toBe(edited);
    expect((await getFaqs(realShopClient({ locale: 'en' }))).find((faq) => faq.key === key)?.answer).toBe(englishBefore);
  });

  it('creates an FAQ in two languages, refuses a taken key, and deletes it; a seeded one is kept', async () => {
    const { faqCategories } = await admin<{ faqCategories: { items: Array<{ id: string; key: string }> } }>(
      '{ faqCategories(options: { sort: { position: ASC } }) { items { id key } } }',
    );
    const category = faqCategories.items[0];
    if (!category) throw new Error('no FAQ category');
    const key = `staff-${randomUUID().slice(0, 8)}`;
    const input = {
      key,
      position: 999,
      categoryId: category.id,
      translations: [
        { languageCode: 'en', question: 'Can I keep my eSIM?', answer: 'Yes.' },
        { languageCode: 'de', question: 'Kann ich meine eSIM behalten?', answer: 'Ja.' },
      ],
    };
    const created = await adminCall<{ createFaq: { id: string; category: { key: string } } }>(
      superadmin,
      'mutation ($input: CreateFaqInput!) { createFaq(input: $input) { id category { key } } }',
      { input },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createFaq.category.key).toBe(category.key);
    const german = (await getFaqs(realShopClient({ locale: 'de' }))).find((faq) => faq.key === key);
    expect(german).toMatchObject({ question: 'Kann ich meine eSIM behalten?', answer: 'Ja.', category: { key: category.key } });

    const again = await adminCall(superadmin, 'mutation ($input: CreateFaqInput!) { createFaq(input: $input) { id } }', { input });
    expect(again.errors?.[0]?.message).toContain('exists already');

    const deleted = await admin<{ deleteFaq: { result: string } }>('mutation ($id: ID!) { deleteFaq(id: $id) { result message } }', {
      id: created.data?.createFaq.id,
    });
    expect(deleted.deleteFaq.result).toBe('DELETED');
    expect((await getFaqs(realShopClient())).some((faq) => faq.key === key)).toBe(false);

    const seeded = await seededFaq('what-is-an-esim');
    const kept = await admin<{ deleteFaq: { result: string; message: string } }>(
      'mutation ($id: ID!) { deleteFaq(id: $id) { result message } }',
      { id: seeded.id },
    );
    expect(kept.deleteFaq).toMatchObject({ result: 'NOT_DELETED', message: expect.stringContaining('backend/seed/content') });
  });

  it('lists CMS pages and blog posts with all their translations', async () => {
    const { cmsPages, blogPosts } = await admin<{
      cmsPages: { items: Array<{ key: string; translations: unknown[] }> };
      blogPosts: {
        items: Array<{
          key: string;
          featured: boolean;
          tags: Array<{ key: string }>;
          translations: Array<{ languageCode: string; slug: string }>;
        }>;
        totalItems: number;
      };
    }>(
      '{ cmsPages { items { key translations { languageCode title } } } blogPosts(options: { sort: { publishedAt: DESC }, take: 50 }) { items { key featured tags { key } translations { languageCode slug } } totalItems } }',
    );
    expect(cmsPages.items.map((page) => page.key)).toEqual(expect.arrayContaining(['terms', 'privacy', 'installation']));
    expect(cmsPages.items.every((page) => page.translations.length === 8)).toBe(true);
    expect(blogPosts.totalItems).toBeGreaterThanOrEqual(6);
    expect(blogPosts.items.every((post) => post.translations.length === 8 && post.tags.length > 0)).toBe(true);
  });

  it('keeps one featured post: featuring another unfeatures the first', async () => {
    const UPDATE_POST = 'mutation ($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) { id featured } }';
    const { blogPosts } = await admin<{ blogPosts: { items: Array<{ id: string; key: string; featured: boolean }> } }>(
      '{ blogPosts(options: { take: 50 }) { items { id key featured } } }',
    );
    const featured = blogPosts.items.find((post) => post.featured);
    const other = blogPosts.items.find((post) => !post.featured);
    if (!featured || !other) throw new Error('the seed has no featured and unfeatured post');
    restore.push(() => admin(UPDATE_POST, { input: { id: featured.id, featured: true } }));

    await admin(UPDATE_POST, { input: { id: other.id, featured: true } });
    const shown = await fetchCmsContent(realShopClient(), { take: 50 });
    expect(shown.items.filter((post) => post.featured).map((post) => post.key)).toEqual([other.key]);
  });

  it('refuses a blog slug another post uses in that language', async () => {
    const { blogPosts } = await admin<{
      blogPosts: { items: Array<{ id: string; translations: Array<{ id: string; languageCode: string; slug: string }> }> };
    }>('{ blogPosts(options: { take: 2 }) { items { id translations { id languageCode slug } } } }');
    const [first, second] = blogPosts.items;
    const taken = second?.translations.find((translation) => translation.languageCode === 'en');
    const own = first?.translations.find((translation) => translation.languageCode === 'en');
    if (!first || !taken || !own) throw new Error('fewer than two posts');
    const answer = await adminCall(superadmin, 'mutation ($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) { id } }', {
      input: { id: first.id, translations: [{ id: own.id, languageCode: 'en', slug: taken.slug }] },
    });
    expect(answer.errors?.[0]?.message).toContain('used by another post');
  });

  it('keeps anonymous callers and customers out', { timeout: 60_000 }, async () => {
    const faq = await seededFaq('what-is-an-esim');
    const update = { input: { id: faq.id, translations: [{ languageCode: 'fr', answer: 'piraté' }] } };

    const anonymous = await adminCall(undefined, UPDATE_FAQ, update);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await adminCall(undefined, '{ faqs { totalItems } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const customer = await createCustomer('content-admin');
    const customerToken = await tokenOf(inject('shopApiUrl'), customer.email, customer.password);
    expect((await adminCall(customerToken, UPDATE_FAQ, update)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // The Shop API has no such mutation at all.
    const shop = await fetch(inject('shopApiUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($input: UpdateFaqInput!) { updateFaq(input: $input) { id } }', variables: update }),
    });
    expect(((await shop.json()) as GraphQLAnswer<unknown>).errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  // Two staff accounts made and logged in (password hashing): slower than the default 20 s allows on a busy machine.
  it('gives staff the content only with the ShopContent permissions', { timeout: 60_000 }, async () => {
    const faq = await seededFaq('what-is-an-esim');
    const update = { input: { id: faq.id, translations: [{ languageCode: 'fr', answer: 'piraté' }] } };
    const catalogueStaff = await staffWith(['ReadCatalog', 'UpdateCatalog']);
    expect((await adminCall(catalogueStaff, '{ faqs { totalItems } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const reader = await staffWith(['ReadShopContent']);
    const read = await adminCall<{ faqs: { totalItems: number } }>(reader, '{ faqs { totalItems } }');
    expect(read.data?.faqs.totalItems).toBeGreaterThan(0);
    expect((await adminCall(reader, UPDATE_FAQ, update)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await seededFaq('what-is-an-esim')).translations.find((translation) => translation.languageCode === 'fr')?.answer).not.toBe(
      'piraté',
    );
  });
});
