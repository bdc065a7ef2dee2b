import { z } from '../zod';

import type { CallOptions, ShopClient } from '../client';
import {
  blogPostListOptionsSchema,
  blogPostListSchema,
  blogPostSchema,
  blogTagSchema,
  cmsPageSchema,
  contactConfigurationSchema,
  deviceBrandSchema,
  faqSchema,
  type BlogPost,
  type BlogPostList,
  type BlogPostListOptions,
  type BlogTag,
  type CmsPage,
  type ContactConfiguration,
  type DeviceBrand,
  type Faq,
} from '../schemas/content';
import { validInput } from './cart-input';
import { pageOfList, type ListPage } from './paging';

/*
 * Spec §7 cms (fetchCmsContent: the blog's posts; getCmsPage: terms, privacy, installation),
 * faqs and contact configuration (issue 7). Everything in the client's language; a page or post
 * that does not exist is null (the route answers 404).
 */

const POST_FIELDS = /* GraphQL */ `
  key slug slugs { languageCode slug } title excerpt metaDescription body author publishedAt contentUpdatedAt featured viewCount
  tags { key name } cover { preview width height }
`;

const POSTS_DOCUMENT = /* GraphQL */ `
  query BlogPosts($options: BlogPostListOptions) {
    blogPosts(options: $options) { items { ${POST_FIELDS} } totalItems }
  }
`;
const POST_DOCUMENT = /* GraphQL */ `
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) { ${POST_FIELDS} }
  }
`;
const TAGS_DOCUMENT = /* GraphQL */ `
  query BlogTags {
    blogTags { key name }
  }
`;
const VIEW_DOCUMENT = /* GraphQL */ `
  mutation RecordBlogPostView($slug: String!) {
    recordBlogPostView(slug: $slug)
  }
`;
const PAGE_DOCUMENT = /* GraphQL */ `
  query CmsPage($key: String!) {
    cmsPage(key: $key) { key title metaDescription body }
  }
`;
const FAQS_DOCUMENT = /* GraphQL */ `
  query Faqs {
    faqs { key category { key name } question answer }
  }
`;
const CONTACT_DOCUMENT = /* GraphQL */ `
  query ContactConfiguration {
    contactConfiguration {
      subjects { key contactId label }
      reviewContactId
      headOffice { name streetLines postcode city countryCode }
      phone email pressEmail mapUrl hours
    }
  }
`;

const DEVICES_DOCUMENT = /* GraphQL */ `
  query CompatibleDevices {
    compatibleDevices { name models }
  }
`;

/** Spec §7 fetchCmsContent: the blog's posts, newest first (a tag key filters them). */
export async function fetchCmsContent(
  client: ShopClient,
  list: BlogPostListOptions = {},
  options: CallOptions = {},
): Promise<BlogPostList> {
  const valid = validInput('fetchCmsContent', blogPostListOptionsSchema, list);
  const { blogPosts } = await client.request(
    'fetchCmsContent',
    POSTS_DOCUMENT,
    { options: valid },
    z.object({ blogPosts: blogPostListSchema }),
    options,
  );
  return blogPosts;
}

/** The featured post (the blog's featured block), or null when staff feature none. */
export async function getFeaturedBlogPost(client: ShopClient, options: CallOptions = {}): Promise<BlogPost | null> {
  const { items } = await fetchCmsContent(client, { featured: true, take: 1 }, options);
  return items[0] ?? null;
}

/** What the blog list shows: a page of posts (newest first, a tag's only when given), every tag, the featured post. */
export interface BlogListing {
  posts: ListPage<BlogPost>;
  tags: BlogTag[];
  featured: BlogPost | null;
}

/**
 * The blog list (spec §2 Blog): one page of `perPage` posts, a page past the end answering the
 * last one (see `paging.ts`). Null for a tag the blog does not have: that address is no page.
 */
export async function getBlogListing(
  client: ShopClient,
  listing: { page?: number; perPage: number; tag?: string },
  options: CallOptions = {},
): Promise<BlogListing | null> {
  const { tag, perPage } = listing;
  const [posts, tags, featured] = await Promise.all([
    pageOfList((window) => fetchCmsContent(client, { ...window, ...(tag ? { tag } : {}) }, options), listing.page, perPage),
    getBlogTags(client, options),
    getFeaturedBlogPost(client, options),
  ]);
  if (tag !== undefined && !tags.some((known) => known.key === tag)) return null;
  return { posts, tags, featured };
}

/** One post by its slug in any language, translated into the client's; null when there is none. */
export async function getBlogPost(client: ShopClient, slug: string, options: CallOptions = {}): Promise<BlogPost | null> {
  const { blogPost } = await client.request(
    'getBlogPost',
    POST_DOCUMENT,
    { slug },
    z.object({ blogPost: blogPostSchema.nullable() }),
    options,
  );
  return blogPost;
}

export async function getBlogTags(client: ShopClient, options: CallOptions = {}): Promise<BlogTag[]> {
  const { blogTags } = await client.request('getBlogTags', TAGS_DOCUMENT, {}, z.object({ blogTags: z.array(blogTagSchema) }), options);
  return blogTags;
}

/** Counts the visit once per session (a reload counts nothing more); the post's view count, null for no such post. */
export async function recordBlogPostView(client: ShopClient, slug: string, options: CallOptions = {}): Promise<number | null> {
  const answer = await client.request(
    'recordBlogPostView',
    VIEW_DOCUMENT,
    { slug },
    z.object({ recordBlogPostView: z.number().int().nullable() }),
    { ...options, fresh: true },
  );
  return answer.recordBlogPostView;
}

/** Spec §7 getCmsPage: `terms`, `privacy` or `installation` in the client's language; null when there is none. */
export async function getCmsPage(client: ShopClient, pageSlug: string, options: CallOptions = {}): Promise<CmsPage | null> {
  const { cmsPage } = await client.request(
    'getCmsPage',
    PAGE_DOCUMENT,
    { key: pageSlug },
    z.object({ cmsPage: cmsPageSchema.nullable() }),
    options,
  );
  return cmsPage;
}

/** Spec §7 getFaqs, in the page's order, each with its category. */
export async function getFaqs(client: ShopClient, options: CallOptions = {}): Promise<Faq[]> {
  const { faqs } = await client.request('getFaqs', FAQS_DOCUMENT, {}, z.object({ faqs: z.array(faqSchema) }), options);
  return faqs;
}

/** Spec §7 getContactConfiguration: the subjects, the head office and the ways to reach support. */
export async function getContactConfiguration(client: ShopClient, options: CallOptions = {}): Promise<ContactConfiguration | null> {
  const { contactConfiguration } = await client.request(
    'getContactConfiguration',
    CONTACT_DOCUMENT,
    {},
    z.object({ contactConfiguration: contactConfigurationSchema.nullable() }),
    options,
  );
  return contactConfiguration;
}

/** The phones and tablets known to support eSIM, by brand (the installation page's checker). */
export async function getCompatibleDevices(client: ShopClient, options: CallOptions = {}): Promise<DeviceBrand[]> {
  const { compatibleDevices } = await client.request(
    'getCompatibleDevices',
    DEVICES_DOCUMENT,
    {},
    z.object({ compatibleDevices: z.array(deviceBrandSchema) }),
    options,
  );
  return compatibleDevices;
}
