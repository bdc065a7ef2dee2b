import type { FormMessageKey } from './form-messages';

/*
 * What the contact and review forms' rules are made of (contact/contact-rules.ts,
 * reviews/review-rules.ts; spec §3 Review form and Contact message, §5 review rules), pure so they
 * are unit-tested. Texts are stored as typed (escaping is the renderer's job: React,
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
export function lengthOf(value: string): number {
  return [...value].length;
}

export type FieldProblems<F extends string> = Partial<Record<F, FormMessageKey>>;
export type RuleOutcome<V, F extends string> = { ok: true; value: V } | { ok: false; fields: FieldProblems<F> };

export function textProblem(value: string, limits: { min?: number; max: number }, required: boolean): FormMessageKey | undefined {
  if (value === '') return required ? 'required' : undefined;
  const length = lengthOf(value);
  if (limits.min !== undefined && length < limits.min) return 'tooShort';
  return length > limits.max ? 'tooLong' : undefined;
}

export function emailProblem(value: string): FormMessageKey | undefined {
  if (value === '') return 'required';
  if (lengthOf(value) > TEXT_LIMITS.email.max) return 'tooLong';
  return EMAIL.test(value) ? undefined : 'email';
}

export function outcome<V, F extends string>(fields: FieldProblems<F>, value: V): RuleOutcome<V, F> {
  return Object.values(fields).some((problem) => problem !== undefined) ? { ok: false, fields } : { ok: true, value };
}
