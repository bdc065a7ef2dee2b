import { ACCOUNT_CONTACT_ID, submitContactMessage, type ContactConfiguration, type ShopClient } from '@shop/api';
import { contactFieldId } from '@shop/design-system';
import type { ContactSubmission, contactFormMachine } from '@shop/machines/contact';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/react/machine-actors';

type Subjects = ContactConfiguration['subjects'];

/** The contactId the configuration gives a subject (spec §3: customer service 1, press 2). */
function contactIdOf(subjects: Subjects, subjectKey: string): number {
  const subject = subjects.find((candidate) => candidate.key === subjectKey) ?? subjects[0];
  if (!subject) throw new Error('The contact configuration has no subject');
  return subject.contactId;
}

/** What `POST /contact/submit` gets for a form: the contact page's subject and document, or the account's names. */
function messageOf(submission: ContactSubmission, subjects: Subjects, document: File | null) {
  if (submission.variant === 'account') {
    const { email, firstName, lastName, message } = submission;
    return { contactId: ACCOUNT_CONTACT_ID, email, firstName, lastName, message };
  }
  const { email, message, subject } = submission;
  return { contactId: contactIdOf(subjects, subject), email, message, ...(submission.document && document ? { file: document } : {}) };
}

/** The form on the page: its subjects, the `File` the shopper chose (the machine keeps only its name and size), its ids. */
export interface ContactFormPage {
  readonly subjects: Subjects;
  readonly document: File | null;
  readonly idPrefix: string;
}

/**
 * The contact form's request (`POST /contact/submit`), cancelled when the form is left, and focus
 * to the field a refused submit names.
 */
export function contactFormActors(client: ShopClient, page: ContactFormPage): MachineActors<typeof contactFormMachine, 'focusField'> {
  return {
    actors: {
      sendContactMessage: fromPromise<void, ContactSubmission>(({ input, signal }) =>
        submitContactMessage(client, messageOf(input, page.subjects, page.document), { signal }),
      ),
    },
    actions: {
      focusField: (_, { field }) => window.document.getElementById(contactFieldId(field, page.idPrefix))?.focus(),
    },
  };
}
