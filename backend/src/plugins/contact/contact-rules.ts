import {
  cleanLine,
  cleanText,
  emailProblem,
  outcome,
  textProblem,
  TEXT_LIMITS,
  type FieldProblems,
  type RuleOutcome,
} from '../form-submissions/field-rules';

/* The contact form's rules (spec §3 Contact message), pure so they are unit-tested. */

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
