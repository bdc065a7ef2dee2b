import { z } from '../zod';

/** The blog list's options (spec §7 cms), checked before they are sent; the answers are typed by the schema (operations/content.ts). */
export const blogPostListOptionsSchema = z.object({
  tag: z.string().trim().min(1).optional(),
  /** Only the featured post (true) or only the others (false). */
  featured: z.boolean().optional(),
  skip: z.number().int().min(0).optional(),
  take: z.number().int().min(1).max(50).optional(),
});
export type BlogPostListOptions = z.infer<typeof blogPostListOptionsSchema>;
