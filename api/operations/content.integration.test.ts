import { describe, expect, it } from 'vitest';

import { realShopClient } from '../test-support/clients';
import { newShopper } from '../test-support/shopper';
import {
  fetchCmsContent,
  getBlogListing,
  getBlogPost,
  getBlogTags,
  getFeaturedBlogPost,
  getCmsPage,
  getCompatibleDevices,
  getFaqs,
  recordBlogPostView,
} from './content';

const LOCALES = ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'tw'] as const;

describe('CMS pages', () => {
  it('answers the terms in every language, each its own translation, stating the commercial rules', async () => {
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      const page = await getCmsPage(realShopClient({ locale }), 'terms');
      expect(page?.key).toBe('terms');
      expect(page?.body.length).toBeGreaterThan(1000);
      titles.add(page?.title ?? '');
    }
    expect(titles.size).toBeGreaterThan(5);
    const english = await getCmsPage(realShopClient({ locale: 'en' }), 'terms');
    for (const fact of [/excluding VAT/i, /right of withdrawal/i, /24 hours/, /15 minutes/, /1 minute/, /5 minutes/, /PayPal/, /Apple Pay/])
      expect(english?.body).toMatch(fact);
  });

  it('answers null for a page that does not exist', async () => {
    expect(await getCmsPage(realShopClient(), 'no-such-page')).toBeNull();
  });
});

describe('FAQs', () => {
  it('lists the FAQs with their categories, translated', async () => {
    const english = await getFaqs(realShopClient({ locale: 'en' }));
    const japanese = await getFaqs(realShopClient({ locale: 'ja' }));
    expect(english.length).toBeGreaterThanOrEqual(16);
    expect(japanese.map((faq) => faq.key)).toEqual(english.map((faq) => faq.key));
    expect(japanese[0]?.question).not.toBe(english[0]?.question);
    expect(new Set(english.map((faq) => faq.category.key)).size).toBe(4);
  });
});

describe('compatible devices', () => {
  it('lists the brands with their eSIM models, each brand once', async () => {
    const brands = await getCompatibleDevices(realShopClient({ locale: 'ja' }));
    expect(brands.map((brand) => brand.name)).toEqual(expect.arrayContaining(['Apple', 'Samsung', 'Google']));
    expect(new Set(brands.map((brand) => brand.name)).size).toBe(brands.length);
    expect(brands.find((brand) => brand.name === 'Apple')?.models).toContain('iPhone XR');
    expect(brands.reduce((count, brand) => count + brand.models.length, 0)).toBeGreaterThan(150);
  });
});

describe('blog', () => {
  it('lists the posts newest first, filters by tag, and finds a post by its slug in any language', async () => {
    const client = realShopClient({ locale: 'de' });
    const all = await fetchCmsContent(client);
    expect(all.totalItems).toBeGreaterThanOrEqual(6);
    const dates = all.items.map((post) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.items.filter((post) => post.featured)).toHaveLength(1);
    expect(all.items.every((post) => post.cover?.preview)).toBe(true);

    const [tag] = await getBlogTags(client);
    if (!tag) throw new Error('no blog tag');
    const tagged = await fetchCmsContent(client, { tag: tag.key });
    expect(tagged.items.length).toBeGreaterThan(0);
    expect(tagged.items.every((post) => post.tags.some((candidate) => candidate.key === tag.key))).toBe(true);

    const first = all.items[0];
    if (!first) throw new Error('no post');
    const english = first.slugs.find((entry) => entry.languageCode === 'en')?.slug ?? '';
    const found = await getBlogPost(client, english);
    expect(found?.key).toBe(first.key);
    expect(found?.title).toBe(first.title);
    expect(await getBlogPost(client, 'no-such-post')).toBeNull();
  });

  it('answers the blog list a page at a time: the last page for one past the end, the featured post, null for an unknown tag', async () => {
    const client = realShopClient({ locale: 'de' });
    const all = await fetchCmsContent(client, { take: 50 });
    const featured = await getFeaturedBlogPost(client);
    expect(featured?.key).toBe(all.items.find((post) => post.featured)?.key);
    const others = await fetchCmsContent(client, { featured: false, take: 50 });
    expect(others.totalItems).toBe(all.totalItems - 1);
    expect(others.items.some((post) => post.featured)).toBe(false);

    const first = await getBlogListing(client, { page: 1, perPage: 2 });
    const pagesCount = Math.ceil(all.totalItems / 2);
    expect(first?.posts).toMatchObject({ page: 1, totalItems: all.totalItems, pagesCount });
    expect(first?.posts.items.map((post) => post.key)).toEqual(all.items.slice(0, 2).map((post) => post.key));
    expect(first?.featured?.key).toBe(featured?.key);
    expect(first?.tags.length).toBeGreaterThan(0);
    const pastTheEnd = await getBlogListing(client, { page: 999, perPage: 2 });
    expect(pastTheEnd?.posts.page).toBe(pagesCount);
    expect(pastTheEnd?.posts.items.map((post) => post.key)).toEqual(all.items.slice((pagesCount - 1) * 2).map((post) => post.key));
    expect((await getBlogListing(client, { page: 1e15, perPage: 2 }))?.posts.page).toBe(pagesCount);

    const tag = first?.tags[0]?.key ?? '';
    const tagged = await getBlogListing(client, { page: 1, perPage: 50, tag });
    expect(tagged?.posts.items.every((post) => post.tags.some((candidate) => candidate.key === tag))).toBe(true);
    expect(await getBlogListing(client, { page: 1, perPage: 2, tag: 'no-such-tag' })).toBeNull();
  });

  it('counts a visit once per session', async () => {
    const client = realShopClient({ locale: 'en' });
    const [post] = (await fetchCmsContent(client, { take: 1 })).items;
    if (!post) throw new Error('no post');
    const visitor = newShopper();
    const first = await recordBlogPostView(visitor.client, post.slug);
    expect(first).toBe(post.viewCount + 1);
    expect(await recordBlogPostView(visitor.client, post.slug)).toBe(first);
    const other = newShopper();
    expect(await recordBlogPostView(other.client, post.slug)).toBe((first ?? 0) + 1);
    expect(await recordBlogPostView(visitor.client, 'no-such-post')).toBeNull();
  });
});
