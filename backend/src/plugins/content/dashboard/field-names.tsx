// What the content's lists call their columns, in the dashboard's own convention: a list page
// looks up `fieldName.<column>` for a column's header and its column and filter menus; the
// detail forms label the same field with the same message. Names Vendure's catalog already has
// (position, name, slug, category, updatedAt) are its own, not redefined here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const vendures = (field: string): MessageDescriptor => ({ id: `fieldName.${field}` });

export const fieldNames = {
  key: msg({ id: 'fieldName.key', message: 'Key' }),
  position: vendures('position'),
  name: vendures('name'),
  question: msg({ id: 'fieldName.question', message: 'Question' }),
  answer: msg({ id: 'fieldName.answer', message: 'Answer' }),
  categoryId: msg({ id: 'fieldName.categoryId', message: 'Category' }),
  title: msg({ id: 'fieldName.title', message: 'Title' }),
  metaDescription: msg({ id: 'fieldName.metaDescription', message: 'Meta description' }),
  body: msg({ id: 'fieldName.body', message: 'Body' }),
  author: msg({ id: 'fieldName.author', message: 'Author' }),
  publishedAt: msg({ id: 'fieldName.publishedAt', message: 'Published' }),
  contentUpdatedAt: msg({ id: 'fieldName.contentUpdatedAt', message: 'Updated' }),
  featured: msg({ id: 'fieldName.featured', message: 'Featured' }),
  viewCount: msg({ id: 'fieldName.viewCount', message: 'Views' }),
  tags: msg({ id: 'fieldName.tags', message: 'Tags' }),
  slug: vendures('slug'),
  excerpt: msg({ id: 'fieldName.excerpt', message: 'Excerpt' }),
  label: msg({ id: 'fieldName.label', message: 'Label' }),
  contactId: msg({ id: 'fieldName.contactId', message: 'Contact id' }),
};
