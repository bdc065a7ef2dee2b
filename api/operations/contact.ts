import type { CallOptions, ShopClient } from '../client';
import { parsed } from '../errors';
import { graphql, requestTyped, type ResultOf } from '../graphql';
import { z } from '../zod';
import { formAcceptedSchema, namedBlobSchema } from './form-submission';
import { validInput } from './operation-input';

/*
 * The contact page and the account's message to customer service (spec §7 `POST /contact/submit`,
 * getContactConfiguration; issue 7): the form goes as multipart to the backend (form-submission.ts),
 * the page's subjects and the ways to reach support come from the Shop API in the client's language.
 */

export const CONTACT_SUBMIT_PATH = '/contact/submit';

/**
 * The contactId the account page's form posts (customer service's, backend/seed/content/contact.json);
 * the contact page's subjects come from `getContactConfiguration`.
 */
export const ACCOUNT_CONTACT_ID = 1;

/** The backend's upload limit (it refuses anything over it with FILE_TOO_LARGE / a 413). */
export const MAX_CONTACT_DOCUMENT_BYTES = 10 * 1024 * 1024;

const contactMessageInputSchema = z.object({
  contactId: z.number().int().positive(),
  email: z.string(),
  message: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  file: namedBlobSchema.optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

const CONTACT_DOCUMENT = graphql(`
  query ContactConfiguration {
    contactConfiguration {
      subjects { key contactId label }
      reviewContactId
      headOffice { name streetLines postcode city countryCode }
      phone email pressEmail mapUrl hours
    }
  }
`);

export type ContactConfiguration = NonNullable<ResultOf<typeof CONTACT_DOCUMENT>['contactConfiguration']>;

/** Spec §7 `POST /contact/submit`: the contact page's form (a subject's contactId) or the account page's (ACCOUNT_CONTACT_ID). */
export async function submitContactMessage(client: ShopClient, input: ContactMessageInput, options: CallOptions = {}): Promise<void> {
  const valid = validInput('submitContactMessage', contactMessageInputSchema, input);
  const form = new FormData();
  form.append('contactId', String(valid.contactId));
  form.append('email', valid.email);
  form.append('message', valid.message);
  if (valid.firstName !== undefined) form.append('firstName', valid.firstName);
  if (valid.lastName !== undefined) form.append('lastName', valid.lastName);
  if (valid.file) form.append('file', valid.file, valid.file.name);
  await client.submitForm('submitContactMessage', CONTACT_SUBMIT_PATH, form, formAcceptedSchema, options);
}

/** Spec §7 getContactConfiguration: the subjects, the head office and the ways to reach support. */
export async function getContactConfiguration(client: ShopClient, options: CallOptions = {}): Promise<ContactConfiguration | null> {
  const { contactConfiguration } = await requestTyped(client, 'getContactConfiguration', CONTACT_DOCUMENT, {}, options);
  // The schema says String: the map's address is framed by the contact page, so it must be a URL.
  if (contactConfiguration) parsed('getContactConfiguration', z.url(), contactConfiguration.mapUrl);
  return contactConfiguration;
}
