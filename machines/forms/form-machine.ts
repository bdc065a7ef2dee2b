/**
 * The skeleton every form machine is made from: login, registration, profile, both halves of the
 * reset, contact, review, newsletter, a saved address and the checkout's billing step.
 *
 * - Fields: the context (or the part of it `at` names) holds the `values` as typed, the fields
 *   `touched`, `submitAttempted`, the server's field errors and the last `failure`; a file field
 *   (`files`) keeps what the form checks of the chosen file under its name (`file.chosen`).
 * - Validation on blur and on submit: a form's `validate` derives every error from the context,
 *   so errors never disagree with what is on screen; a field's shows once it was left, every
 *   field's after a press of submit (`shownFieldErrors`, `form-fields.ts`).
 * - Submit: a press with errors is refused (every error shows and the host is asked to focus the
 *   first, `focusField`); a press without starts the form's request, during which the form is
 *   `busy` and hears nothing, so a second press sends nothing.
 * - Server refusals by code: the form's `refusal` turns a rejection into the failure and the
 *   field errors to show (`refusals.ts`); the form waits in `editing.failed` (`error`) with
 *   everything typed kept, and a field's server error goes when that field changes.
 * - The pointer-release rule: the design system hands a field's blur on only once the press that
 *   caused it is over (`design-system/lib/after-pointer-release.ts`: a message appearing under
 *   the field would slide the pressed button away), so a blur may come after the submit it
 *   caused. Blurs are heard only while editing: one that comes while the request runs changes
 *   nothing, and the press of submit has shown every error already.
 *
 * A machine takes the kit's setup (`formSetup`), extends it with its own actions and guards, and
 * builds its states from `formEditing` (with `FORM_FILE_EVENTS` for file fields) and
 * `FORM_REFUSED`; its selectors read the errors to show through `formFieldErrors`.
 */
import {
  assign,
  enqueueActions,
  setup,
  type AnyEventObject,
  type EventObject,
  type NonReducibleUnknown,
  type UnknownActorLogic,
} from 'xstate';
import { memoByContext } from './memo-by-context';
import { fileMetaOf, isFileMeta, type FileMeta } from './rules';
import {
  fieldBlurGuard,
  fieldChangeGuard,
  firstInvalidField,
  nothingTouched,
  shownFieldErrors,
  touchedFieldOf,
  typedValueOf,
  withoutServerErrors,
  type FieldErrors,
  type FormState,
  type RuleError,
  type RuleErrors,
  type ServerFieldErrors,
} from './form-fields';

/** The state every form keeps (its context, or the part of it `at` names), besides its own extras. */
export interface FormContext<F extends string, Values extends object, Failure, E extends RuleError = never> extends FormState<F, E> {
  /** As typed: untrimmed, any case; the request gets the normalised form. */
  readonly values: Values;
  /** The last request's failure, shown until the next press of submit; `null` otherwise. */
  readonly failure: Failure | null;
}

type FormParts<F extends string, E extends RuleError> = FormContext<F, object, unknown, E>;

/** A form as its rules see it: which fields it has, which take typing, and what is wrong. */
export interface FormDescription<TContext, F extends string, E extends RuleError> {
  /** Every field that can show an error, in the form's order (focus goes to the first invalid); may depend on the context (a variant). */
  readonly fields: readonly F[] | ((context: TContext) => readonly F[]);
  /**
   * The fields `field.changed` may store (default: `fields`). Events come from markup (`name`
   * attributes): another name must not land in `values`, nor a file, a select with its own event,
   * or a field the form hides (a state of no country would be sent to a country that has it).
   */
  readonly typed?: readonly string[] | ((context: TContext) => readonly string[]);
  /** The fields a file is chosen for (`file.chosen`, `file.cleared`), kept under the field's own name; default none. */
  readonly files?: readonly F[] | ((context: TContext) => readonly F[]);
  /** Every field's first error, whether or not it shows yet; a form with none is valid. */
  readonly validate: (context: TContext) => RuleErrors<F, E>;
  /** Where the form's state is when it is a part of the context (a saved address's editor); default: the context. */
  readonly at?: {
    readonly read: (context: TContext) => FormParts<F, E>;
    readonly write: (context: TContext, part: FormParts<F, E>) => Partial<TContext>;
  };
}

/** A fresh form: `values` as given, nothing touched, nothing refused. */
export function freshForm<F extends string, V extends object>(fields: readonly F[], values: V) {
  return { values, touched: nothingTouched(fields), submitAttempted: false, serverFieldErrors: {}, failure: null } as const;
}

/** A field typed (one of the `Typed` fields: the others are ignored) or left (any field `F` of the form). */
export type FormFieldEvent<Typed extends string, F extends string = Typed> =
  { type: 'field.changed'; field: Typed; value: string } | { type: 'field.blurred'; field: F };

