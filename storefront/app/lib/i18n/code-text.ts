import type { IntlShape } from 'react-intl';

// Types only: no catalog travels with this module (the root loader sends the shopper's one).
import type english from '../../i18n/messages/en.json';

/** A message of the catalogs; every catalog has English's ids (`i18n/catalogs.test.ts`). */
export type MessageId = keyof typeof english;

/**
 * The catalog message of every code a machine hands out (issue 16: machines speak in codes, the
 * storefront says them). A code with no message, or a message no catalog has, does not compile.
 */
export type CodeMessageIds<Problem extends { readonly code: string }> = { readonly [Code in Problem['code']]: MessageId };

/** The numbers a code carries for its message (`{ code: 'passwordLength', min: 8 }` → `{ min: 8 }`). */
function numbersOf(problem: object): Record<string, number> {
  return Object.fromEntries(Object.entries(problem).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/** A machine's code in the shopper's language, its numbers filled in. */
export function codeText<Problem extends { readonly code: string }>(
  intl: IntlShape,
  ids: CodeMessageIds<Problem>,
  problem: Problem,
): string {
  const code: Problem['code'] = problem.code;
  return intl.formatMessage({ id: ids[code] }, numbersOf(problem));
}
