import type { BeforeStart } from '../before-start/before-start';
import type { ConsentContext, ConsentInput, ConsentTag } from './consent.types';

/** The consent before the machine runs: unknown, so no notice (a cached page must not carry one) and no tag. */
export function consentBeforeStart(input: ConsentInput): BeforeStart<ConsentContext, ConsentTag> {
  return { value: 'unknown', context: { path: input.path }, tags: [] };
}
