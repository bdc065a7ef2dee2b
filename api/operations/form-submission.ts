import { z } from '../zod';

/*
 * What the contact and review forms share: they go as multipart to the backend's REST endpoints on
 * the Shop API's origin (`ShopClient.submitForm`), with an upload, and no GraphQL schema describes
 * their answer. A refusal is a ShopError whose detail carries the backend's code (BAD_USER_INPUT,
 * FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED, MALFORMED_REQUEST, RATE_LIMITED), its message in the
 * client's language and `fields`, the field errors by form field name (`file` for the upload).
 */

/** A `File` (it has a name); in Node, any Blob given a name. */
export type NamedBlob = Blob & { readonly name: string };

export const namedBlobSchema = z.custom<NamedBlob>(
  (value) => value instanceof Blob && typeof (value as { name?: unknown }).name === 'string',
  'Expected a file',
);

/** What both endpoints answer when they stored the form (201). */
export const formAcceptedSchema = z.object({ ok: z.literal(true) });
