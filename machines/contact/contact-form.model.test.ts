import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { observeSelectors, type ModelEvent } from '../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../test-support/model-tests';
import { contactFormMachine } from './contact-form.machine';
import { contactSubmissionOf, initialContactValues, isContactFormValid } from './contact-form.rules';
import * as contactFormSelectors from './contact-form.selectors';
import type { ContactFormSnapshot } from './contact-form.selectors';
import type { ContactInput, ContactSubmission } from './contact-form.types';
import {
  FILE_TYPE_ERROR,
  HUGE_DOCUMENT,
  INVOICE,
  NETWORK_ERROR,
  SERVER_ERROR,
  createFakeShop,
  httpError,
} from '../test-support/message-fixtures';

/** The account side with the customer's email and names: only the message is missing. */
const ACCOUNT: ContactInput = { variant: 'account', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
/** The contact page with the customer's email. */
const PAGE: ContactInput = { variant: 'contactPage', email: 'ada@example.com' };

/**
 * Each event stands for a class the machine branches on: the message typed
 * validly or not, a field of each variant made invalid and left, a document
 * within or over 10 MB and its removal, submit, another message; and the
 * request answering, failing with the server's words, refusing the document,
 * naming a field, or not reaching the shop.
 */
const EVENTS: readonly ModelEvent[] = [
  { type: 'field.changed', field: 'message', value: 'My eSIM has no data' },
  { type: 'field.changed', field: 'message', value: 'x' },
  { type: 'field.changed', field: 'subject', value: 'press' },
  { type: 'field.changed', field: 'firstName', value: '' },
  { type: 'field.blurred', field: 'email' },
  { type: 'file.chosen', field: 'document', file: INVOICE },
  { type: 'file.chosen', field: 'document', file: HUGE_DOCUMENT },
  { type: 'file.cleared', field: 'document' },
  { type: 'contact.submitted' },
  { type: 'contact.anotherRequested' },
  { type: 'xstate.done.actor.sendContactMessage' },
  { type: 'xstate.error.actor.sendContactMessage', error: SERVER_ERROR },
  { type: 'xstate.error.actor.sendContactMessage', error: FILE_TYPE_ERROR },
  { type: 'xstate.error.actor.sendContactMessage', error: httpError({ code: 'BAD_USER_INPUT', fields: { email: 'Unknown domain' } }) },
  { type: 'xstate.error.actor.sendContactMessage', error: NETWORK_ERROR },
];

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observe = observeSelectors<ContactFormSnapshot>(contactFormSelectors);

describe('contact form model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<ContactInput, ContactFormSnapshot>({
    machine: contactFormMachine,
    states: ['editing', 'editing.failed', 'editing.idle', 'loading', 'sent'],
    events: EVENTS,
    starts: [
      ['the account side', ACCOUNT],
      ['the contact page', PAGE],
    ],
    replayFrom: (input) => ({
      start: () => {
        const shop = createFakeShop();
        const machine = contactFormMachine.provide({
          actors: { sendContactMessage: shop.request<void, ContactSubmission>('sendContactMessage') },
        });
        return { actor: createActor(machine, { input }).start(), shop };
      },
      observable: observe,
      checkInput: (sent, before, where) =>
        expect(sent, where).toEqual(contactSubmissionOf(before.context.variant, before.context.values, before.context.document)),
    }),
    minPathsPerStart: 5,
  });

  itKeepsInvariants(
    (snapshot, where, { steps }, input) => {
      const { context } = snapshot;
      expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches('loading'));
      expect(snapshot.hasTag('error'), where).toBe(snapshot.matches({ editing: 'failed' }));
      // A failure shows in one place: the status line, or on fields (a refused document's code included).
      const onFields = Object.keys(context.serverFieldErrors).length > 0;
      if (steps.at(-1)?.event.type.startsWith('xstate.error') === true) expect(context.failure !== null, where).toBe(!onFields);
      if (context.failure !== null) expect(onFields, where).toBe(false);
      if (!snapshot.matches({ editing: 'failed' })) expect(context.failure, where).toBeNull();
      // Only a form the rules accept is ever sent; the account side never has a subject or document.
      if (snapshot.matches('loading')) expect(isContactFormValid(context.variant, context.values, context.document), where).toBe(true);
      if (context.variant === 'account') {
        expect(context.values.subject, where).toBe('');
        expect(context.document, where).toBeNull();
      }
      // Sent: the form is fresh for another message.
      if (snapshot.matches('sent')) {
        expect(context.values, where).toEqual(initialContactValues(input));
        expect(context.document, where).toBeNull();
      }
      // Nothing typed is lost on a failure.
      const last = steps[steps.length - 1];
      const previous = steps[steps.length - 2];
      if (last?.event.type.startsWith('xstate.error') && previous) {
        expect(context.values, where).toEqual((previous.state as ContactFormSnapshot).context.values);
        expect(context.document, where).toEqual((previous.state as ContactFormSnapshot).context.document);
      }
    },
    { minSnapshots: 21 },
  );
});
