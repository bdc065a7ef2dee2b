// Every kind of content staff edit, described once for content-screens.tsx: its documents, its
// list's columns and its fields. The Admin API refuses what the content rules forbid (a taken
// key, a malformed or taken slug, an empty text, deleting what the seed files hold); the detail
// page shows that refusal.
import { Badge } from '@vendure/dashboard';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

import { CategorySelect, TagChoice } from './choices';
import type { ContentField, ContentScreen } from './content-screens';
import * as documents from './documents';
import { fieldNames } from './field-names';

const TEXTS = msg`Texts (in the content language chosen above)`;
const MARKDOWN = msg`Markdown`;
const LOWEST_FIRST = msg`Order, lowest first`;

const position: ContentField = { name: 'position', label: fieldNames.position, input: 'number', description: LOWEST_FIRST };
const markdown = (name: 'answer' | 'body', rows: number): ContentField => ({
  name,
  label: fieldNames[name],
  input: { rows },
  description: MARKDOWN,
  translated: true,
});
const metaDescription: ContentField = {
  name: 'metaDescription',
  label: fieldNames.metaDescription,
  input: { rows: 2 },
  description: msg`What search engines show`,
  translated: true,
};

export const faqs: ContentScreen = {
  path: 'faqs',
  id: 'faq',
  title: /* i18n */ 'FAQs',
  newTitle: /* i18n */ 'New FAQ',
  documents: documents.faqDocuments,
  nameField: 'question',
  list: {
    columns: ['question', 'category', 'position', 'key'],
    sort: [{ id: 'position', desc: false }],
    search: 'question',
    cells: { category: (faq) => (faq['category'] as { name: string }).name },
  },
  side: {
    fields: [{ name: 'categoryId', label: fieldNames.categoryId, input: CategorySelect }, position],
  },
  main: {
    title: TEXTS,
    fields: [{ name: 'question', label: fieldNames.question, input: 'text', translated: true }, markdown('answer', 10)],
  },
};

export const faqCategories: ContentScreen = {
  path: 'faq-categories',
  id: 'faq-category',
  title: /* i18n */ 'FAQ categories',
  newTitle: /* i18n */ 'New FAQ category',
  documents: documents.faqCategoryDocuments,
  nameField: 'name',
  list: { columns: ['name', 'key', 'position'], sort: [{ id: 'position', desc: false }] },
  side: { fields: [position] },
  main: { title: TEXTS, fields: [{ name: 'name', label: fieldNames.name, input: 'text', translated: true }] },
};

/** The terms, privacy and installation pages: the storefront asks for them by key, so none is created or deleted here. */
export const cmsPages: ContentScreen = {
  path: 'pages',
  id: 'cms-page',
  title: /* i18n */ 'Pages',
  documents: { list: documents.cmsPageListDocument, detail: documents.cmsPageDetailDocument, update: documents.updateCmsPageDocument },
  nameField: 'title',
  list: { columns: ['title', 'key', 'updatedAt'], search: 'title' },
  side: { fields: [] },
  main: {
    title: TEXTS,
    fields: [{ name: 'title', label: fieldNames.title, input: 'text', translated: true }, metaDescription, markdown('body', 24)],
  },
};

