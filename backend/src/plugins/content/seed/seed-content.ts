import path from 'node:path';

import { TransactionalConnection } from '@vendure/core';
import type { EntityManager, ObjectLiteral } from 'typeorm';

import { SHOP_LANGUAGES, type Translations } from '../../../seed/languages';
import { createSuperadminContext, type ServiceLocator } from '../../../seed/seed-context';
import { createFlagAsset } from '../../../seed/seed-assets';
import { toLanguageCode } from '../../../seed/vendure-codes';
import {
  BlogPost,
  BlogPostTranslation,
  BlogTag,
  BlogTagTranslation,
  CmsPage,
  CmsPageTranslation,
  ContactDetails,
  ContactDetailsTranslation,
  ContactSubject,
  ContactSubjectTranslation,
  Faq,
  FaqCategory,
  FaqCategoryTranslation,
  FaqTranslation,
} from '../entities';
import type { ContentSeed } from './content-seed-schema';

/** What a seeding run did, for the start-up log. */
export interface ContentSeedReport {
  created: number;
  kept: number;
}

type Fields = Record<string, string>;

/** Inserts one keyed entity with its translations, unless one with that key exists. */
type Insert = <Base extends ObjectLiteral>(
  base: new (input?: object) => Base,
  translation: new (input?: object) => ObjectLiteral,
  keyValue: string,
  values: object,
  texts: Record<string, Translations>,
) => Promise<Base | undefined>;

/** One translation row per shop language, from the seed's per-language texts. */
function translationsOf(fields: Record<string, Translations>): Array<Fields & { languageCode: ReturnType<typeof toLanguageCode> }> {
  return SHOP_LANGUAGES.map((language) => ({
    ...Object.fromEntries(Object.entries(fields).map(([name, texts]) => [name, texts[language]])),
    languageCode: toLanguageCode(language),
  }));
}

/**
 * The content of backend/seed/content, inserted where its key is missing. Staff edit content in
 * the dashboard, so what exists is never overwritten: a start only adds what the files gained.
 */
export async function seedContent(app: ServiceLocator, seed: ContentSeed): Promise<ContentSeedReport> {
  const ctx = await createSuperadminContext(app);
  const connection = app.get(TransactionalConnection);
  const report: ContentSeedReport = { created: 0, kept: 0 };

  const covers = new Map<string, Awaited<ReturnType<typeof createFlagAsset>>>();
  const existingPosts = new Set(
    (await connection.rawConnection.getRepository(BlogPost).find({ select: { key: true } })).map((post) => post.key),
  );
  for (const post of seed.blog.posts) {
    // Uploaded outside the transaction: the asset service writes files and previews of its own.
    if (!existingPosts.has(post.key)) covers.set(post.key, await createFlagAsset(app, ctx, path.join(seed.dir, 'covers', post.cover)));
  }

  await connection.withTransaction(ctx, async (tx) => {
    const manager = connection.getRepository(tx, CmsPage).manager;
    const insert: Insert = async (base, translation, keyValue, values, texts) => {
      const found = await manager.findOne(base, { where: { key: keyValue } as never });
      if (found) {
        report.kept += 1;
        return undefined;
      }
      const saved = await manager.save(new base({ key: keyValue, ...values }));
      await manager.save(translationsOf(texts).map((row) => new translation({ ...row, base: saved })));
      report.created += 1;
      return saved;
    };

    for (const [keyValue, page] of Object.entries(seed.pages)) {
      await insert(
        CmsPage,
        CmsPageTranslation,
        keyValue,
        {},
        { title: page.title, metaDescription: page.metaDescription, body: page.body },
      );
    }
    await seedFaqs(manager, seed, insert);
    for (const [position, subject] of seed.contact.subjects.entries()) {
      await insert(
        ContactSubject,
        ContactSubjectTranslation,
        subject.key,
        { contactId: subject.contactId, position },
        { label: subject.label },
      );
    }
    const office = seed.contact.headOffice;
    await insert(
      ContactDetails,
      ContactDetailsTranslation,
      'shop',
      {
        companyName: office.name,
        streetLines: office.streetLines,
        postcode: office.postcode,
        city: office.city,
        countryCode: office.countryCode,
        phone: seed.contact.phone,
        email: seed.contact.email,
        pressEmail: seed.contact.pressEmail,
        mapUrl: seed.contact.mapUrl,
        reviewContactId: seed.contact.reviewContactId,
      },
      { hours: seed.contact.hours },
    );
    for (const tag of seed.blog.tags) await insert(BlogTag, BlogTagTranslation, tag.key, {}, { name: tag.name });
    const tags = await manager.find(BlogTag);
    for (const post of seed.blog.posts) {
      await insert(
        BlogPost,
        BlogPostTranslation,
        post.key,
        {
          author: post.author,
          publishedAt: new Date(post.publishedAt),
          contentUpdatedAt: post.updatedAt ? new Date(post.updatedAt) : null,
          featured: post.featured,
          viewCount: post.viewCount,
          coverId: covers.get(post.key) ?? null,
          tags: tags.filter((tag) => post.tags.includes(tag.key)),
        },
        { title: post.title, slug: post.slug, excerpt: post.excerpt, metaDescription: post.metaDescription, body: post.body },
      );
    }
  });
  return report;
}

async function seedFaqs(manager: EntityManager, seed: ContentSeed, insert: Insert): Promise<void> {
  for (const [position, category] of seed.faqs.categories.entries()) {
    await insert(FaqCategory, FaqCategoryTranslation, category.key, { position }, { name: category.name });
  }
  const categories = new Map((await manager.find(FaqCategory)).map((category) => [category.key, category]));
  for (const [position, faq] of seed.faqs.faqs.entries()) {
    await insert(
      Faq,
      FaqTranslation,
      faq.key,
      { position, category: categories.get(faq.category) },
      { question: faq.question, answer: faq.answer },
    );
  }
}
