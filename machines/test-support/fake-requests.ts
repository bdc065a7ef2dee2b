import { fromPromise, type NonReducibleUnknown } from 'xstate';

/*
 * Fake requests for the machines' tests: every request an injected actor
 * makes waits until the test answers it, so each state can be observed while
 * its request runs, answers can come in any order, and a request can be left
 * unanswered for ever. Shared by every machine's unit and model tests (each
 * machine's test support names its actors).
 */

/** One request a machine made, waiting for the test to answer. */
export interface FakeRequest<Input = NonReducibleUnknown, Output = unknown> {
  readonly name: string;
  readonly input: Input;
  readonly signal: AbortSignal;
  settled: boolean;
  resolve(output?: Output): void;
  reject(error: unknown): void;
}

/** Fake requests whose inputs are `Input` and answers `Output` (a machine's, or any). */
export function createFakeRequests<Input = NonReducibleUnknown, Output = unknown>() {
  const requests: Array<FakeRequest<Input, Output>> = [];

  /** A fake of the actor named `name`; the test answers it with `resolve` / `reject`, or never. */
  function request<ActorOutput extends Output, ActorInput extends Input = Input>(name: string) {
    return fromPromise<ActorOutput, ActorInput>(
      ({ input, signal }) =>
        new Promise<ActorOutput>((resolve, reject) => {
          const made: FakeRequest<Input, Output> = {
            name,
            input,
            signal,
            settled: false,
            resolve: (output) => {
              made.settled = true;
              // The test answers with what the real request would give; its type is the actor's.
              resolve(output as ActorOutput);
            },
            reject: (error) => {
              made.settled = true;
              reject(error);
            },
          };
          requests.push(made);
        }),
    );
  }

  const open = () => requests.filter((made) => !made.settled && !made.signal.aborted);
  return {
    requests,
    request,
    /** The requests still waiting for an answer that the machine has not given up on. */
    open,
    /** The one open request; fails the test when there is none or more than one. */
    only(): FakeRequest<Input, Output> {
      const waiting = open();
      if (waiting.length !== 1) throw new Error(`expected exactly one open request, got ${waiting.length}`);
      return waiting[0]!;
    },
    /** What was asked, in order, without the promise plumbing. */
    asked: () => requests.map(({ name, input }) => (input === undefined ? { name } : { name, input })),
  };
}

/** Lets the fakes' promise callbacks reach the actor (for machines without timers to advance). */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A promise actor that hands its input and XState's signal to `answer`: in a test, what a
 * feature's actors file gives `machine.provide` (`features/<feature>/<feature>.actors.ts`).
 */
export function answeringActor<Output, Input = NonReducibleUnknown>(answer: (input: Input, signal: AbortSignal) => Promise<Output>) {
  return fromPromise<Output, Input>(({ input, signal }) => answer(input, signal));
}
