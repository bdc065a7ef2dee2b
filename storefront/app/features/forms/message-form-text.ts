import type { IntlShape } from 'react-intl';

import type { MessageFormKey, StatusFailure } from '@shop/machines/contact-form';
import type { FieldError } from '@shop/machines/forms/form-fields';

/** A message form's field error (contact, review, newsletter) in the shopper's language: a rule's text or the server's own. */
export function messageFieldText(intl: IntlShape, error: FieldError<MessageFormKey> | null | undefined): string | undefined {
  if (!error) return undefined;
  if (error.key === 'server') return error.message;
  return intl.formatMessage({ id: error.key === 'required' ? 'form.required' : `validation.${error.key}` });
}

/** The status line below a message form: the server's text, a known refusal, or 'An error occured'. */
export function statusFailureText<Key extends string>(intl: IntlShape, failure: StatusFailure<Key> | null): string | undefined {
  if (!failure) return undefined;
  if ('message' in failure) return failure.message;
  return intl.formatMessage({ id: failure.key === 'generic' ? 'form.genericError' : `validation.${failure.key}` });
}
