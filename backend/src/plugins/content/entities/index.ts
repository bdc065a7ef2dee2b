import { BlogPost, BlogPostTranslation, BlogTag, BlogTagTranslation } from './blog-post.entity';
import { CmsPage, CmsPageTranslation } from './cms-page.entity';
import { ContactDetails, ContactDetailsTranslation, ContactSubject, ContactSubjectTranslation } from './contact.entity';
import { Faq, FaqCategory, FaqCategoryTranslation, FaqTranslation } from './faq.entity';

export * from './blog-post.entity';
export * from './cms-page.entity';
export * from './contact.entity';
export * from './faq.entity';

/** Every entity of the content plugin, for its `entities` list. */
export const CONTENT_ENTITIES = [
  CmsPage,
  CmsPageTranslation,
  FaqCategory,
  FaqCategoryTranslation,
  Faq,
  FaqTranslation,
  BlogTag,
  BlogTagTranslation,
  BlogPost,
  BlogPostTranslation,
  ContactSubject,
  ContactSubjectTranslation,
  ContactDetails,
  ContactDetailsTranslation,
];