/**
 * A file field's events: the host keeps the `File` and attaches it when the request runs; the
 * form keeps what it checks (name, size, type) under the field's name.
 */
export type FileEvent<F extends string> = { type: 'file.chosen'; field: F; file: FileMeta } | { type: 'file.cleared'; field: F };

function resolver<TContext, T>(value: T | ((context: TContext) => T)): (context: TContext) => T {
  return typeof value === 'function' ? (value as (context: TContext) => T) : () => value;
}

/** The errors to show now, one object per context (`memoByContext`), for the machine's selectors. */
export function formFieldErrors<TContext extends object, F extends string, E extends RuleError>(
  form: FormDescription<TContext, F, E>,
): (context: TContext) => FieldErrors<F, E> {
  const fieldsOf = resolver(form.fields);
  const partOf = form.at?.read ?? ((context: TContext) => context as unknown as FormParts<F, E>);
  return memoByContext((context) => shownFieldErrors(fieldsOf(context), form.validate(context), partOf(context)));
}

// Typed per form where it is used; an empty record is one whatever its keys.
const NO_SERVER_ERRORS: ServerFieldErrors<never> = {};

type FormActions<F extends string> = {
  storeValue: undefined;
  markTouched: undefined;
  refuseInvalid: undefined;
  startSubmit: undefined;
  storeFailure: { cause: unknown };
  focusField: { field: F };
  storeFile: undefined;
  clearFile: undefined;
};
/** No child actors, no more transitions or states. */
type EmptyRecord = Record<never, never>;
type FormGuards = {
  isFieldChange: undefined;
  isFieldBlur: undefined;
  isFormInvalid: undefined;
  isFileChosen: undefined;
  isFileCleared: undefined;
};

/**
 * The XState setup of a form machine: its types and requests, the kit's guards (`isFieldChange`,
 * `isFieldBlur`, `isFormInvalid`, `isFileChosen`, `isFileCleared`) and actions (`storeValue`,
 * `markTouched`, `refuseInvalid`, `startSubmit`, `storeFailure`, `storeFile`, `clearFile`, and
 * the `focusField` stub the storefront may provide). The machine adds its own with
 * `.extend({ actions, guards })`.
 */
export function formSetup<
  TContext extends object,
  TEvent extends AnyEventObject,
  TActors extends Record<string, UnknownActorLogic>,
  F extends string,
  E extends RuleError,
  TInput = NonReducibleUnknown,
  TTag extends string = 'busy' | 'error',
  TEmitted extends EventObject = EventObject,
