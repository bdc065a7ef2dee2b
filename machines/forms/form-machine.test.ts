import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { accountError, createFakeShop, settle } from '../test-support/account-fixtures';
import { onlyErrors, type RuleError } from './form-fields';
import {
  FORM_FILE_EVENTS,
  FORM_REFUSED,
  formEditing,
  formFieldErrors,
  formSetup,
  freshForm,
  type FileEvent,
  type FormContext,
  type FormDescription,
} from './form-machine';
import { stubRequest } from '../requests/requests';
import { serverFieldErrorsOf, statusFailureOf, type StatusFailure } from './refusals';
import { validateEmail, validateRequiredText, type FileMeta } from './rules';

/*
 * The skeleton on a form of its own (a name and an email, a request that answers nothing), so
 * what every form machine inherits is tested once; each machine's tests check its own parts.
 */

const FIELDS = ['name', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Readonly<Record<Field, string>>;
type Error = RuleError<'required' | 'max' | 'email'>;

interface Context extends FormContext<Field, Values, StatusFailure> {
  readonly incomplete: boolean;
}
type Event = { type: 'field.changed'; field: Field; value: string } | { type: 'field.blurred'; field: Field } | { type: 'form.submitted' };

const form: FormDescription<Context, Field, Error> = {
  fields: FIELDS,
  validate: ({ values }) => onlyErrors<Field, Error>({ name: validateRequiredText(values.name, 60), email: validateEmail(values.email) }),
};

const machine = formSetup({
  types: {} as { context: Context; events: Event },
  actors: { send: stubRequest<void, Values>('testForm', 'send') },
  form,
  refusal: (cause) => ({ failure: statusFailureOf(cause), serverFieldErrors: serverFieldErrorsOf(cause, FIELDS) }),
  submit: { refused: { incomplete: true }, started: { incomplete: false } },
}).createMachine({
  id: 'test-form',
  context: { ...freshForm(FIELDS, { name: '', email: '' }), incomplete: false },
  initial: 'editing',
  states: {
    editing: formEditing('form.submitted'),
    submitting: {
      tags: ['busy'],
      invoke: { id: 'send', src: 'send', input: ({ context }) => context.values, onDone: 'sent', onError: FORM_REFUSED },
    },
    sent: { type: 'final' },
  },
});

const errorsOf = formFieldErrors(form);

function start() {
  const shop = createFakeShop();
  const focusField = vi.fn();
  const actor = createActor(
    machine.provide({
      actors: { send: shop.request<void, Values>('send') },
      actions: { focusField: (_, params) => focusField(params.field) },
    }),
  ).start();
  const send = (...events: Event[]) => events.forEach((event) => actor.send(event));
  const errors = () => errorsOf(actor.getSnapshot().context);
  return { actor, shop, focusField, send, errors };
}

describe('the form kit', () => {
  it("shows a field's error once it was left, and every error after a refused submit, focusing the first", () => {
    const { actor, send, errors, focusField, shop } = start();
    send({ type: 'field.changed', field: 'email', value: 'ada@' });
    expect(errors()).toEqual({});
    send({ type: 'field.blurred', field: 'email' });
    expect(errors()).toEqual({ email: { code: 'email' } });
    send({ type: 'form.submitted' });
    expect(errors()).toEqual({ name: { code: 'required' }, email: { code: 'email' } });
    expect(focusField).toHaveBeenCalledWith('name');
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.incomplete).toBe(true);
    expect(shop.requests).toHaveLength(0);
  });

  it('ignores fields the form does not have (events come from markup)', () => {
    const { actor, send } = start();
    const before = actor.getSnapshot().context;
    send({ type: 'field.changed', field: 'isAdmin' as never, value: 'yes' }, { type: 'field.blurred', field: '__proto__' as never });
    send({ type: 'field.changed', field: 'name', value: 42 as never });
    expect(actor.getSnapshot().context).toBe(before);
  });

  it('sends a valid form once, busy until it answers; a refusal keeps everything typed and shows the server', async () => {
    const { actor, send, errors, shop } = start();
    send({ type: 'field.changed', field: 'name', value: 'Ada' }, { type: 'field.changed', field: 'email', value: 'ada@example.com' });
    send({ type: 'form.submitted' }, { type: 'form.submitted' }, { type: 'field.changed', field: 'name', value: 'x' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.incomplete).toBe(false);
    expect(shop.asked()).toEqual([{ name: 'send', input: { name: 'Ada', email: 'ada@example.com' } }]);
    shop.only().reject(accountError('BAD_USER_INPUT', { message: 'Nope', fields: { email: 'Taken' } }));
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'failed' });
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.values).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(snapshot.context.failure).toMatchObject({ code: 'server', message: 'Nope' });
    expect(errors()).toEqual({ email: { code: 'server', message: 'Taken' } });
    // The server's error was about the old value.
    send({ type: 'field.changed', field: 'email', value: 'ada@example.org' });
    expect(errors()).toEqual({});
    // A new press is the news: the old failure goes.
    send({ type: 'form.submitted' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    shop.only().resolve();
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('the pointer-release rule: a blur that comes after the press of submit it caused changes nothing while sending', () => {
    const { actor, send } = start();
    send({ type: 'field.changed', field: 'name', value: 'Ada' }, { type: 'field.changed', field: 'email', value: 'ada@example.com' });
    send({ type: 'form.submitted' });
    const sending = actor.getSnapshot().context;
    send({ type: 'field.blurred', field: 'email' });
    expect(actor.getSnapshot().context).toBe(sending);
  });

  it('the pointer-release rule: after a refused press, the late blur leaves the errors as the press showed them', () => {
    const { send, errors } = start();
    send({ type: 'field.changed', field: 'email', value: 'ada@' }, { type: 'form.submitted' });
    const shown = errors();
    send({ type: 'field.blurred', field: 'email' });
    expect(errors()).toEqual(shown);
  });
});

describe('a file field (`files`)', () => {
  type FileField = Field | 'attachment';
  type FileError = RuleError<'pictureTooLarge'>;
  interface FileContext extends FormContext<FileField, Values, StatusFailure> {
    readonly attachment: FileMeta | null;
  }
  const fileForm: FormDescription<FileContext, FileField, FileError> = {
    fields: [...FIELDS, 'attachment'],
    typed: FIELDS,
    files: ['attachment'],
    validate: ({ attachment }) =>
      onlyErrors<'attachment', FileError>({ attachment: attachment && attachment.size > 10 ? { code: 'pictureTooLarge' } : null }),
  };
  const withFile = formSetup({
    types: {} as { context: FileContext; events: Event | FileEvent<FileField> },
    actors: {},
    form: fileForm,
    refusal: () => ({}),
  }).createMachine({
    context: {
      ...freshForm([...FIELDS, 'attachment'], { name: '', email: '' }),
      attachment: null,
      serverFieldErrors: { attachment: 'Unreadable' },
    },
    initial: 'editing',
    states: { editing: formEditing('form.submitted', { on: FORM_FILE_EVENTS }), submitting: {} },
  });

  it('keeps what it checks of a file chosen for a file field, shows its error at once, and forgets it when cleared', () => {
    const actor = createActor(withFile).start();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'file.chosen', field: 'name', file: { name: 'a.txt', size: 1, type: '' } });
    actor.send({ type: 'file.chosen', field: 'attachment', file: { name: 'a.txt' } as never });
    expect(actor.getSnapshot().context).toBe(before);
    actor.send({ type: 'file.chosen', field: 'attachment', file: { name: 'big.png', size: 11, type: 'image/png', extra: 'x' } as never });
    const { context } = actor.getSnapshot();
    expect(context.attachment).toEqual({ name: 'big.png', size: 11, type: 'image/png' });
    expect(formFieldErrors(fileForm)(context)).toEqual({ attachment: { code: 'pictureTooLarge' } });
    actor.send({ type: 'file.cleared', field: 'attachment' });
    expect(actor.getSnapshot().context.attachment).toBeNull();
  });
});

