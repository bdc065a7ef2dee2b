import type { BeforeStart } from '../before-start/before-start';
import type { ConsentContext, ConsentInput, ConsentTag } from './consent.types';

/**
 * The consent before the machine runs: unknown, so no notice (a cached page must not carry one) and
 * no tag; with a stored consent given (the browser read its cookie), the notice or the grant.
 */
export function consentBeforeStart(input: ConsentInput): BeforeStart<ConsentContext, ConsentTag> {
  const context = { path: input.path, givenStoredConsent: input.storedConsent ?? null };
  if (context.givenStoredConsent === null) return { value: 'unknown', context, tags: [] };
  return context.givenStoredConsent
    ? { value: 'granted', context, tags: ['granted'] }
    : { value: 'pending', context, tags: ['noticeShown'] };
}
