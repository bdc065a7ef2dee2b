export const LOGGER_CTX = 'Community';
export const COMMUNITY_PLUGIN_OPTIONS = Symbol('COMMUNITY_PLUGIN_OPTIONS');

/** `POST /contact/submit` (spec §7) and `POST /reviews/submit`; the storefront proxies both prefixes. */
export const CONTACT_ROUTE = 'contact';
export const REVIEWS_ROUTE = 'reviews';
/** `GET /uploads/reviews/<name>` (approved pictures, public) and `GET /uploads/contact/<name>` (staff only). */
export const UPLOADS_ROUTE = 'uploads';

/**
 * The account page's form (email, first name, last name, message) posts contactId 1, customer
 * service's (backend/seed/content/contact.json): its messages are customer service requests. It
 * is accepted even if staff remove or renumber that subject, so the account form never breaks.
 */
export const ACCOUNT_FORM_CONTACT_ID = 1;

export interface CommunityPluginOptions {
  /** Where uploads are kept (UPLOADS_DIR), outside any web root: `contact/` and `reviews/` below it. */
  uploadsDir: string;
  /** Where staff notifications go (SHOP_INBOX); unset: the contact configuration's email. */
  shopInbox: string | undefined;
  /** Submissions per minute and client address, each endpoint on its own (COMMUNITY_RATE_LIMIT_PER_MINUTE; submission-limits.ts). */
  rateLimitPerMinute: number;
}
