import { I18nError, LogLevel } from '@vendure/core';

import { NOT_OFFERED_KEY } from './checkout-messages';

/** One of Vendure's Shop API mutations the shop does not offer (api/closed-vendure-mutations.resolver.ts). */
export class NotOfferedError extends I18nError {
  constructor(mutation: string) {
    super(NOT_OFFERED_KEY, { mutation }, 'FORBIDDEN', LogLevel.Verbose);
  }
}
