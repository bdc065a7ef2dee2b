import type { CommunityMessageKey } from './community-messages';

/*
 * The contact and review forms' rules (spec §3 Review form and Contact message, §5 review rules),
 * pure so they are unit-tested. Texts are stored as typed (escaping is the renderer's job: React,
 * Handlebars), only control characters are taken out: they have no place in a name or a message
 * and some break things downstream (NUL is refused by PostgreSQL text columns, a line break in
 * a name would end a mail header, escape codes rewrite a terminal reading the logs).
 */

export const TEXT_LIMITS = {
  name: { min: 2, max: 100 },
  personName: { max: 100 },
  email: { max: 254 },
  message: { min: 2, max: 5000 },
  slug: { max: 255 },
} as const;

/** Every C0 and C1 control character and DEL: what a one-line field never holds. */
const LINE_CONTROLS = /\p{Cc}/gu;
/** The same but tab and line feed, which a message keeps (CR is normalised away first). */
const TEXT_CONTROLS = /(?![\t\n])\p{Cc}/gu;

// The checkout's pattern (plugins/checkout/address-rules.ts): one @, a dot in the domain, no spaces or characters mail systems reject.
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/u;

export function cleanLine(value: unknown): string {
  return typeof value === 'string' ? value.replace(LINE_CONTROLS, '').trim() : '';
}

export function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(TEXT_CONTROLS, '').trim() : '';
}

/** Characters as people count them (code points), not UTF-16 units: 日本 is 2, an emoji 1. */
function lengthOf(value: string): number {
  return [...value].length;
}

type FieldProblems<F extends string> = Partial<Record<F, CommunityMessageKey>>;
export type RuleOutcome<V, F extends string> = { ok: true; value: V } | { ok: false; fields: FieldProblems<F> };

function textProblem(value: string, limits: { min?: number; max: number }, required: boolean): CommunityMessageKey | undefined {
  if (value === '') return required ? 'required' : undefined;
  const length = lengthOf(value);
  if (limits.min !== undefined && length < limits.min) return 'tooShort';
  return length > limits.max ? 'tooLong' : undefined;
}

function emailProblem(value: string): CommunityMessageKey | undefined {
  if (value === '') return 'required';
  if (lengthOf(value) > TEXT_LIMITS.email.max) return 'tooLong';
  return EMAIL.test(value) ? undefined : 'email';
}

function outcome<V, F extends string>(fields: FieldProblems<F>, value: V): RuleOutcome<V, F> {
  return Object.values(fields).some((problem) => problem !== undefined) ? { ok: false, fields } : { ok: true, value };
}

export type ContactFieldName = 'contactId' | 'email' | 'message' | 'firstName' | 'lastName';

export interface ContactInput {
  contactId: number;
  email: string;
  message: string;
  firstName: string | null;
  lastName: string | null;
}

/** The multipart's text fields; `knownContactIds` are the configuration's subjects, the review id and the account form's. */
export function checkContactFields(
  raw: Readonly<Record<string, unknown>>,
  knownContactIds: ReadonlySet<number>,
): RuleOutcome<ContactInput, ContactFieldName> {
  const contactIdText = cleanLine(raw['contactId']);
  const email = cleanLine(raw['email']);
  const message = cleanText(raw['message']);
  const firstName = cleanLine(raw['firstName']);
  const lastName = cleanLine(raw['lastName']);
  const contactId = /^\d{1,9}$/.test(contactIdText) ? Number(contactIdText) : Number.NaN;
  const fields: FieldProblems<ContactFieldName> = {
    contactId: contactIdText === '' ? 'required' : knownContactIds.has(contactId) ? undefined : 'unknownContactId',
    email: emailProblem(email),
    message: textProblem(message, TEXT_LIMITS.message, true),
    firstName: textProblem(firstName, TEXT_LIMITS.personName, false),
    lastName: textProblem(lastName, TEXT_LIMITS.personName, false),
  };
  return outcome(fields, { contactId, email, message, firstName: firstName || null, lastName: lastName || null });
}

export type ReviewFieldName = 'name' | 'email' | 'destination' | 'rate' | 'message';

export interface ReviewInput {
  name: string;
  email: string;
  /** A product slug in any language; whether it exists is the service's question. */
  destination: string;
  rate: number;
  message: string;
}

/** Spec §5: name ≥ 2, email valid, destination required, rate an integer 1–5, message ≥ 2 (and the lengths' upper bounds). */
export function checkReviewFields(raw: Readonly<Record<string, unknown>>): RuleOutcome<ReviewInput, ReviewFieldName> {
  const name = cleanLine(raw['name']);
  const email = cleanLine(raw['email']);
  const destination = cleanLine(raw['destination']);
  const rateText = cleanLine(raw['rate']);
  const message = cleanText(raw['message']);
  const fields: FieldProblems<ReviewFieldName> = {
    name: textProblem(name, TEXT_LIMITS.name, true),
    email: emailProblem(email),
    destination: destination === '' ? 'required' : lengthOf(destination) > TEXT_LIMITS.slug.max ? 'unknownDestination' : undefined,
    rate: rateText === '' ? 'required' : /^[1-5]$/.test(rateText) ? undefined : 'rate',
    message: textProblem(message, TEXT_LIMITS.message, true),
  };
  return outcome(fields, { name, email, destination, rate: Number(rateText), message });
}

/**
 * A review's title: its first sentence or line when the message has more after it and that part
 * is short enough to be a heading (at most 80 characters); otherwise null, and the page shows
 * the message alone rather than a title cut mid-sentence.
 */
export function reviewTitleOf(message: string): string | null {
  const whole = message.trim();
  const firstLine = (whole.split('\n')[0] ?? '').trim();
  // A Latin full stop ends a sentence before a space; CJK ones (。！？) need none.
  const candidate = (/^(.+?(?:[.!?](?=\s|$)|[。！？]))/u.exec(firstLine)?.[1] ?? firstLine).trim();
  if (candidate === '' || candidate.length >= whole.length) return null;
  return lengthOf(candidate) <= 80 ? candidate : null;
}
