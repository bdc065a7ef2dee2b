/**
 * The part every account form shares (login, registration, profile, both
 * halves of the reset): which errors show now. Errors are derived from the
 * typed values by the pure rules, so they can never disagree with what is
 * on screen; a rule's error shows once its field was left (blur) or after a
 * press of submit, and the server's text stays until that field changes.
 */
import type { AccountMessageKey } from './account-validation';

/** What a field shows under itself: a rule's message key, or the server's own text (shown as written, spec §8). */
export type AccountFieldError =
  | { readonly key: AccountMessageKey | 'passwordIncorrect' }
  | { readonly key: 'server'; readonly message: string };

export type AccountFieldErrors<F extends string> = Readonly<Partial<Record<F, AccountFieldError>>>;

export type ServerFieldErrors<F extends string> = Readonly<Partial<Record<F, string>>>;

/** The part of a form's context the shown errors are derived from. */
export interface FormState<F extends string> {
  readonly touched: Readonly<Record<F, boolean>>;
  readonly submitAttempted: boolean;
  readonly serverFieldErrors: ServerFieldErrors<F>;
}

export function nothingTouched<F extends string>(fields: readonly F[]): Readonly<Record<F, boolean>> {
  // `fromEntries` types its keys as `string`; the map produces exactly the form's fields.
  return Object.fromEntries(fields.map((field) => [field, false])) as Record<F, boolean>;
}

/** The server's errors without those about the given fields (the customer changed them). */
export function withoutServerErrors<F extends string>(errors: ServerFieldErrors<F>, fields: readonly F[]): ServerFieldErrors<F> {
  if (!fields.some((field) => errors[field] !== undefined)) return errors;
  const kept: Partial<Record<F, string>> = { ...errors };
  for (const field of fields) delete kept[field];
  return kept;
}

export function isOneOf<F extends string>(fields: readonly F[], value: unknown): value is F {
  // Widening the tuple is what lets `includes` accept any string (e.g. a stray `__proto__`).
  return typeof value === 'string' && (fields as readonly string[]).includes(value);
}

// Typed per call by `shownFieldErrors`; an empty record is one whatever its keys.
const NO_ERRORS: Readonly<Partial<Record<string, AccountFieldError>>> = {};

/** The errors to show now, in the form's field order. */
export function shownFieldErrors<F extends string>(
  fields: readonly F[],
  rules: Readonly<Partial<Record<F, AccountMessageKey>>>,
  form: FormState<F>,
): AccountFieldErrors<F> {
  const shown: Partial<Record<F, AccountFieldError>> = {};
  for (const field of fields) {
    const key = rules[field];
    const server = form.serverFieldErrors[field];
    if (key !== undefined && (form.submitAttempted || form.touched[field])) shown[field] = { key };
    else if (server !== undefined) shown[field] = { key: 'server', message: server };
  }
  return Object.keys(shown).length === 0 ? (NO_ERRORS as AccountFieldErrors<F>) : shown;
}

/**
 * One computation per context: a context is never changed, only replaced, so
 * every component asking about the same snapshot gets the same object (no
 * re-render from a new but equal one).
 */
export function memoByContext<C extends object, R>(compute: (context: C) => R): (context: C) => R {
  const cache = new WeakMap<C, R>();
  return (context) => {
    let result = cache.get(context);
    if (result === undefined) {
      result = compute(context);
      cache.set(context, result);
    }
    return result;
  };
}
