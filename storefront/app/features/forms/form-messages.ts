import type { IntlShape } from 'react-intl';

import type { StatusFailure } from '@shop/machines/forms/refusals';
import type { MessageFormRuleError } from '@shop/machines/forms/rules';
import type { FieldError, RuleError } from '@shop/machines/forms/form-fields';

import { codeText, type CodeMessageIds } from '../../lib/i18n/code-text';

/*
 * The message forms' codes (contact, review, newsletter) in the shopper's language: one catalog
 * message per code. Spec §5 for the rules; the limits (2 characters, 1 to 5 stars, 5 and 10 MB)
 * come with the code.
 */

export const MESSAGE_FORM_RULE_MESSAGE_IDS: CodeMessageIds<MessageFormRuleError> = {
  required: 'form.required',
  min: 'validation.min',
  max: 'validation.max',
  email: 'validation.email',
  rate: 'validation.rate',
  pictureTooLarge: 'validation.pictureTooLarge',
  pictureType: 'validation.pictureType',
  documentTooLarge: 'validation.documentTooLarge',
  documentType: 'validation.documentType',
};

/** Spec §8 'An error occured', and a form's own refusals (a picture too large...) as its fields say them. */
const STATUS_FAILURE_MESSAGE_IDS: CodeMessageIds<MessageFormRuleError | RuleError<'generic'>> = {
  ...MESSAGE_FORM_RULE_MESSAGE_IDS,
  generic: 'form.genericError',
};

/** A message form's field error in the shopper's language: a rule's text or the server's own. */
export function messageFieldText(intl: IntlShape, error: FieldError<MessageFormRuleError> | null | undefined): string | undefined {
  if (!error) return undefined;
  return error.code === 'server' ? error.message : codeText(intl, MESSAGE_FORM_RULE_MESSAGE_IDS, error);
}

/** Every field error of a message form in the shopper's language, by field; fields without one are left out. */
export function messageFieldTexts<Field extends string>(
  intl: IntlShape,
  errors: Readonly<Partial<Record<Field, FieldError<MessageFormRuleError>>>>,
): Partial<Record<Field, string>> {
  const texts: Partial<Record<Field, string>> = {};
  for (const [field, error] of Object.entries(errors) as Array<[Field, FieldError<MessageFormRuleError> | undefined]>) {
    const text = messageFieldText(intl, error);
    if (text) texts[field] = text;
  }
  return texts;
}

/** The status line below a message form: the server's text, a known refusal, or 'An error occured'. */
export function statusFailureText<Refusal extends MessageFormRuleError>(
  intl: IntlShape,
  failure: StatusFailure<Refusal> | null,
): string | undefined {
  if (!failure) return undefined;
  return failure.code === 'server' ? failure.message : codeText(intl, STATUS_FAILURE_MESSAGE_IDS, failure);
}
