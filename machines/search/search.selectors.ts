import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './search.machine';
import type { SearchStatus, SearchSuggestion } from './search.types';

export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 * Together they are the `SearchBar` props: `open`, `expanded`, `term`,
 * `status`, `results`, `activeIndex`.
 */

/** The bar is shown (spec §4: the search bar toggles visible or hidden). */
export const selectIsVisible = (snapshot: SearchSnapshot): boolean => snapshot.hasTag('visible');

/** The dropdown is shown: the combobox's `aria-expanded`. */
export const selectIsExpanded = (snapshot: SearchSnapshot): boolean => snapshot.hasTag('open');

/** A search is waiting for the debounce or running. */
export const selectIsLoading = (snapshot: SearchSnapshot): boolean => snapshot.hasTag('loading');

/**
 * What the dropdown shows. Waiting for the debounce already counts as
 * `loading`: the term has 3 letters, so the "type at least 3 letters" hint
 * would be wrong, and results of an older term must not stay on screen.
 * When the dropdown is shut (see `selectIsExpanded`) this is `initial`.
 */
export function selectStatus(snapshot: SearchSnapshot): SearchStatus {
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.matches({ visible: 'results' })) return 'results';
  if (snapshot.matches({ visible: 'noResults' })) return 'noResults';
  return 'initial';
}

/** The input's value, untrimmed. */
export const selectTerm = (snapshot: SearchSnapshot): string => snapshot.context.term;

/** Suggestions for the current term; empty unless `selectStatus` is `results`. */
export const selectResults = (snapshot: SearchSnapshot): readonly SearchSuggestion[] => snapshot.context.results;

/** Index of the highlighted suggestion, or -1. */
export const selectActiveIndex = (snapshot: SearchSnapshot): number => snapshot.context.activeIndex;

/** The highlighted suggestion, or `null`. */
export const selectActiveResult = (snapshot: SearchSnapshot): SearchSuggestion | null =>
  snapshot.context.results[snapshot.context.activeIndex] ?? null;

/** What the last request failed with (e.g. a `ShopError`), or `null`. */
export const selectError = (snapshot: SearchSnapshot): unknown => snapshot.context.error;
