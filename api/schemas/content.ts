import { z } from '../zod';

import { mediaPath } from './product';

/** The shop's content (spec §7 cms, faqs, contact configuration; issue 7), in the client's language. */

export const cmsPageSchema = z.object({ key: z.string(), title: z.string(), metaDescription: z.string(), body: z.string() });
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const faqSchema = z.object({
  key: z.string(),
  category: z.object({ key: z.string(), name: z.string() }),
  question: z.string(),
  /** Markdown. */
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const contactConfigurationSchema = z.object({
  subjects: z.array(z.object({ key: z.string(), contactId: z.number().int(), label: z.string() })),
  reviewContactId: z.number().int(),
  headOffice: z.object({
    name: z.string(),
    streetLines: z.array(z.string()),
    postcode: z.string(),
    city: z.string(),
    countryCode: z.string(),
  }),
  phone: z.string(),
  email: z.string(),
  pressEmail: z.string(),
  mapUrl: z.url(),
  hours: z.string(),
});
export type ContactConfiguration = z.infer<typeof contactConfigurationSchema>;

export const blogTagSchema = z.object({ key: z.string(), name: z.string() });
export type BlogTag = z.infer<typeof blogTagSchema>;

export const blogPostSchema = z.object({
  key: z.string(),
  slug: z.string(),
  /** The post's slug per Vendure language code, for hreflang alternates. */
  slugs: z.array(z.object({ languageCode: z.string(), slug: z.string() })),
  title: z.string(),
  excerpt: z.string(),
  metaDescription: z.string(),
  body: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  contentUpdatedAt: z.string().nullable(),
  featured: z.boolean(),
  viewCount: z.number().int(),
  tags: z.array(blogTagSchema),
  /** `preview` is the shop's own `/media/…` address of the cover (the storefront proxies the asset server). */
  cover: z.object({ preview: z.string().transform(mediaPath), width: z.number(), height: z.number() }).nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.object({ items: z.array(blogPostSchema), totalItems: z.number().int() });
export type BlogPostList = z.infer<typeof blogPostListSchema>;

export const blogPostListOptionsSchema = z.object({
  tag: z.string().trim().min(1).optional(),
  /** Only the featured post (true) or only the others (false). */
  featured: z.boolean().optional(),
  skip: z.number().int().min(0).optional(),
  take: z.number().int().min(1).max(50).optional(),
});
export type BlogPostListOptions = z.infer<typeof blogPostListOptionsSchema>;

/** The installation page's checker: a brand's phones and tablets known to support eSIM. */
export const deviceBrandSchema = z.object({ name: z.string(), models: z.array(z.string()) });
export type DeviceBrand = z.infer<typeof deviceBrandSchema>;
