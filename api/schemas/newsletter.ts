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
