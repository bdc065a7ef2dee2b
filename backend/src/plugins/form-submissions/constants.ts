export const LOGGER_CTX = 'FormSubmissions';
export const FORM_SUBMISSIONS_PLUGIN_OPTIONS = Symbol('FORM_SUBMISSIONS_PLUGIN_OPTIONS');

/** `GET /uploads/reviews/<name>` (approved pictures, public) and `GET /uploads/contact/<name>` (staff only). */
export const UPLOADS_ROUTE = 'uploads';

export interface FormSubmissionsPluginOptions {
  /** Where uploads are kept (UPLOADS_DIR), outside any web root: `contact/` and `reviews/` below it. */
  uploadsDir: string;
  /** Where staff notifications go (SHOP_INBOX); unset: the contact configuration's email. */
  shopInbox: string | undefined;
  /** Submissions per minute and client address, each form on its own (FORM_SUBMISSION_RATE_LIMIT_PER_MINUTE; submission-limits.ts). */
  rateLimitPerMinute: number;
}
