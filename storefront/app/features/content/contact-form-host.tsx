import { createActorContext } from '@xstate/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { createShopClient, submitContactMessage, type ContactConfiguration } from '@shop/api';
import { toBcp47 } from '@shop/api/locale';
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
  type ContactSubmission,
} from '@shop/machines/contact-form';

import { useLocale } from '../../lib/locale-route';
import { messageFieldText, statusFailureText } from '../forms/message-form-text';

const ContactFormContext = createActorContext(contactFormMachine);

function ContactFormView({ contact, keepDocument }: { contact: ContactConfiguration; keepDocument: (file: File | null) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const form = ContactFormContext.useActorRef();
  const values = ContactFormContext.useSelector(selectValues);
  const document = ContactFormContext.useSelector(selectDocument);
  const fieldErrors = ContactFormContext.useSelector(selectFieldErrors);
  const statusError = ContactFormContext.useSelector(selectStatusError);
  const busy = ContactFormContext.useSelector(selectIsLoading);
  const sent = ContactFormContext.useSelector(selectIsSent);
  const text = (id: string) => intl.formatMessage({ id });
  const errors: ContactFormErrors = {};
  for (const [field, error] of Object.entries(fieldErrors)) {
    const message = messageFieldText(intl, error);
    if (message) errors[field as keyof ContactFormErrors] = message;
  }
  const status = statusFailureText(intl, statusError);
  return (
    <ContactForm
      variant="contactPage"
      values={values}
      subjects={contact.subjects.map((subject) => ({ value: subject.key, label: subject.label }))}
      document={document}
      errors={errors}
      busy={busy}
      {...(status ? { statusError: status } : {})}
      sent={sent}
      locale={toBcp47(locale)}
      headingLevel={2}
      labels={{
        title: text('contact.form.title'),
        requiredNote: text('contact.form.required'),
        subject: text('contact.form.subject'),
        email: text('contact.form.email'),
        firstName: text('contact.form.firstName'),
        lastName: text('contact.form.lastName'),
        message: text('contact.form.message'),
        document: text('contact.form.document'),
        documentChoose: text('contact.form.documentChoose'),
        documentDrop: text('contact.form.documentDrop'),
        documentHint: text('contact.form.documentHint'),
        documentClear: text('contact.form.documentClear'),
        submit: text('contact.form.submit'),
        sending: text('contact.form.sending'),
        sentTitle: text('contact.form.sentTitle'),
        sentMessage: text('contact.form.sent'),
        sendAnother: text('contact.form.another'),
      }}
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
function contactIdOf(contact: ContactConfiguration, submission: Extract<ContactSubmission, { variant: 'contactPage' }>): number {
  const subject = contact.subjects.find((candidate) => candidate.key === submission.subject) ?? contact.subjects[0];
  if (!subject) throw new Error('The contact configuration has no subject');
  return subject.contactId;
}

/**
 * Spec §2 Contact form: subject, email, attached document and message, sent as `POST
 * /contact/submit`; the contact machine validates, shows loading and sent (§4).
 */
export function ContactFormHost({ contact }: { contact: ContactConfiguration }) {
  const locale = useLocale();
  const attached = useRef<File | null>(null);
  const [logic] = useState(() =>
    createContactFormMachine({
      sendContactMessage: async (submission, signal) => {
        if (submission.variant !== 'contactPage') throw new Error('The contact page sends the contact page form');
        await submitContactMessage(
          createShopClient({ shopApiUrl: '/shop-api', locale }),
          {
            contactId: contactIdOf(contact, submission),
            email: submission.email,
            message: submission.message,
            ...(submission.document && attached.current ? { file: attached.current } : {}),
          },
          signal,
        );
      },
      focusField: (field) => window.document.getElementById(contactFieldId(field))?.focus(),
    }),
  );
  return (
    <ContactFormContext.Provider logic={logic} options={{ input: { variant: 'contactPage' } }}>
      <ContactFormView
        contact={contact}
        keepDocument={(file) => {
          attached.current = file;
        }}
      />
    </ContactFormContext.Provider>
  );
}
