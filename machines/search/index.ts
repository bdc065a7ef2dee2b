export { searchMachine } from './search.machine';
export {
  selectActiveIndex,
  selectActiveResult,
  selectError,
  selectIsExpanded,
  selectIsLoading,
  selectIsVisible,
  selectResults,
  selectStatus,
  selectTerm,
  type SearchSnapshot,
} from './search.selectors';
export {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  isEmptyTerm,
  isSearchableTerm,
  keyEventOf,
  letterCount,
  queryOf,
  type FetchSuggestionsInput,
  type SearchContext,
  type SearchEvent,
  type SearchStatus,
  type SearchSuggestion,
  type SearchTag,
} from './search.types';
