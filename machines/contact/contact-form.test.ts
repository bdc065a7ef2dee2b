import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { contactFailureOf, contactFormMachine } from './contact-form.machine';
import { contactSubmissionOf, initialContactValues, validateContactForm } from './contact-form.rules';
import {
  selectDocument,
  selectFieldErrors,
  selectFields,
  selectIsLoading,
  selectIsSent,
  selectStatusError,
  selectValues,
  selectVariant,
} from './contact-form.selectors';
import type { ContactEvent, ContactField, ContactInput, ContactSubmission, ContactTextField } from './contact-form.types';
import { answeringActor } from '../test-support/fake-requests';
import {
  FILE_TOO_LARGE_ERROR,
  FILE_TYPE_ERROR,
  HUGE_DOCUMENT,
  INVOICE,
  NETWORK_ERROR,
  PAYLOAD_TOO_LARGE,
  SERVER_ERROR,
  createFakeShop,
  httpError,
  settle,
} from '../test-support/message-fixtures';

const PAGE: ContactInput = { variant: 'contactPage' };
const ACCOUNT: ContactInput = { variant: 'account', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

function start(input: ContactInput = PAGE) {
  const shop = createFakeShop();
  const focusField = vi.fn<(field: ContactField) => void>();
  const machine = contactFormMachine.provide({
    actors: { sendContactMessage: shop.request<void, ContactSubmission>('sendContactMessage') },
    actions: { focusField: (_, params: { field: ContactField }) => focusField(params.field) },
  });
  const actor = createActor(machine, { input }).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const send = (...events: ContactEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, shop, emitted, send, focusField };
}

const change = (field: ContactTextField, value: string): ContactEvent => ({ type: 'field.changed', field, value });
const PAGE_FILLED: ContactEvent[] = [
  change('subject', 'press'),
  change('email', ' ada@example.com '),
  change('message', ' Interview request '),
];

describe('contact form, contact page', () => {
  it('starts with customer service chosen and its own fields', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(selectVariant(snapshot)).toBe('contactPage');
    expect(selectFields(snapshot)).toEqual(['subject', 'email', 'message', 'document']);
    expect(selectValues(snapshot)).toEqual({ subject: 'customerService', email: '', firstName: '', lastName: '', message: '' });
    expect(selectDocument(snapshot)).toBeNull();
    expect(selectFieldErrors(snapshot)).toEqual({});
    expect(selectIsLoading(snapshot)).toBe(false);
    expect(selectIsSent(snapshot)).toBe(false);
  });

  it('checks its fields only: subject, email, message min 2, document ≤ 10 MB', () => {
    const values = initialContactValues(PAGE);
    expect(validateContactForm('contactPage', values, null)).toEqual({ email: { code: 'required' }, message: { code: 'required' } });
    expect(validateContactForm('contactPage', { ...values, subject: 'sales', email: 'ada@', message: 'x' }, HUGE_DOCUMENT)).toEqual({
      subject: { code: 'required' },
      email: { code: 'email' },
      message: { code: 'min' },
      document: { code: 'documentTooLarge', maxMegabytes: 10 },
    });
    expect(validateContactForm('contactPage', { ...values, email: 'ada@example.com', message: 'Hi' }, INVOICE)).toEqual({});
  });

  it("ignores the account form's fields and a stray document event", () => {
    const { actor, send } = start();
    const before = actor.getSnapshot().context;
    send(change('firstName', 'Ada'), { type: 'field.blurred', field: 'lastName' });
    actor.send({ type: 'file.chosen', field: 'document', file: { size: 1 } } as unknown as ContactEvent);
    expect(actor.getSnapshot().context).toBe(before);
  });

  it('refuses a document over 10 MB at once; a smaller one or none is fine', () => {
    const { actor, send } = start();
    send({ type: 'file.chosen', field: 'document', file: HUGE_DOCUMENT });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ document: { code: 'documentTooLarge', maxMegabytes: 10 } });
    send({ type: 'file.chosen', field: 'document', file: INVOICE });
    expect(selectDocument(actor.getSnapshot())).toEqual(INVOICE);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    send({ type: 'file.cleared', field: 'document' });
    expect(selectDocument(actor.getSnapshot())).toBeNull();
  });

  it('an invalid submit sends nothing, shows every error and focuses the first', () => {
    const { actor, send, shop, focusField } = start();
    send(change('subject', ''), { type: 'contact.submitted' });
    expect(shop.requests).toHaveLength(0);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      subject: { code: 'required' },
      email: { code: 'required' },
      message: { code: 'required' },
    });
    expect(focusField).toHaveBeenLastCalledWith('subject');
    send(...PAGE_FILLED, { type: 'file.chosen', field: 'document', file: HUGE_DOCUMENT }, { type: 'contact.submitted' });
    expect(focusField).toHaveBeenLastCalledWith('document');
  });

  it('spec §4: loading while sending, then sent; a second press sends nothing; another message starts fresh', async () => {
    const { actor, send, shop, emitted } = start();
    send(...PAGE_FILLED, { type: 'file.chosen', field: 'document', file: INVOICE }, { type: 'contact.submitted' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    send({ type: 'contact.submitted' }, change('message', 'changed'), { type: 'file.cleared', field: 'document' });
    expect(shop.asked()).toEqual([
      {
        name: 'sendContactMessage',
        input: { variant: 'contactPage', subject: 'press', email: 'ada@example.com', message: 'Interview request', document: INVOICE },
      },
    ]);
    shop.only().resolve();
    await settle();
    expect(selectIsSent(actor.getSnapshot())).toBe(true);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'contact.sent', variant: 'contactPage' }]);
    // The form is not shown while sent: typing does nothing.
    send(change('email', 'x'), { type: 'contact.submitted' });
    expect(selectIsSent(actor.getSnapshot())).toBe(true);
    send({ type: 'contact.anotherRequested' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(selectValues(actor.getSnapshot())).toEqual(initialContactValues(PAGE));
    expect(selectDocument(actor.getSnapshot())).toBeNull();
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it.each([
    ['a document refused by its content', FILE_TYPE_ERROR, { code: 'documentType' }],
    ['a document too large', FILE_TOO_LARGE_ERROR, { code: 'documentTooLarge', maxMegabytes: 10 }],
    ["a proxy's 413", PAYLOAD_TOO_LARGE, { code: 'documentTooLarge', maxMegabytes: 10 }],
  ] as const)('%s: a code on the file field, until another is chosen', async (_name, cause, refusal) => {
    const { actor, send, shop } = start();
    send(...PAGE_FILLED, { type: 'file.chosen', field: 'document', file: INVOICE }, { type: 'contact.submitted' });
    shop.only().reject(cause);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ document: refusal });
    expect(selectStatusError(actor.getSnapshot())).toBeNull();
    expect(selectDocument(actor.getSnapshot())).toEqual(INVOICE);
    send({ type: 'file.chosen', field: 'document', file: { ...INVOICE, name: 'other.pdf' } });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it('a refused document stays refused when sent again unchanged, until the answer', async () => {
    const { actor, send, shop } = start();
    send(...PAGE_FILLED, { type: 'file.chosen', field: 'document', file: INVOICE }, { type: 'contact.submitted' });
    shop.only().reject(FILE_TYPE_ERROR);
    await settle();
    send({ type: 'file.cleared', field: 'document' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    send({ type: 'contact.submitted' });
    expect(shop.only().input).toMatchObject({ document: null });
  });
});

describe('contact form, account side', () => {
  it("starts with the customer's email and names, and checks its own fields", () => {
    const { actor } = start(ACCOUNT);
    expect(selectFields(actor.getSnapshot())).toEqual(['email', 'firstName', 'lastName', 'message']);
    expect(selectValues(actor.getSnapshot())).toEqual({
      subject: '',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      message: '',
    });
    expect(validateContactForm('account', { ...initialContactValues(ACCOUNT), firstName: 'A', lastName: '' }, null)).toEqual({
      firstName: { code: 'min' },
      lastName: { code: 'required' },
      message: { code: 'required' },
    });
    expect(initialContactValues({ variant: 'account' })).toEqual({ subject: '', email: '', firstName: '', lastName: '', message: '' });
  });

  it("ignores the contact page's subject and document", () => {
    const { actor, send } = start(ACCOUNT);
    const before = actor.getSnapshot().context;
    send(
      change('subject', 'press'),
      { type: 'file.chosen', field: 'document', file: INVOICE },
      { type: 'field.blurred', field: 'document' },
    );
    expect(actor.getSnapshot().context).toBe(before);
  });

  it('sends the names and no subject or document', async () => {
    const { actor, send, shop, focusField, emitted } = start(ACCOUNT);
    send({ type: 'contact.submitted' });
    expect(focusField).toHaveBeenLastCalledWith('message');
    send(change('lastName', ' Byron '), change('message', 'My eSIM has no data'), { type: 'contact.submitted' });
    expect(shop.only().input).toEqual({
      variant: 'account',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Byron',
      message: 'My eSIM has no data',
    });
    shop.only().resolve();
    await settle();
    expect(selectIsSent(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'contact.sent', variant: 'account' }]);
    send({ type: 'contact.anotherRequested' });
    expect(selectValues(actor.getSnapshot())).toEqual(initialContactValues(ACCOUNT));
  });

  it('a submission of a contact page without a subject is a bug, not a request', () => {
    expect(() => contactSubmissionOf('contactPage', { ...initialContactValues(PAGE), subject: '' }, null)).toThrow(/without a subject/);
  });
});

describe('contact form failures', () => {
  it.each([
    ["the server's words", SERVER_ERROR, { code: 'server', message: 'Mail server unavailable' }],
    ['a lost connection', NETWORK_ERROR, { code: 'generic' }],
  ])('%s: the status line, everything kept; the next press clears it', async (_name, cause, failure) => {
    const { actor, send, shop } = start();
    send(...PAGE_FILLED, { type: 'file.chosen', field: 'document', file: INVOICE }, { type: 'contact.submitted' });
    shop.only().reject(cause);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'failed' });
    expect(selectStatusError(snapshot)).toEqual({ ...failure, cause });
    expect(selectFieldErrors(snapshot)).toEqual({});
    expect(selectValues(snapshot)).toMatchObject({ subject: 'press', email: ' ada@example.com ', message: ' Interview request ' });
    expect(selectDocument(snapshot)).toEqual(INVOICE);
    send({ type: 'contact.submitted' });
    expect(selectStatusError(actor.getSnapshot())).toBeNull();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
  });

  it("the server's words on the fields it named instead of the status line (the upload is `file`), until they change", async () => {
    const { actor, send, shop } = start();
    send(...PAGE_FILLED, { type: 'file.chosen', field: 'document', file: INVOICE }, { type: 'contact.submitted' });
    shop.only().reject(
      httpError({
        code: 'BAD_USER_INPUT',
        message: 'Invalid message',
        fields: { email: 'Unknown domain', file: 'Unreadable', firstName: 'x' },
      }),
    );
    await settle();
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      email: { code: 'server', message: 'Unknown domain' },
      document: { code: 'server', message: 'Unreadable' },
    });
    expect(selectStatusError(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    send(change('email', 'ada@example.org'));
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ document: { code: 'server', message: 'Unreadable' } });
  });

  it('fields the variant does not show fall back to the status line', async () => {
    const { actor, send, shop } = start(ACCOUNT);
    send(change('message', 'Hello'), { type: 'contact.submitted' });
    const cause = httpError({ message: 'Refused', fields: { subject: 'Unknown' }, code: 'FILE_TYPE_NOT_ALLOWED' });
    shop.only().reject(cause);
    await settle();
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    expect(selectStatusError(actor.getSnapshot())).toEqual({ code: 'server', message: 'Refused', cause });
  });

  it('the stub actor says what to provide', async () => {
    const actor = createActor(contactFormMachine, { input: ACCOUNT }).start();
    actor.send(change('message', 'Hello'));
    actor.send({ type: 'contact.submitted' });
    await settle();
    expect(String((selectStatusError(actor.getSnapshot())?.cause as Error).message)).toMatch(/provide the sendContactMessage actor/);
  });

  it('the provided actor gets the submission and an abort signal, focus moves; leaving aborts', async () => {
    const sendContactMessage = vi.fn(
      (_submission: ContactSubmission, signal: AbortSignal) =>
        new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve())),
    );
    const focusField = vi.fn();
    const provided = contactFormMachine.provide({
      actors: { sendContactMessage: answeringActor(sendContactMessage) },
      actions: { focusField: (_, { field }) => focusField(field) },
    });
    const actor = createActor(provided, { input: PAGE }).start();
    actor.send({ type: 'contact.submitted' });
    expect(focusField).toHaveBeenCalledWith('email');
    PAGE_FILLED.forEach((event) => actor.send(event));
    actor.send({ type: 'contact.submitted' });
    expect(sendContactMessage).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'contactPage', subject: 'press' }),
      expect.any(AbortSignal),
    );
    const signal = sendContactMessage.mock.calls[0]?.[1];
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});

describe('a refused contactId', () => {
  const refusal = httpError({
    status: 400,
    code: 'BAD_USER_INPUT',
    message: 'Please correct the highlighted fields',
    fields: { contactId: 'Choose a subject' },
  });

  it('shows under the contact page’s subject choice', () => {
    expect(contactFailureOf('contactPage', refusal)).toEqual({
      serverFieldErrors: { subject: 'Choose a subject' },
      failure: null,
    });
  });

  it('is the status line on the account form, which has no subject', () => {
    expect(contactFailureOf('account', refusal)).toMatchObject({
      serverFieldErrors: {},
      failure: { code: 'server', message: 'Please correct the highlighted fields' },
    });
  });
});
