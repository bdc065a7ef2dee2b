import { readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { SHOP_LANGUAGES, type ShopLanguage } from '../../../seed/languages';

/*
 * The shop's content as backend/seed/content/*.json has it, checked before anything is written:
 * every text in all 8 languages, none blank, slugs unique per language.
 */

const text = z.string().trim().min(1);
const translated = z
  .object(Object.fromEntries(SHOP_LANGUAGES.map((language) => [language, text])) as Record<ShopLanguage, typeof text>)
  .strict();
const key = z.string().regex(/^[a-z0-9-]+$/);

const faqsSchema = z.object({
  categories: z.array(z.object({ key, name: translated })).min(1),
  faqs: z.array(z.object({ key, category: key, question: translated, answer: translated })).min(1),
});

const pageSchema = z.object({ title: translated, metaDescription: translated, body: translated });
const pagesSchema = z.object({ pages: z.record(key, pageSchema) });

const contactSchema = z.object({
  subjects: z.array(z.object({ key: z.string().min(1), contactId: z.number().int().positive(), label: translated })).min(1),
  reviewContactId: z.number().int().positive(),
  headOffice: z.object({ name: text, streetLines: z.array(text).min(1), postcode: text, city: text, countryCode: z.string().length(2) }),
  phone: text,
  email: z.email(),
  pressEmail: z.email(),
  mapUrl: z.url({ protocol: /^https$/ }),
  hours: translated,
});

const slugs = z
  .object(
    Object.fromEntries(SHOP_LANGUAGES.map((language) => [language, z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)])) as Record<
      ShopLanguage,
      z.ZodString
    >,
  )
  .strict();
const isoDate = z.iso.date().or(z.iso.datetime());

const blogSchema = z.object({
  tags: z.array(z.object({ key, name: translated })),
  posts: z
    .array(
      z.object({
        key,
        author: text,
        publishedAt: isoDate,
        updatedAt: isoDate.nullable(),
        tags: z.array(key),
        cover: z.string().regex(/^[a-z0-9-]+\.svg$/),
        viewCount: z.number().int().nonnegative(),
        featured: z.boolean(),
        title: translated,
        slug: slugs,
        excerpt: translated,
        metaDescription: translated,
        body: translated,
      }),
    )
    .min(1),
});

type ContentFaqs = z.infer<typeof faqsSchema>;
type ContentPages = z.infer<typeof pagesSchema>['pages'];
type ContentContact = z.infer<typeof contactSchema>;
type ContentBlog = z.infer<typeof blogSchema>;

export interface ContentSeed {
  faqs: ContentFaqs;
  pages: ContentPages;
  contact: ContentContact;
  blog: ContentBlog;
  /** Where the blog covers are (`<dir>/covers/<cover>`). */
  dir: string;
}

function readJson<Schema extends z.ZodType>(dir: string, file: string, schema: Schema): z.infer<Schema> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  if (!parsed.success)
    throw new Error(
      `backend/seed/content/${file}: ${parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  return parsed.data;
}

function checkReferences(seed: ContentSeed): void {
  const categories = new Set(seed.faqs.categories.map((category) => category.key));
  for (const faq of seed.faqs.faqs) if (!categories.has(faq.category)) throw new Error(`FAQ ${faq.key}: unknown category ${faq.category}`);
  const tags = new Set(seed.blog.tags.map((tag) => tag.key));
  for (const post of seed.blog.posts)
    for (const tag of post.tags) if (!tags.has(tag)) throw new Error(`Blog post ${post.key}: unknown tag ${tag}`);
  for (const language of SHOP_LANGUAGES) {
    const seen = new Set<string>();
    for (const post of seed.blog.posts) {
      const slug = post.slug[language];
      if (seen.has(slug)) throw new Error(`Blog slug "${slug}" used twice in ${language}`);
      seen.add(slug);
    }
  }
}

/** The content seed of `<seedDir>/content`, checked; throws naming the file and the first problems. */
export function loadContentSeed(seedDir: string): ContentSeed {
  const dir = path.join(seedDir, 'content');
  const seed: ContentSeed = {
    faqs: readJson(dir, 'faqs.json', faqsSchema),
    pages: readJson(dir, 'pages.json', pagesSchema).pages,
    contact: readJson(dir, 'contact.json', contactSchema),
    blog: readJson(dir, 'blog.json', blogSchema),
    dir,
  };
  checkReferences(seed);
  return seed;
}
