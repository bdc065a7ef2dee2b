import { fromPromise } from 'xstate';
import { searchMachine } from './search.machine';
import type { FetchSuggestionsInput, SearchSuggestion } from './search.types';

export interface SearchMachineDeps {
  /**
   * Asks the shop for suggestions of a trimmed term of 3 letters or more,
   * e.g. `(term, signal) => searchProducts(client, term, { signal })`.
   * The signal aborts when a newer term, Escape or hiding the bar makes the
   * answer useless; its late answer is ignored either way.
   */
  fetchSuggestions: (term: string, signal: AbortSignal) => Promise<readonly SearchSuggestion[]>;
  /** Goes to a suggestion's product page (Enter on a highlighted result), e.g. with React Router's `navigate`. */
  navigate: (suggestion: SearchSuggestion) => void;
}

/** The search machine with the storefront's request and navigation in place of the stubs. */
export function createSearchMachine(deps: SearchMachineDeps) {
  return searchMachine.provide({
    actors: {
      fetchSuggestions: fromPromise<readonly SearchSuggestion[], FetchSuggestionsInput>(({ input, signal }) =>
        deps.fetchSuggestions(input.term, signal),
      ),
    },
    actions: {
      navigate: (_, params) => deps.navigate(params.suggestion),
    },
  });
}
