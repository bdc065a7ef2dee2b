import { createActorContext } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import type { ContactConfiguration } from '@shop/api';
import { ContactForm, type ContactFormErrors } from '@shop/design-system';
import {
  contactFormMachine,
  selectDocument,
  selectFieldErrors,
  selectIsLoading,
  selectIsSent,
  selectStatusError,
  selectValues,
  type ContactInput,
  type ContactVariant,
} from '@shop/machines/contact';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { messageFieldTexts, statusFailureText } from '../forms/form-messages';
import { contactFormActors } from './contact.actors';

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
        form.send({ type: 'file.chosen', field: 'document', file: { name: file.name, size: file.size, type: file.type } });
      }}
      onDocumentCleared={() => {
        keepDocument(null);
        form.send({ type: 'file.cleared', field: 'document' });
      }}
      onSubmit={() => form.send({ type: 'contact.submitted' })}
      onAnotherRequested={() => form.send({ type: 'contact.anotherRequested' })}
    />
  );
}

const NO_SUBJECTS: ContactConfiguration['subjects'] = [];

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
export function ContactFormHost({ subjects = NO_SUBJECTS, input }: ContactFormHostProps) {
  const client = useShopClient();
  // The chosen file itself: the machine keeps only its name, size and type.
  const [document, setDocument] = useState<File | null>(null);
  const idPrefix = input.variant === 'account' ? 'account-contact' : 'contact';
  const logic = useMemo(
    () => contactFormMachine.provide(contactFormActors(client, { subjects, document, idPrefix })),
    [client, subjects, document, idPrefix],
  );
  return (
    <ContactFormContext.Provider logic={logic} options={{ input }}>
      <ContactFormView subjects={subjects} variant={input.variant} idPrefix={idPrefix} keepDocument={setDocument} />
    </ContactFormContext.Provider>
  );
}
