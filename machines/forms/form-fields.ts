/**
 * The fields of every form (the skeleton the form machines are made from is
 * `form-machine.ts`): which errors show now, and how typing and leaving a
 * field change the form.
 *
 * Errors are derived from the typed values by each form's pure rules, so they
 * can never disagree with what is on screen; a rule's error shows once its
 * field was left (blur) or after a press of submit, and the server's text
 * stays until that field changes (the same UX on every form).
 */
import { assertEvent, type EventObject } from 'xstate';

/**
 * What a rule says is wrong with a value: a code the storefront turns into
 * words, plus the numbers its message needs where it needs any (e.g.
 * `{ code: 'passwordLength', min: 8 }`). Never a text.
 */
export interface RuleError<Code extends string = string> {
  readonly code: Code;
}

/** Every field's first rule error, whether or not it shows yet (a form with none is valid). */
export type RuleErrors<F extends string, E extends RuleError> = Readonly<Partial<Record<F, E>>>;

/** What a field shows under itself: a rule's error, or the server's own text (shown as written, spec §8). */
export type FieldError<E extends RuleError> = E | { readonly code: 'server'; readonly message: string };

export type FieldErrors<F extends string, E extends RuleError> = Readonly<Partial<Record<F, FieldError<E>>>>;

/**
 * What the server said per field of the last refused request: its own text, or a code the form
 * knows (`E`, e.g. a document of a kind it does not take).
 */
export type ServerFieldErrors<F extends string, E extends RuleError = never> = Readonly<Partial<Record<F, string | E>>>;

/** The part of a form's context the shown errors are derived from. */
export interface FormState<F extends string, E extends RuleError = never> {
  readonly touched: Readonly<Record<F, boolean>>;
  readonly submitAttempted: boolean;
  readonly serverFieldErrors: ServerFieldErrors<F, E>;
}

// Every field present (not an empty record) so two contexts that agree compare equal field by field.
export function nothingTouched<F extends string>(fields: readonly F[]): Readonly<Record<F, boolean>> {
  // `fromEntries` types its keys as `string`; the map produces exactly the form's fields.
  return Object.fromEntries(fields.map((field) => [field, false])) as Record<F, boolean>;
}

/** The server's errors without those about the given fields (the customer changed them). */
export function withoutServerErrors<F extends string, Errors extends Readonly<Partial<Record<F, unknown>>> = ServerFieldErrors<F>>(
  errors: Errors,
  fields: readonly F[],
): Errors {
  if (!fields.some((field) => errors[field] !== undefined)) return errors;
  const kept: Partial<Record<F, unknown>> = { ...errors };
  for (const field of fields) delete kept[field];
  // Fewer keys of the same record.
  return kept as Errors;
}

function isOneOf<F extends string>(fields: readonly F[], value: unknown): value is F {
  // Widening the tuple is what lets `includes` accept any string (e.g. a stray `__proto__`).
  return typeof value === 'string' && (fields as readonly string[]).includes(value);
}

/** What a form's `field.changed` and `field.blurred` events carry besides their type. */
interface FieldEvent extends EventObject {
  readonly field?: unknown;
  readonly value?: unknown;
}

/**
 * The guard of a form's `field.changed`: a field of `fields` with a text
 * value. Events come from markup (`name` attributes): a name that is no field
 * must not land in `values`.
 */
export function fieldChangeGuard<F extends string>(fields: readonly F[]) {
  return ({ event }: { event: FieldEvent }): boolean => {
    assertEvent(event, 'field.changed');
    return isOneOf(fields, event.field) && typeof event.value === 'string';
  };
}

/** The guard of a form's `field.blurred`: a field of `fields`. */
export function fieldBlurGuard<F extends string>(fields: readonly F[]) {
  return ({ event }: { event: FieldEvent }): boolean => {
    assertEvent(event, 'field.blurred');
    return isOneOf(fields, event.field);
  };
}

/**
 * A value typed (`field.changed`): stored as typed, and the server's error on
 * that field goes (it was about the old value).
 */
export function typedValueOf<F extends string, Values, Errors extends Readonly<Partial<Record<F, unknown>>>>(
  form: { readonly values: Values; readonly serverFieldErrors: Errors },
  event: FieldEvent,
): { values: Values; serverFieldErrors: Errors } {
  assertEvent(event, 'field.changed');
  // The transition's guard (`fieldChangeGuard` or a stricter one) let only a field of this form with a text value through.
  const { field, value } = event as FieldEvent & { field: F; value: string };
  return {
    values: { ...form.values, [field]: value },
    serverFieldErrors: withoutServerErrors(form.serverFieldErrors, [field]),
  };
}

/** A field left (`field.blurred`): its error shows live from now on. */
export function touchedFieldOf<F extends string>(
  form: Pick<FormState<F>, 'touched'>,
  event: FieldEvent,
): { touched: Readonly<Record<F, boolean>> } {
  assertEvent(event, 'field.blurred');
  // The transition's guard (`fieldBlurGuard`) let only a field of this form through.
  return { touched: { ...form.touched, [event.field as F]: true } };
}

// Typed per call by `shownFieldErrors`; an empty record is one whatever its keys.
const NO_ERRORS: Readonly<Partial<Record<string, never>>> = {};

/** Keeps only the fields with an error, so "valid" is "no keys". */
export function onlyErrors<F extends string, E extends RuleError>(results: Readonly<Record<F, E | null>>): RuleErrors<F, E> {
  const errors: Partial<Record<F, E>> = {};
  for (const [field, error] of Object.entries(results) as Array<[F, E | null]>) {
    if (error !== null) errors[field] = error;
  }
  return errors;
}

/** The errors to show now, in the form's field order. */
export function shownFieldErrors<F extends string, E extends RuleError>(
  fields: readonly F[],
  rules: RuleErrors<F, E>,
  form: FormState<F, E>,
): FieldErrors<F, E> {
  const shown: Partial<Record<F, FieldError<E>>> = {};
  for (const field of fields) {
    const rule = rules[field];
    const server = form.serverFieldErrors[field];
    // A rule's error is the next thing to fix; the server's stays until the field changes.
    if (rule !== undefined && (form.submitAttempted || form.touched[field])) shown[field] = rule;
    else if (server !== undefined) shown[field] = typeof server === 'string' ? { code: 'server', message: server } : (server as E);
  }
  return Object.keys(shown).length === 0 ? (NO_ERRORS as FieldErrors<F, E>) : shown;
}

export { memoByContext } from './memo-by-context';

/** The first field with an error, in the form's order: where focus goes after a refused submit. */
export function firstInvalidField<F extends string>(fields: readonly F[], errors: Readonly<Partial<Record<F, unknown>>>): F | null {
  return fields.find((field) => errors[field] !== undefined) ?? null;
}
