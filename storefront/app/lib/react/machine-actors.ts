import type { AnyStateMachine } from 'xstate';

type Implementations<Machine extends AnyStateMachine> = NonNullable<Parameters<Machine['provide']>[0]>;
type Named<Map, Names extends string> = [Names] extends [never]
  ? unknown
  : Required<Pick<NonNullable<Map>, Names & keyof NonNullable<Map>>>;

/**
 * What a feature's `<machine>Actors(…)` answers and passes to `machine.provide`: every actor the
 * machine leaves as a stub (one missing or of the wrong type is a type error), and the browser
 * effects it names: `Actions` (navigation, focus, storage) and `Guards` (a question to the page),
 * each typed by the machine's own stubs.
 */
export type MachineActors<
  Machine extends AnyStateMachine,
  Actions extends string = never,
  Guards extends string = never,
> = (keyof NonNullable<Implementations<Machine>['actors']> extends never
  ? unknown
  : { actors: Required<NonNullable<Implementations<Machine>['actors']>> }) &
  ([Actions] extends [never] ? unknown : { actions: Named<Implementations<Machine>['actions'], Actions> }) &
  ([Guards] extends [never] ? unknown : { guards: Named<Implementations<Machine>['guards'], Guards> });
