import { I18nError, LogLevel } from '@vendure/core';

/**
 * A refused sign-up: `extensions.code = BAD_USER_INPUT` (Vendure's own UserInputError says
 * USER_INPUT_ERROR), the message the `error.*` key's text in the request's language.
 */
export class NewsletterInputError extends I18nError {
  constructor(key: string) {
    super(key, {}, 'BAD_USER_INPUT', LogLevel.Verbose);
  }
}
