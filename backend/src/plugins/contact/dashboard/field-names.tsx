// What the contact message pages call each field, in the dashboard's own convention: a list page
// looks up `fieldName.<column>` for the column's header and its column and filter menus, and the
// detail page labels the same value with the same message.
import { msg } from '@lingui/core/macro';

export const fieldNames = {
  email: msg({ id: 'fieldName.email', message: 'Email' }),
  message: msg({ id: 'fieldName.message', message: 'Message' }),
  languageCode: msg({ id: 'fieldName.languageCode', message: 'Language' }),
  sender: msg({ id: 'fieldName.sender', message: 'Sender' }),
  attachment: msg({ id: 'fieldName.attachment', message: 'Attachment' }),
};

/** The languages a message can be sent in (backend/src/seed/languages.ts). */
export const SHOP_LANGUAGE_CODES = ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'zh_Hant'];
