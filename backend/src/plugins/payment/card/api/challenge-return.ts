import type { ChallengeReturn } from '../gateway/card-gateway';

const MAX_PARAMETERS = 20;
const MAX_NAME_CHARS = 64;
const MAX_VALUE_CHARS = 16_384;

/**
 * The return page's parameters as the provider is given them (FinishCardPaymentInput): the
 * sandbox's md, paRes and cres, and any other provider's query parameters. What the browser sent is
 * never trusted, only bounded: entries that are not short strings are dropped, and the provider
 * answers the payment as it is when what it needs is missing.
 */
export function challengeReturnOf(input: {
  md?: string | null;
  paRes?: string | null;
  cres?: string | null;
  returnParameters?: unknown;
}): ChallengeReturn {
  const returned: Record<string, string> = {};
  const given = input.returnParameters;
  if (given && typeof given === 'object' && !Array.isArray(given)) {
    for (const [name, value] of Object.entries(given).slice(0, MAX_PARAMETERS)) {
      if (typeof value === 'string' && name.length <= MAX_NAME_CHARS && value.length <= MAX_VALUE_CHARS) returned[name] = value;
    }
  }
  // The spec's own fields come last: they are what the sandbox verifies.
  for (const name of ['md', 'paRes', 'cres'] as const) {
    const value = input[name];
    if (typeof value === 'string' && value.length <= MAX_VALUE_CHARS) returned[name] = value;
  }
  return returned;
}
