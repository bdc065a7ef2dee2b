import { z } from '../zod';

/** The newsletter's double opt-in (issue 7 "Around every page"). */

/** Where the address was given: the newsletter modal, the blog's featured block, the account. */
export const NEWSLETTER_SOURCES = ['modal', 'blog', 'account'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/**
 * The address itself is checked by the backend, which answers spec §5's messages in the client's
 * language; here only a value no form would send (thousands of characters) is refused.
 */
export const newsletterSubscriptionInputSchema = z.object({
  email: z.string().max(1000, 'Is not a valid email address'),
  source: z.enum(NEWSLETTER_SOURCES),
});
export type NewsletterSubscriptionInput = z.infer<typeof newsletterSubscriptionInputSchema>;

/** The same answer whether or not the address was known or already confirmed (no enumeration). */
export const newsletterSubscribeResultSchema = z.object({ status: z.literal('PENDING_CONFIRMATION') });
export type NewsletterSubscribeResult = z.infer<typeof newsletterSubscribeResultSchema>;

export const NEWSLETTER_CONFIRMATION_STATUSES = ['CONFIRMED', 'INVALID_TOKEN', 'EXPIRED'] as const;
export const newsletterConfirmationResultSchema = z.object({ status: z.enum(NEWSLETTER_CONFIRMATION_STATUSES) });
export type NewsletterConfirmationResult = z.infer<typeof newsletterConfirmationResultSchema>;
export type NewsletterConfirmationStatus = NewsletterConfirmationResult['status'];