describe('a form in a part of the context (`at`)', () => {
  interface Outer {
    readonly list: readonly string[];
    readonly editor: FormContext<Field, Values, StatusFailure> | null;
  }
  const editorOf = (context: Outer) => {
    if (context.editor === null) throw new Error('no editor');
    return context.editor;
  };
  const inner: FormDescription<Outer, Field, Error> = {
    fields: FIELDS,
    validate: (context) => form.validate({ ...editorOf(context), incomplete: false }),
    at: { read: editorOf, write: (_, editor) => ({ editor: editor as Outer['editor'] }) },
  };
  const outer = formSetup({
    types: {} as { context: Outer; events: Event },
    actors: {},
    form: inner,
    refusal: () => ({}),
  }).createMachine({
    context: { list: ['kept'], editor: freshForm(FIELDS, { name: '', email: '' }) },
    initial: 'editing',
    states: { editing: formEditing('form.submitted'), submitting: {} },
  });

  it('types, leaves and refuses in that part, the rest of the context kept', () => {
    const actor = createActor(outer).start();
    actor.send({ type: 'field.changed', field: 'name', value: 'Ada' });
    actor.send({ type: 'field.blurred', field: 'email' });
    actor.send({ type: 'form.submitted' });
    const { context } = actor.getSnapshot();
    expect(context.list).toEqual(['kept']);
    expect(context.editor).toMatchObject({ values: { name: 'Ada', email: '' }, submitAttempted: true });
    expect(formFieldErrors(inner)(context)).toEqual({ email: { code: 'required' } });
  });
});
