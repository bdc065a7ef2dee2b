import type { ContentSeed } from '../seed/content-seed-schema';

/** What the seed files hold, by entity: deleting one of these would be undone by the next start. */
export interface SeededKeys {
  faqCategory: ReadonlySet<string>;
  faq: ReadonlySet<string>;
  blogTag: ReadonlySet<string>;
  blogPost: ReadonlySet<string>;
  contactSubject: ReadonlySet<string>;
}

export function seededKeysOf(seed: ContentSeed): SeededKeys {
  return {
    faqCategory: new Set(seed.faqs.categories.map((category) => category.key)),
    faq: new Set(seed.faqs.faqs.map((faq) => faq.key)),
    blogTag: new Set(seed.blog.tags.map((tag) => tag.key)),
    blogPost: new Set(seed.blog.posts.map((post) => post.key)),
    contactSubject: new Set(seed.contact.subjects.map((subject) => subject.key)),
  };
}

/** Keys are what the storefront and the seed find an entity by (`terms`, `customerService`, `esim-guide-japan`). */
export const CONTENT_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Provided by content.plugin.ts: the seed folder the plugin was given. */
export const CONTENT_SEED_DIR = Symbol('CONTENT_SEED_DIR');
