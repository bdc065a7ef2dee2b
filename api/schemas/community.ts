import { z } from '../zod';

/*
 * Contact messages and reviews (spec §3 Review form and Contact message, §7 add review and
 * `POST /contact/submit`; issue 7). The forms go as multipart to the backend's REST endpoints;
 * approved reviews and the shop's rating come from the Shop API in the client's language.
 */

/**
 * The contactId the account page's form posts (customer service's, backend/seed/content/contact.json);
 * the contact page's subjects come from `getContactConfiguration`.
 */
export const ACCOUNT_CONTACT_ID = 1;

/** The backend's upload limits (it refuses anything over them with FILE_TOO_LARGE / a 413). */
export const MAX_REVIEW_PICTURE_BYTES = 5 * 1024 * 1024;
export const MAX_CONTACT_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** A `File` (it has a name); in Node, any Blob given a name. */
export type NamedBlob = Blob & { readonly name: string };

const namedBlob = z.custom<NamedBlob>(
  (value) => value instanceof Blob && typeof (value as { name?: unknown }).name === 'string',
  'Expected a file',
);

export const contactMessageInputSchema = z.object({
  contactId: z.number().int().positive(),
  email: z.string(),
  message: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  file: namedBlob.optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const reviewInputSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** A product slug (the form's destination options). */
  destination: z.string(),
  rate: z.number().int().min(1).max(5),
  message: z.string(),
  picture: namedBlob.optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** What both endpoints answer when they stored the form (201). */
export const formAcceptedSchema = z.object({ ok: z.literal(true) });

/** A review's picture is root-relative (`/uploads/reviews/<name>`): the storefront serves it on its own origin. */
export const reviewPictureUrlSchema = z.string().startsWith('/uploads/reviews/');

export const approvedReviewListOptionsSchema = z.object({
  skip: z.number().int().nonnegative().optional(),
  take: z.number().int().min(1).max(50).optional(),
});
export type ApprovedReviewListOptions = z.infer<typeof approvedReviewListOptionsSchema>;