>(options: {
  readonly types: { context: TContext; events: TEvent; input?: TInput; tags?: TTag; emitted?: TEmitted };
  readonly actors: TActors;
  readonly form: FormDescription<TContext, F, E>;
  /** What a refused request changes: the failure and the server's field errors to show (`refusals.ts`). */
  readonly refusal: (cause: unknown, context: TContext) => Partial<FormParts<F, E>>;
  /** What else a refused press of submit, or one that starts the request, changes (the checkout's "incomplete"). */
  readonly submit?: { readonly refused?: Partial<TContext>; readonly started?: Partial<TContext> };
}) {
  const { form, refusal, submit } = options;
  const fieldsOf = resolver(form.fields);
  const typedOf = resolver<TContext, readonly string[]>(form.typed ?? form.fields);
  const filesOf = resolver<TContext, readonly string[]>(form.files ?? []);
  /** A file event for one of the form's file fields (events come from markup: anything else is ignored). */
  const isFileEvent = (context: TContext, event: { type: string; field?: unknown }) =>
    (event.type === 'file.chosen' || event.type === 'file.cleared') && filesOf(context).includes(event.field as string);
  const partOf = form.at?.read ?? ((context: TContext) => context as unknown as FormParts<F, E>);
  const write = form.at?.write ?? ((_: TContext, part: FormParts<F, E>) => part as unknown as Partial<TContext>);
  /** The context with the form's part changed: `at` places it, else it is the context itself. */
  const changed = (context: TContext, changes: Partial<FormParts<F, E>>) => write(context, { ...partOf(context), ...changes });
  return setup<TContext, TEvent, TActors, EmptyRecord, FormActions<F>, FormGuards, never, TTag, TInput, NonReducibleUnknown, TEmitted>({
    types: options.types,
    // `K extends keyof TActors ? TActors[K] : never` is TActors itself; TypeScript cannot see it for a type parameter.
    actors: options.actors as never,
    guards: {
      isFieldChange: ({ context, event }) => fieldChangeGuard(typedOf(context))({ event }),
      isFieldBlur: ({ context, event }) => fieldBlurGuard(fieldsOf(context))({ event }),
      isFormInvalid: ({ context }) => Object.keys(form.validate(context)).length > 0,
      isFileChosen: ({ context, event }) => isFileEvent(context, event) && isFileMeta((event as { file?: unknown }).file),
      isFileCleared: ({ context, event }) => isFileEvent(context, event),
    },
    actions: {
      storeValue: assign(({ context, event }) => changed(context, typedValueOf(partOf(context), event))),
      markTouched: assign(({ context, event }) => changed(context, touchedFieldOf(partOf(context), event))),
      /** Every error shows, the last failure goes (this press is the news), and focus goes to the first invalid field. */
      refuseInvalid: enqueueActions(({ context, enqueue }) => {
        enqueue.assign({ ...changed(context, { submitAttempted: true, failure: null }), ...submit?.refused });
        const field = firstInvalidField(fieldsOf(context), form.validate(context));
        if (field !== null) enqueue({ type: 'focusField', params: { field } });
      }),
      /** As refused, and the server's old field errors go with the request that replaces them. */
      startSubmit: assign(({ context }) => ({
        ...changed(context, { submitAttempted: true, failure: null, serverFieldErrors: NO_SERVER_ERRORS }),
        ...submit?.started,
      })),
      storeFailure: assign(({ context }, params: { cause: unknown }) => changed(context, refusal(params.cause, context))),
      /** A file over its limit says so at once (the shopper just chose it); what the server said of the last one goes. */
      storeFile: assign(({ context, event }) => {
        // The guard (`isFileChosen`) let only a file event of one of the form's file fields through.
        const { field, file } = event as unknown as { field: F; file: FileMeta };
        const part = partOf(context);
        const touched = { ...part.touched, [field]: true };
        const serverFieldErrors = withoutServerErrors(part.serverFieldErrors, [field]);
        // The file is kept in the form's part under its field's name.
        return changed(context, { touched, serverFieldErrors, [field]: fileMetaOf(file) } as Partial<FormParts<F, E>>);
      }),
      clearFile: assign(({ context, event }) => {
        const { field } = event as unknown as { field: F };
        const serverFieldErrors = withoutServerErrors(partOf(context).serverFieldErrors, [field]);
        return changed(context, { serverFieldErrors, [field]: null } as Partial<FormParts<F, E>>);
      }),
      /** Stub: a host that moves focus provides it (e.g. `contactFormActors` in storefront/app/features/contact/contact.actors.ts). */
      focusField: (_, _params: { field: F }) => {},
    },
  });
}

/**
 * The state a form is typed in: `idle`, or `failed` after a refused request (`error`); a press
 * of `submitted` is refused while the form is invalid, else it goes to `submitting` (a sibling
 * state of that name, `submitting` by default). `on` and `states` add the form's own.
 */
export function formEditing<
  const Submitted extends string,
  const Submitting extends string = 'submitting',
  const On extends object = EmptyRecord,
  const States extends object = EmptyRecord,
>(submitted: Submitted, extra: { readonly submitting?: Submitting; readonly on?: On; readonly states?: States } = {}) {
  const submitPress = [
    { guard: 'isFormInvalid', target: '.idle', actions: 'refuseInvalid' },
    { target: extra.submitting ?? 'submitting', actions: 'startSubmit' },
  ] as const;
  return {
    initial: 'idle',
    on: {
      'field.changed': { guard: 'isFieldChange', actions: 'storeValue' },
      'field.blurred': { guard: 'isFieldBlur', actions: 'markTouched' },
      [submitted]: submitPress,
      ...extra.on,
    } as {
      readonly 'field.changed': { readonly guard: 'isFieldChange'; readonly actions: 'storeValue' };
      readonly 'field.blurred': { readonly guard: 'isFieldBlur'; readonly actions: 'markTouched' };
    } & {
      readonly [K in Submitted]: readonly [(typeof submitPress)[0], { readonly target: Submitting; readonly actions: 'startSubmit' }];
    } & On,
    states: { idle: {}, failed: { tags: ['error'] }, ...extra.states } as {
      readonly idle: EmptyRecord;
      readonly failed: { readonly tags: readonly ['error'] };
    } & States,
  } as const;
}

/** The transitions of a form with a file field (`files`), for `formEditing`'s `on`. */
export const FORM_FILE_EVENTS = {
  'file.chosen': { guard: 'isFileChosen', actions: 'storeFile' },
  'file.cleared': { guard: 'isFileCleared', actions: 'clearFile' },
} as const;

/** A request refused: `refusal` says what shows, and the form waits in `editing.failed` with everything typed kept. */
export const FORM_REFUSED = {
  target: 'editing.failed',
  actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => ({ cause: event.error }) },
} as const;
