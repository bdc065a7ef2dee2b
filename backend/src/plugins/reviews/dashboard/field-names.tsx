// What the review pages call each field, in the dashboard's own convention: a list page looks up
// `fieldName.<column>` for the column's header and its column and filter menus, and the detail
// page labels the same value with the same message.
import { msg } from '@lingui/core/macro';

export const fieldNames = {
  rating: msg({ id: 'fieldName.rating', message: 'Rating' }),
  authorName: msg({ id: 'fieldName.authorName', message: 'Author' }),
  email: msg({ id: 'fieldName.email', message: 'Email' }),
  destination: msg({ id: 'fieldName.destination', message: 'Destination' }),
  title: msg({ id: 'fieldName.title', message: 'Title' }),
  message: msg({ id: 'fieldName.message', message: 'Message' }),
  picture: msg({ id: 'fieldName.picture', message: 'Picture' }),
  languageCode: msg({ id: 'fieldName.languageCode', message: 'Language' }),
  moderatedAt: msg({ id: 'fieldName.moderatedAt', message: 'Moderated at' }),
  verifiedPurchase: msg({ id: 'fieldName.verifiedPurchase', message: 'Verified purchase' }),
};

/** The languages a review can be written in (backend/src/seed/languages.ts). */
export const SHOP_LANGUAGE_CODES = ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'zh_Hant'];
