/**
 * Types and constants of the header search suggestions (spec §2 "Search bar",
 * §4 "Search bar toggles visible or hidden", §5 and §9 search rules).
 *
 * Machines import only types from `api/`: the suggestion shape is the one the
 * `searchProducts` operation returns, so the storefront passes its results
 * through without mapping.
 */
import type { SearchSuggestion } from '../../api/operations/search';

export type { SearchSuggestion };

/**
 * Spec §5 and §9: suggestions start from the 3rd letter. Counted in code
 * points of the trimmed term, so an accented letter typed as one character
 * counts once. (`api/operations/search.ts` has the same number for
 * the request; machines may not import its values.)
 */
export const SEARCH_MIN_LENGTH = 3;

/** Spec §9: search is debounced 300 ms after the last keystroke. The machine's `searchDebounce` delay. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The query a term stands for: what is sent, and what "the same search" means. */
export function queryOf(term: string): string {
  return term.trim();
}

/** Length in code points (not UTF-16 units), so `ñ` or `日` count as one letter each. */
export function letterCount(term: string): number {
  return Array.from(queryOf(term)).length;
}

/** Spec §5: nothing runs for an empty term. */
export function isEmptyTerm(term: string): boolean {
  return letterCount(term) === 0;
}

/**
 * A Han character (Chinese, Japanese kanji) stands for a syllable and often a whole word, and a
 * kana for a syllable: many destinations are two of them (日本, 韓国, 台灣, タイ, チリ), so with the
 * spec's 3 letters counted literally a Japanese or Chinese traveller could never get a suggestion
 * for their own country or for Thailand. Each counts as two letters; every other script one per
 * code point.
 */
const SYLLABIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The term's length as the 3-letter minimum reads it (see SYLLABIC). */
function searchLength(term: string): number {
  return Array.from(queryOf(term)).reduce((length, character) => length + (SYLLABIC.test(character) ? 2 : 1), 0);
}

/** Spec §5: long enough to ask the shop for suggestions (two Han or kana characters are: see SYLLABIC). */
export function isSearchableTerm(term: string): boolean {
  return searchLength(term) >= SEARCH_MIN_LENGTH;
}

/** Input of the injected `fetchSuggestions` actor: the trimmed term, never empty and never shorter than 3 letters. */
export interface FetchSuggestionsInput {
  readonly term: string;
}

export interface SearchContext {
  /** What the input shows, untrimmed (the shopper's spaces stay where they typed them). */
  readonly term: string;
  /** Suggestions for `term`; non-empty exactly in the `results` state. */
  readonly results: readonly SearchSuggestion[];
  /** Index into `results` of the highlighted option (`aria-activedescendant`), or -1 for none. */
  readonly activeIndex: number;
  /** What the last request failed with; non-null exactly in the `error` state. */
  readonly error: unknown;
}

/**
 * What the dropdown shows (spec §2 dropdown states, plus results and error).
 * The `SearchBar` component takes the same union as its `status` prop.
 */
export type SearchStatus = 'initial' | 'loading' | 'results' | 'noResults' | 'error';

/**
 * Events, dotted by source.
 *
 * | event                | sent by                                   | effect |
 * |----------------------|-------------------------------------------|--------|
 * | `search.toggled`     | header search button                      | show the bar; hide it if shown |
 * | `search.closed`      | the bar's close button                    | hide the bar |
 * | `route.changed`      | router, after every navigation            | hide the bar |
 * | `term.changed`       | the input, on every change                | empty → dropdown closed; 1–2 letters → `initial`; 3+ → `loading` (debounced, restarts) |
 * | `key.arrowDown`/`Up` | the input's keydown                       | move the highlight through results (wrapping); reopen a closed dropdown |
 * | `key.enter`          | the input's keydown                       | with a highlighted result: `navigate` to it and hide the bar |
 * | `key.escape`         | the input's keydown                       | close the dropdown; when already closed, hide the bar |
 * | `result.highlighted` | pointer over an option, or the component  | highlight that index (-1: none) |
 * | `search.retry`       | the error message's retry button          | ask again for the same term, without waiting |
 */
export type SearchEvent =
  | { type: 'search.toggled' }
  | { type: 'search.closed' }
  | { type: 'route.changed' }
  | { type: 'term.changed'; term: string }
  | { type: 'key.arrowDown' }
  | { type: 'key.arrowUp' }
  | { type: 'key.enter' }
  | { type: 'key.escape' }
  | { type: 'result.highlighted'; index: number }
  | { type: 'search.retry' };

/** The input keys the machine handles, by `KeyboardEvent.key`. */
const KEY_EVENTS = {
  ArrowDown: 'key.arrowDown',
  ArrowUp: 'key.arrowUp',
  Enter: 'key.enter',
  Escape: 'key.escape',
} as const satisfies Record<string, SearchEvent['type']>;

/**
 * The machine event for a keydown in the search input, or `null` for keys the
 * input keeps (letters, Home, Tab…). For `SearchBar`'s `onKeyDown`:
 * `const event = keyEventOf(e.key); if (event) { e.preventDefault(); send(event); }`.
 * Key events with a modifier (Ctrl/Alt/Meta, IME composition) are the caller's to skip.
 */
export function keyEventOf(key: string): SearchEvent | null {
  return Object.hasOwn(KEY_EVENTS, key) ? { type: KEY_EVENTS[key as keyof typeof KEY_EVENTS] } : null;
}

/**
 * Cross-cutting facts components may read with `snapshot.hasTag`:
 * `visible` the bar is shown; `open` its dropdown is shown (`aria-expanded`);
 * `loading` a search is waiting or running; `error` the last one failed.
 */
export type SearchTag = 'visible' | 'open' | 'loading' | 'error';
