export const LOGGER_CTX = 'Contact';

/** `POST /contact/submit` (spec §7); the storefront proxies the prefix. */
export const CONTACT_ROUTE = 'contact';

/**
 * The account page's form (email, first name, last name, message) posts contactId 1, customer
 * service's (backend/seed/content/contact.json): its messages are customer service requests. It
 * is accepted even if staff remove or renumber that subject, so the account form never breaks.
 */
export const ACCOUNT_FORM_CONTACT_ID = 1;
