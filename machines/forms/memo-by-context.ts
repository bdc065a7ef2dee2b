// Apart from form-fields.ts, which needs XState: the session's selectors run on every page before
// any machine has loaded (docs/architecture.md "What a first load holds").

/**
 * One computation per context: a context is never changed, only replaced, so
 * every component asking about the same snapshot gets the same object (no
 * re-render from a new but equal one).
 */
export function memoByContext<C extends object, R>(compute: (context: C) => R): (context: C) => R {
  const cache = new WeakMap<C, R>();
  return (context) => {
    let result = cache.get(context);
    if (result === undefined) {
      result = compute(context);
      cache.set(context, result);
    }
    return result;
  };
}
