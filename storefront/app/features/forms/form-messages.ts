import type { IntlShape } from 'react-intl';

import type { MessageFormRuleCode, StatusFailure } from '@shop/machines/contact-form';
import type { FieldError } from '@shop/machines/forms/form-fields';

/** A message form's field error (contact, review, newsletter) in the shopper's language: a rule's text or the server's own. */
export function messageFieldText(intl: IntlShape, error: FieldError<MessageFormRuleCode> | null | undefined): string | undefined {
  if (!error) return undefined;
  if (error.code === 'server') return error.message;
  return intl.formatMessage({ id: error.code === 'required' ? 'form.required' : `validation.${error.code}` });
}

/** Every field error of a message form in the shopper's language, by field; fields without one are left out. */
export function messageFieldTexts<Field extends string>(intl: IntlShape, errors: Readonly<Partial<Record<Field, FieldError<MessageFormRuleCode>>>>): Partial<Record<Field, string>> {
  const texts: Partial<Record<Field, string>> = {};
  for (const [field, error] of Object.entries(errors) as Array<[Field, FieldError<MessageFormRuleCode> | undefined]>) {
    const text = messageFieldText(intl, error);
    if (text) texts[field] = text;
  }
  return texts;
}

/** The status line below a message form: the server's text, a known refusal, or 'An error occured'. */
export function statusFailureText<Key extends string>(intl: IntlShape, failure: StatusFailure<Key> | null): string | undefined {
  if (!failure) return undefined;
  if ('message' in failure) return failure.message;
  return intl.formatMessage({ id: failure.code === 'generic' ? 'form.genericError' : `validation.${failure.code}` });
}
