import {
  cleanLine,
  cleanText,
  emailProblem,
  lengthOf,
  outcome,
  textProblem,
  TEXT_LIMITS,
  type FieldProblems,
  type RuleOutcome,
} from '../form-submissions/field-rules';

/* The review form's rules (spec §3 Review form, §5 review rules), pure so they are unit-tested. */

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