export const blogPosts: ContentScreen = {
  path: 'blog-posts',
  id: 'blog-post',
  title: /* i18n */ 'Blog posts',
  newTitle: /* i18n */ 'New blog post',
  documents: documents.blogPostDocuments,
  nameField: 'title',
  list: {
    columns: ['title', 'author', 'publishedAt', 'featured', 'viewCount', 'tags'],
    sort: [{ id: 'publishedAt', desc: true }],
    search: 'title',
    cells: {
      featured: (post) =>
        post['featured'] ? (
          <Badge variant="success">
            <Trans>Featured</Trans>
          </Badge>
        ) : null,
      tags: (post) => (post['tags'] as Array<{ name: string }>).map((tag) => tag.name).join(', '),
    },
  },
  side: {
    title: msg`Publication`,
    fields: [
      { name: 'author', label: fieldNames.author, input: 'text' },
      { name: 'publishedAt', label: fieldNames.publishedAt, input: 'dateTime' },
      {
        name: 'contentUpdatedAt',
        label: fieldNames.contentUpdatedAt,
        input: 'dateTime',
        description: msg`Shown on the post when its text changed after publication`,
      },
      {
        name: 'featured',
        label: fieldNames.featured,
        input: 'switch',
        description: msg`The blog page’s featured block, beside the newsletter sign-up; featuring this post unfeatures the other`,
      },
      {
        name: 'tagIds',
        label: fieldNames.tags,
        input: TagChoice,
        fromEntity: (post) => (post['tags'] as Array<{ id: string }>).map((tag) => tag.id),
      },
    ],
  },
  main: {
    title: TEXTS,
    fields: [
      { name: 'title', label: fieldNames.title, input: 'text', translated: true },
      {
        name: 'slug',
        label: fieldNames.slug,
        input: 'text',
        description: msg`The post’s address: ${'/{lang}/blog/{slug}.html'}`,
        translated: true,
      },
      { name: 'excerpt', label: fieldNames.excerpt, input: { rows: 3 }, description: msg`The blog card’s text`, translated: true },
      metaDescription,
      markdown('body', 24),
    ],
  },
};

export const blogTags: ContentScreen = {
  path: 'blog-tags',
  id: 'blog-tag',
  title: /* i18n */ 'Blog tags',
  newTitle: /* i18n */ 'New blog tag',
  documents: documents.blogTagDocuments,
  nameField: 'name',
  list: { columns: ['name', 'key'] },
  side: { description: msg`The key is the blog page’s category in its address (?category=…).`, fields: [] },
  main: { title: TEXTS, fields: [{ name: 'name', label: fieldNames.name, input: 'text', translated: true }] },
};

export const contactSubjects: ContentScreen = {
  path: 'contact-subjects',
  id: 'contact-subject',
  title: /* i18n */ 'Contact subjects',
  newTitle: /* i18n */ 'New contact subject',
  documents: documents.contactSubjectDocuments,
  nameField: 'label',
  list: { columns: ['label', 'key', 'contactId', 'position'], sort: [{ id: 'position', desc: false }] },
  side: {
    fields: [
      {
        name: 'contactId',
        label: fieldNames.contactId,
        input: 'number',
        description: msg`What the contact form sends for this subject`,
      },
      position,
    ],
  },
  main: { title: TEXTS, fields: [{ name: 'label', label: fieldNames.label, input: 'text', translated: true }] },
};

/** The shop's one row of contact details: the contact page's head office, phone, emails, map link and support hours. */
export const contactDetails: ContentScreen = {
  path: 'contact-details',
  id: 'contact-details',
  title: /* i18n */ 'Contact details',
  documents: { detail: documents.contactDetailsDocument, update: documents.updateContactDetailsDocument },
  nameField: 'companyName',
  noKey: true,
  side: {
    title: msg`Support hours (in the content language chosen above)`,
    fields: [{ name: 'hours', label: msg`Hours`, input: 'text', translated: true }],
  },
  main: {
    title: msg`Head office and contacts`,
    fields: [
      { name: 'companyName', label: msg`Company name`, input: 'text' },
      { name: 'streetLines', label: msg`Street (one line per row)`, input: 'lines' },
      { name: 'postcode', label: msg`Postcode`, input: 'text' },
      { name: 'city', label: msg`City`, input: 'text' },
      { name: 'countryCode', label: msg`Country code (ISO, 2 letters)`, input: 'text' },
      { name: 'phone', label: msg`Phone`, input: 'text' },
      { name: 'email', label: msg`Customer service email`, input: 'text' },
      { name: 'pressEmail', label: msg`Press email`, input: 'text' },
      { name: 'mapUrl', label: msg`Map link`, input: 'text' },
    ],
  },
};
