import { fromPromise, type NonReducibleUnknown } from 'xstate';

/*
 * What every machine's requests share: the stub the storefront replaces
 * (`<feature>.actors.ts`), and the check that a request is about something.
 */

/** The stub of a request the storefront provides; run unprovided, it fails naming the actor. */
export function stubRequest<Output, Input = NonReducibleUnknown>(machine: string, actor: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${machine}: provide the ${actor} actor`);
  });
}

/**
 * The states that invoke a request are entered only after what they send is
 * stored, so a missing one is a bug in the machine: it fails loudly rather
 * than send a request about nothing.
 */
export function requiredFor(machine: string) {
  return <T>(value: T | null | undefined, what: string): T => {
    if (value === null || value === undefined) throw new Error(`${machine}: ${what} is missing`);
    return value;
  };
}
