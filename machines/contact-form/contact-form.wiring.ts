import { fromPromise } from 'xstate';
import { contactFormMachine } from './contact-form.machine';
import type { ContactField, ContactSubmission } from './contact-form.types';

export interface ContactFormMachineDeps {
  /**
   * Sends the message (`POST /contact/submit`: the contactId the host maps
   * the subject to, or the account form's, the message, the email, and the
   * `File` the host kept for `submission.document`). Rejects with a
   * `ShopError`: FILE_TOO_LARGE or a 413, FILE_TYPE_NOT_ALLOWED,
   * BAD_USER_INPUT with `detail.fields` (the upload named `file`), or
   * another failure with the server's message (spec §8: its error value is
   * shown).
   *
   * The signal aborts only when the form is left (the actor stops).
   */
  sendContactMessage: (submission: ContactSubmission, signal: AbortSignal) => Promise<void>;
  /** Moves focus to a field (its input, the subject choice, the file input) after a refused submit. */
  focusField: (field: ContactField) => void;
}

export function createContactFormMachine(deps: ContactFormMachineDeps) {
  return contactFormMachine.provide({
    actors: {
      sendContactMessage: fromPromise<void, ContactSubmission>(({ input, signal }) => deps.sendContactMessage(input, signal)),
    },
    actions: {
      focusField: (_, params: { field: ContactField }) => deps.focusField(params.field),
    },
  });
}
