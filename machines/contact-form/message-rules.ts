/**
 * The rules the contact and review forms share (spec §3 "Review form",
 * "Contact message"; §5 messages and review rules; §9 min length 2; issue 7
 * upload limits). Pure: both machines, their selectors and the tests use them.
 *
 * A rule answers a code, never a text: the storefront turns it into words.
 * Order per field: required, then length (max before min, so a pasted 10 KB
 * text says "too long"), then format.
 */
// The shop has one email rule: the checkout's (a pure function, no state).
import { isValidEmail } from '../account-forms/account-validation';
import type { RuleError } from '../forms/form-fields';

/**
 * What a field of these forms can be wrong with, with the numbers its
 * message names; the storefront says it (`features/forms/form-messages.ts`).
 */
export type MessageFormRuleError =
  | RuleError<'required' | 'min' | 'max' | 'email' | 'pictureType' | 'documentType'>
  | { readonly code: 'rate'; readonly min: number; readonly max: number }
  | FileTooLarge<'pictureTooLarge'>
  | FileTooLarge<'documentTooLarge'>;

export type MessageFormRuleCode = MessageFormRuleError['code'];

/** A file over its limit; the message names the limit in MB (mebibytes, as the backend counts). */
export interface FileTooLarge<Code extends 'pictureTooLarge' | 'documentTooLarge'> {
  readonly code: Code;
  readonly maxMegabytes: number;
}

/** Spec §9: name and message at least 2 characters. */
export const MESSAGE_MIN_LENGTH = 2;

/**
 * Spec §5 has a "max" message but no lengths: names as the checkout's (60),
 * 254 the longest deliverable email address, a message 5000 (a long
 * complaint fits, a pasted book does not). Counted in code points of the
 * trimmed text. The backend refuses the same lengths.
 */
export const MESSAGE_MAX_LENGTHS = { name: 60, email: 254, message: 5000 } as const;

const MEBIBYTE = 1024 * 1024;

/** Issue 7: a review picture at most 5 MB, a contact document at most 10 MB (MiB, as the backend counts). */
export const REVIEW_PICTURE_MAX_BYTES = 5 * MEBIBYTE;
export const CONTACT_DOCUMENT_MAX_BYTES = 10 * MEBIBYTE;

/** A file over `maxBytes`, whether the rule or the server found it. */
export function fileTooLarge<Code extends 'pictureTooLarge' | 'documentTooLarge'>(code: Code, maxBytes: number): FileTooLarge<Code> {
  return { code, maxMegabytes: maxBytes / MEBIBYTE };
}

/** Spec §9: ratings 1 to 5 stars. */
export const RATE_MIN = 1;
export const RATE_MAX = 5;

/**
 * What the machines know of a chosen file: the `File` itself stays with the
 * host (a machine's context must stay serialisable), which attaches it when
 * the request runs.
 */
export interface FileMeta {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** The browser's MIME type, '' when it has none; the server checks the content, never this. */
  readonly type: string;
}

/** A file event's payload the machine can keep: anything else (a stray event) is ignored. */
export function isFileMeta(value: unknown): value is FileMeta {
  if (typeof value !== 'object' || value === null) return false;
  const { name, size, type } = value as Partial<Record<keyof FileMeta, unknown>>;
  return typeof name === 'string' && typeof type === 'string' && typeof size === 'number' && Number.isFinite(size) && size >= 0;
}

/** Only what the form needs, so a whole `File` passed by mistake is not kept in the context. */
export function fileMetaOf(file: FileMeta): FileMeta {
  return { name: file.name, size: file.size, type: file.type };
}

function lengthOf(text: string): number {
  return Array.from(text).length;
}

/** Required (non-blank), at most `max`, at least `min` (when given), on the trimmed text. */
function validateText(value: string, max: number, min = 0): MessageFormRuleError | null {
  const trimmed = value.trim();
  if (trimmed === '') return { code: 'required' };
  const length = lengthOf(trimmed);
  if (length > max) return { code: 'max' };
  return length < min ? { code: 'min' } : null;
}

export function validateEmail(email: string): MessageFormRuleError | null {
  return validateText(email, MESSAGE_MAX_LENGTHS.email) ?? (isValidEmail(email) ? null : { code: 'email' });
}

/** A person's name (the review's, the account form's first and last names): required, 2 to 60 characters. */
export function validateName(name: string): MessageFormRuleError | null {
  return validateText(name, MESSAGE_MAX_LENGTHS.name, MESSAGE_MIN_LENGTH);
}

export function validateMessage(message: string): MessageFormRuleError | null {
  return validateText(message, MESSAGE_MAX_LENGTHS.message, MESSAGE_MIN_LENGTH);
}

/** Required: one of `choices` (a value that is none of them counts as nothing picked). */
export function validateChoice(value: string, choices: readonly string[]): MessageFormRuleError | null {
  return choices.includes(value) ? null : { code: 'required' };
}

/** The rate as the radios send it ('1'…'5'), or `null` when it is none of them. */
export function rateOf(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  return rate >= RATE_MIN && rate <= RATE_MAX ? rate : null;
}

/** Spec §5: rate required, an integer from 1 to 5. */
export function validateRate(value: string): MessageFormRuleError | null {
  if (value.trim() === '') return { code: 'required' };
  return rateOf(value) === null ? { code: 'rate', min: RATE_MIN, max: RATE_MAX } : null;
}

/** An optional file: none is fine; one over `maxBytes` is refused before anything is sent. */
export function validateFile<Code extends 'pictureTooLarge' | 'documentTooLarge'>(
  file: FileMeta | null,
  maxBytes: number,
  tooLarge: Code,
): FileTooLarge<Code> | null {
  return file !== null && file.size > maxBytes ? fileTooLarge(tooLarge, maxBytes) : null;
}

/** The first field with an error, in the form's order: where focus goes after a refused submit. */
export function firstInvalidField<F extends string>(fields: readonly F[], errors: Readonly<Partial<Record<F, unknown>>>): F | null {
  return fields.find((field) => errors[field] !== undefined) ?? null;
}
