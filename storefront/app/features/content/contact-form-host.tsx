import { createActorContext } from '@xstate/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { ACCOUNT_CONTACT_ID, submitContactMessage, type ContactConfiguration } from '@shop/api';
import { ContactForm, contactFieldId, type ContactFormErrors } from '@shop/design-system';
import {
  contactFormMachine,
  createContactFormMachine,
  selectDocument,
  selectFieldErrors,
  selectIsLoading,
  selectIsSent,
  selectStatusError,
  selectValues,
  type ContactInput,
  type ContactSubmission,
  type ContactVariant,
} from '@shop/machines/contact-form';

import { useLocale } from '../../lib/locale-route';
import { messageFieldTexts, statusFailureText } from '../forms/form-messages';
import { browserShopClient } from '../../lib/shop-client';

const ContactFormContext = createActorContext(contactFormMachine);

interface ContactFormViewProps {
  subjects: ContactConfiguration['subjects'];
  variant: ContactVariant;
  idPrefix: string;
  keepDocument: (file: File | null) => void;
}

function ContactFormView({ subjects, variant, idPrefix, keepDocument }: ContactFormViewProps) {
  const intl = useIntl();
  const form = ContactFormContext.useActorRef();
  const values = ContactFormContext.useSelector(selectValues);
  const document = ContactFormContext.useSelector(selectDocument);
  const fieldErrors = ContactFormContext.useSelector(selectFieldErrors);
  const statusError = ContactFormContext.useSelector(selectStatusError);
  const busy = ContactFormContext.useSelector(selectIsLoading);
  const sent = ContactFormContext.useSelector(selectIsSent);
  const text = (id: string) => intl.formatMessage({ id });
  const errors: ContactFormErrors = messageFieldTexts(intl, fieldErrors);
  const status = statusFailureText(intl, statusError);
  return (
    <ContactForm
      variant={variant}
      idPrefix={idPrefix}
      values={values}
      subjects={subjects.map((subject) => ({ value: subject.key, label: subject.label }))}
      document={document}
      errors={errors}
      busy={busy}
      {...(status ? { statusError: status } : {})}
      sent={sent}
      headingLevel={2}
      // The account's section has a heading of its own.
      {...(variant === 'contactPage' ? { title: text('contact.form.title') } : {})}
      onFieldChange={(field, value) => form.send({ type: 'field.changed', field, value })}
      onFieldBlur={(field) => form.send({ type: 'field.blurred', field })}
      onDocumentChosen={(file) => {
        keepDocument(file);
        form.send({ type: 'document.chosen', document: { name: file.name, size: file.size, type: file.type } });
      }}
      onDocumentCleared={() => {
        keepDocument(null);
        form.send({ type: 'document.cleared' });
      }}
      onSubmit={() => form.send({ type: 'contact.submitted' })}
      onAnotherRequested={() => form.send({ type: 'contact.anotherRequested' })}
    />
  );
}

/** The contactId the configuration gives a subject (spec §3: customer service 1, press 2). */
function contactIdOf(subjects: ContactConfiguration['subjects'], subjectKey: string): number {
  const subject = subjects.find((candidate) => candidate.key === subjectKey) ?? subjects[0];
  if (!subject) throw new Error('The contact configuration has no subject');
  return subject.contactId;
}

/** What `POST /contact/submit` gets for a form: the contact page's subject and document, or the account's names. */
function messageOf(submission: ContactSubmission, subjects: ContactConfiguration['subjects'], document: File | null) {
  if (submission.variant === 'account') {
    const { email, firstName, lastName, message } = submission;
    return { contactId: ACCOUNT_CONTACT_ID, email, firstName, lastName, message };
  }
  const { email, message, subject } = submission;
  return { contactId: contactIdOf(subjects, subject), email, message, ...(submission.document && document ? { file: document } : {}) };
}

interface ContactFormHostProps {
  /** The configuration's subjects (the contact page's choice); the account form has none. */
  subjects?: ContactConfiguration['subjects'];
  /** Spec §2 contact page (subject, email, document, message) or §3 account form (email, names, message). */
  input: ContactInput;
}

/**
 * Spec §2 Contact form and the account-side form of §3, sent as `POST /contact/submit`; the
 * contact machine validates, shows loading and sent (§4).
 */
export function ContactFormHost({ subjects = [], input }: ContactFormHostProps) {
  const locale = useLocale();
  const attached = useRef<File | null>(null);
  const idPrefix = input.variant === 'account' ? 'account-contact' : 'contact';
  const [logic] = useState(() =>
    createContactFormMachine({
      sendContactMessage: async (submission, signal) => {
        await submitContactMessage(browserShopClient(locale), messageOf(submission, subjects, attached.current), { signal });
      },
      focusField: (field) => window.document.getElementById(contactFieldId(field, idPrefix))?.focus(),
    }),
  );
  return (
    <ContactFormContext.Provider logic={logic} options={{ input }}>
      <ContactFormView
        subjects={subjects}
        variant={input.variant}
        idPrefix={idPrefix}
        keepDocument={(file) => {
          attached.current = file;
        }}
      />
    </ContactFormContext.Provider>
  );
}
