import type { CallOptions, ShopClient } from '../client';
import { graphql, requestTyped, type ResultOf } from '../graphql';
import { mediaPath } from './catalog/product';
import { z } from '../zod';
import { validInput } from './operation-input';
import { pageOfList, type ListPage } from './paging';

/*
 * Spec §7 cms (fetchCmsContent: the blog's posts; getCmsPage: terms, privacy, installation),
 * faqs and the installation page's devices (issue 7). Everything in the client's language; a page or post
 * that does not exist is null (the route answers 404). The answers' types are the Shop API's
 * (typed documents, api/graphql.ts).
 */

/** The blog list's options (spec §7 cms), checked before they are sent. */
const blogPostListOptionsSchema = z.object({
  tag: z.string().trim().min(1).optional(),
  /** Only the featured post (true) or only the others (false). */
  featured: z.boolean().optional(),
  skip: z.number().int().min(0).optional(),
  take: z.number().int().min(1).max(50).optional(),
});
export type BlogPostListOptions = z.infer<typeof blogPostListOptionsSchema>;

const POST_FIELDS = graphql(`
  fragment BlogPostFields on BlogPost @_unmask {
    key slug slugs { languageCode slug } title excerpt metaDescription body author publishedAt contentUpdatedAt featured viewCount
    tags { key name } cover { preview width height }
  }
`);

const POSTS_DOCUMENT = graphql(
  `
  query BlogPosts($options: BlogPostListOptions) {
    blogPosts(options: $options) { items { ...BlogPostFields } totalItems }
  }
`,
  [POST_FIELDS],
);
const POST_DOCUMENT = graphql(
  `
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) { ...BlogPostFields }
  }
`,
  [POST_FIELDS],
);
const TAGS_DOCUMENT = graphql(`
  query BlogTags {
    blogTags { key name }
  }
`);
const VIEW_DOCUMENT = graphql(`
  mutation RecordBlogPostView($slug: String!) {
    recordBlogPostView(slug: $slug)
  }
`);
const PAGE_DOCUMENT = graphql(`
  query CmsPage($key: String!) {
    cmsPage(key: $key) { key title metaDescription body }
  }
`);
const FAQS_DOCUMENT = graphql(`
  query Faqs {
    faqs { key category { key name } question answer }
  }
`);
const DEVICES_DOCUMENT = graphql(`
  query CompatibleDevices {
    compatibleDevices { name models }
  }
`);

export type CmsPage = NonNullable<ResultOf<typeof PAGE_DOCUMENT>['cmsPage']>;
export type Faq = ResultOf<typeof FAQS_DOCUMENT>['faqs'][number];
export type BlogTag = ResultOf<typeof TAGS_DOCUMENT>['blogTags'][number];
/** `cover.preview` is the shop's own `/media/…` address of the cover (the storefront proxies the asset server). */
export type BlogPost = ResultOf<typeof POST_FIELDS>;
export type BlogPostList = { items: BlogPost[]; totalItems: number };
/** The installation page's checker: a brand's phones and tablets known to support eSIM. */
export type DeviceBrand = ResultOf<typeof DEVICES_DOCUMENT>['compatibleDevices'][number];

/** The asset server's address of a cover, as the shop serves it. */
function withMediaPath(post: BlogPost): BlogPost {
  return post.cover ? { ...post, cover: { ...post.cover, preview: mediaPath(post.cover.preview) } } : post;
}

/** Spec §7 fetchCmsContent: the blog's posts, newest first (a tag key filters them). */
export async function fetchCmsContent(
  client: ShopClient,
  list: BlogPostListOptions = {},
  options: CallOptions = {},
): Promise<BlogPostList> {
  const valid = validInput('fetchCmsContent', blogPostListOptionsSchema, list);
  const { blogPosts } = await requestTyped(client, 'fetchCmsContent', POSTS_DOCUMENT, { options: valid }, options);
  return { ...blogPosts, items: blogPosts.items.map(withMediaPath) };
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
  const { blogPost } = await requestTyped(client, 'getBlogPost', POST_DOCUMENT, { slug }, options);
  return blogPost && withMediaPath(blogPost);
}

export async function getBlogTags(client: ShopClient, options: CallOptions = {}): Promise<BlogTag[]> {
  const { blogTags } = await requestTyped(client, 'getBlogTags', TAGS_DOCUMENT, {}, options);
  return blogTags;
}

/** Counts the visit once per session (a reload counts nothing more); the post's view count, null for no such post. */
export async function recordBlogPostView(client: ShopClient, slug: string, options: CallOptions = {}): Promise<number | null> {
  const answer = await requestTyped(client, 'recordBlogPostView', VIEW_DOCUMENT, { slug }, { ...options, fresh: true });
  return answer.recordBlogPostView;
}

/** Spec §7 getCmsPage: `terms`, `privacy` or `installation` in the client's language; null when there is none. */
export async function getCmsPage(client: ShopClient, pageSlug: string, options: CallOptions = {}): Promise<CmsPage | null> {
  const { cmsPage } = await requestTyped(client, 'getCmsPage', PAGE_DOCUMENT, { key: pageSlug }, options);
  return cmsPage;
}

/** Spec §7 getFaqs, in the page's order, each with its category. */
export async function getFaqs(client: ShopClient, options: CallOptions = {}): Promise<Faq[]> {
  const { faqs } = await requestTyped(client, 'getFaqs', FAQS_DOCUMENT, {}, options);
  return faqs;
}

/** The phones and tablets known to support eSIM, by brand (the installation page's checker). */
export async function getCompatibleDevices(client: ShopClient, options: CallOptions = {}): Promise<DeviceBrand[]> {
  const { compatibleDevices } = await requestTyped(client, 'getCompatibleDevices', DEVICES_DOCUMENT, {}, options);
  return compatibleDevices;
}
