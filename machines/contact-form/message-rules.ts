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

/**
 * What a field of these forms can be wrong with. The English of each is
 * `MESSAGE_FORM_MESSAGES_EN`.
 */
export type MessageFormRuleCode =
  | 'required'
  | 'min'
  | 'max'
  | 'email'
  | 'rate'
  | 'pictureTooLarge'
  | 'pictureType'
  | 'documentTooLarge'
  | 'documentType';

/** Spec §9: name and message at least 2 characters. */
export const MESSAGE_MIN_LENGTH = 2;

/**
 * Spec §5 has a "max" message but no lengths: names as the checkout's (60),
 * 254 the longest deliverable email address, a message 5000 (a long
 * complaint fits, a pasted book does not). Counted in code points of the
 * trimmed text. The backend refuses the same lengths.
 */
export const MESSAGE_MAX_LENGTHS = { name: 60, email: 254, message: 5000 } as const;

/** Issue 7: a review picture at most 5 MB, a contact document at most 10 MB (MiB, as the backend counts). */
export const REVIEW_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTACT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Spec §9: ratings 1 to 5 stars. */
export const RATE_MIN = 1;
export const RATE_MAX = 5;

/**
 * English reference texts for the storefront's `en` catalog: verbatim spec
 * §5 where it has one, the others marked.
 */
export const MESSAGE_FORM_MESSAGES_EN = {
  required: 'This field is required',
  min: 'Field is too short',
  max: 'Field exceeded characters limit',
  email: 'Is not a valid email address',
  /** Not in the spec. */
  rate: 'Please choose a rating from 1 to 5 stars',
  /** Not in the spec (issue 7: 5 MB). */
  pictureTooLarge: 'The picture must be 5 MB or smaller',
  /** Not in the spec (issue 7: JPEG, PNG or WebP). */
  pictureType: 'The picture must be a JPEG, PNG or WebP image',
  /** Not in the spec (issue 7: 10 MB). */
  documentTooLarge: 'The document must be 10 MB or smaller',
  /** Not in the spec (issue 7: PDF and images). */
  documentType: 'The document must be a PDF or an image (JPEG, PNG or WebP)',
} as const satisfies Record<MessageFormRuleCode, string>;

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
export function validateText(value: string, max: number, min = 0): MessageFormRuleCode | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  const length = lengthOf(trimmed);
  if (length > max) return 'max';
  return length < min ? 'min' : null;
}

export function validateEmail(email: string): MessageFormRuleCode | null {
  return validateText(email, MESSAGE_MAX_LENGTHS.email) ?? (isValidEmail(email) ? null : 'email');
}

/** A person's name (the review's, the account form's first and last names): required, 2 to 60 characters. */
export function validateName(name: string): MessageFormRuleCode | null {
  return validateText(name, MESSAGE_MAX_LENGTHS.name, MESSAGE_MIN_LENGTH);
}

export function validateMessage(message: string): MessageFormRuleCode | null {
  return validateText(message, MESSAGE_MAX_LENGTHS.message, MESSAGE_MIN_LENGTH);
}

/** Required: one of `choices` (a value that is none of them counts as nothing picked). */
export function validateChoice(value: string, choices: readonly string[]): MessageFormRuleCode | null {
  return choices.includes(value) ? null : 'required';
}

/** The rate as the radios send it ('1'…'5'), or `null` when it is none of them. */
export function rateOf(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  return rate >= RATE_MIN && rate <= RATE_MAX ? rate : null;
}

/** Spec §5: rate required, an integer from 1 to 5. */
export function validateRate(value: string): MessageFormRuleCode | null {
  if (value.trim() === '') return 'required';
  return rateOf(value) === null ? 'rate' : null;
}

/** An optional file: none is fine; one over `maxBytes` is refused before anything is sent. */
export function validateFile(file: FileMeta | null, maxBytes: number, tooLarge: MessageFormRuleCode): MessageFormRuleCode | null {
  return file !== null && file.size > maxBytes ? tooLarge : null;
}

/** Keeps only the fields with an error, so "valid" is "no keys". */
export function onlyErrors<F extends string>(
  results: Readonly<Record<F, MessageFormRuleCode | null>>,
): Readonly<Partial<Record<F, MessageFormRuleCode>>> {
  const errors: Partial<Record<F, MessageFormRuleCode>> = {};
  for (const [field, key] of Object.entries(results) as Array<[F, MessageFormRuleCode | null]>) {
    if (key !== null) errors[field] = key;
  }
  return errors;
}

/** The first field with an error, in the form's order: where focus goes after a refused submit. */
export function firstInvalidField<F extends string>(
  fields: readonly F[],
  errors: Readonly<Partial<Record<F, unknown>>>,
): F | null {
  return fields.find((field) => errors[field] !== undefined) ?? null;
}
