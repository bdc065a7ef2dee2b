import { assertEvent, assign, setup } from 'xstate';
import { stubRequest } from '../requests/requests';
import {
  SEARCH_DEBOUNCE_MS,
  isEmptyTerm,
  isSearchableTerm,
  queryOf,
  type FetchSuggestionsInput,
  type SearchContext,
  type SearchEvent,
  type SearchSuggestion,
  type SearchTag,
} from './search.types';

const EMPTY_SUGGESTIONS: Pick<SearchContext, 'results' | 'activeIndex' | 'error'> = {
  results: [],
  activeIndex: -1,
  error: null,
};

/**
 * The header search bar and its suggestions dropdown (spec §2, §4, §5, §9).
 *
 * ```
 * hidden ──search.toggled──▶ visible
 *                             ├─ closed      dropdown shut: empty term, or after Escape
 *                             ├─ initial     1–2 letters: "type at least 3 letters"
 *                             ├─ loading
 *                             │   ├─ debouncing   300 ms after the last change (restarts on each)
 *                             │   └─ fetching     invokes `fetchSuggestions({ term })`
 *                             ├─ results     arrows move the highlight, Enter navigates
 *                             ├─ noResults   "no result for {term}"
 *                             └─ error       retry asks again at once
 * ```
 *
 * A newer term leaves `loading` (or whichever state shows the old term), which
 * stops the invoked request: its abort signal fires and its answer is never
 * delivered, so stale suggestions cannot appear. Suggestions, highlight and
 * error are cleared on every way into `closed`, `initial` and `loading`, and
 * everything on the way into `hidden`; the model test checks these invariants
 * on every reachable snapshot.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    tags: {} as SearchTag,
  },
  actors: {
    /** Stub: the storefront provides the real request (`searchActors` in storefront/app/features/layout/layout.actors.ts). */
    fetchSuggestions: stubRequest<readonly SearchSuggestion[], FetchSuggestionsInput>('searchMachine', 'fetchSuggestions'),
  },
  delays: {
    /** Spec §9: "Search: 3 letters minimum, 300 ms debounce". Override with `machine.provide({ delays })`. */
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    /** The changed term has no letters: nothing runs (spec §5). */
    isEmptyEventTerm: ({ event }) => {
      assertEvent(event, 'term.changed');
      return isEmptyTerm(event.term);
    },
    /** The changed term has 1–2 letters: hint only, never a request. */
    isShortEventTerm: ({ event }) => {
      assertEvent(event, 'term.changed');
      return !isSearchableTerm(event.term);
    },
    /** Only spaces around the term changed: the shown (or coming) suggestions still answer it. */
    isSameQuery: ({ context, event }) => {
      assertEvent(event, 'term.changed');
      return queryOf(event.term) === queryOf(context.term);
    },
    isStoredTermSearchable: ({ context }) => isSearchableTerm(context.term),
    isStoredTermEmpty: ({ context }) => isEmptyTerm(context.term),
    hasSuggestions: (_, params: { results: readonly SearchSuggestion[] }) => params.results.length > 0,
    hasActiveResult: ({ context }) => context.activeIndex >= 0 && context.activeIndex < context.results.length,
    /** A pointer can only highlight an option that exists; -1 clears the highlight. */
    isResultIndex: ({ context, event }) => {
      assertEvent(event, 'result.highlighted');
      return Number.isInteger(event.index) && event.index >= -1 && event.index < context.results.length;
    },
  },
  actions: {
    storeTerm: assign(({ event }) => {
      assertEvent(event, 'term.changed');
      return { term: event.term };
    }),
    clearSuggestions: assign(EMPTY_SUGGESTIONS),
    resetSearch: assign({ term: '', ...EMPTY_SUGGESTIONS }),
    storeResults: assign((_, params: { results: readonly SearchSuggestion[] }) => ({
      // A copy: a caller mutating its array later cannot change what is listed.
      results: [...params.results],
      activeIndex: -1,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** Down from the last option (or from none) wraps to the first. */
    highlightNext: assign(({ context }) => ({
      activeIndex: (context.activeIndex + 1) % context.results.length,
    })),
    /** Up from the first option (or from none) wraps to the last. */
    highlightPrevious: assign(({ context }) => ({
      activeIndex: context.activeIndex <= 0 ? context.results.length - 1 : context.activeIndex - 1,
    })),
    highlight: assign(({ event }) => {
      assertEvent(event, 'result.highlighted');
      return { activeIndex: event.index };
    }),
    /** Stub effect: the storefront provides one that routes to the product page. */
    navigate: (_, _params: { suggestion: SearchSuggestion }) => {},
  },
}).createMachine({
  id: 'search',
  context: { term: '', ...EMPTY_SUGGESTIONS },
  initial: 'hidden',
  states: {
    hidden: {
      entry: 'resetSearch',
      on: { 'search.toggled': { target: 'visible' } },
    },
    visible: {
      tags: ['visible'],
      initial: 'closed',
      on: {
        'search.toggled': { target: 'hidden' },
        'search.closed': { target: 'hidden' },
        'route.changed': { target: 'hidden' },
        // Targets are children, so the active child is always exited and entered again:
        // a change while debouncing restarts the 300 ms, a change while fetching cancels it.
        'term.changed': [
          { guard: 'isEmptyEventTerm', target: '.closed', actions: 'storeTerm' },
          { guard: 'isShortEventTerm', target: '.initial', actions: 'storeTerm' },
          { target: '.loading', actions: 'storeTerm' },
        ],
        // First Escape closes the dropdown; `closed` turns a second one into hiding the bar.
        'key.escape': { target: '.closed' },
      },
      states: {
        closed: {
          entry: 'clearSuggestions',
          on: {
            'key.escape': { target: '#search.hidden' },
            // Combobox pattern: Down (or Up) on a collapsed combobox opens its popup.
            // The shopper asked explicitly, so no debounce.
            'key.arrowDown': [
              { guard: 'isStoredTermSearchable', target: 'loading.fetching' },
              { guard: 'isStoredTermEmpty' },
              { target: 'initial' },
            ],
            'key.arrowUp': [
              { guard: 'isStoredTermSearchable', target: 'loading.fetching' },
              { guard: 'isStoredTermEmpty' },
              { target: 'initial' },
            ],
          },
        },
        initial: {
          tags: ['open'],
          entry: 'clearSuggestions',
        },
        loading: {
          tags: ['open', 'loading'],
          entry: 'clearSuggestions',
          initial: 'debouncing',
          on: { 'term.changed': { guard: 'isSameQuery', actions: 'storeTerm' } },
          states: {
            debouncing: {
              after: { searchDebounce: { target: 'fetching' } },
            },
            fetching: {
              invoke: {
                id: 'fetchSuggestions',
                src: 'fetchSuggestions',
                input: ({ context }) => ({ term: queryOf(context.term) }),
                onDone: [
                  {
                    guard: { type: 'hasSuggestions', params: ({ event }) => ({ results: event.output }) },
                    target: '#search.visible.results',
                    actions: { type: 'storeResults', params: ({ event }) => ({ results: event.output }) },
                  },
                  { target: '#search.visible.noResults' },
                ],
                onError: {
                  target: '#search.visible.error',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        results: {
          tags: ['open'],
          on: {
            'term.changed': { guard: 'isSameQuery', actions: 'storeTerm' },
            'key.arrowDown': { actions: 'highlightNext' },
            'key.arrowUp': { actions: 'highlightPrevious' },
            'result.highlighted': { guard: 'isResultIndex', actions: 'highlight' },
            // Enter without a highlight does nothing: there is no search page to submit to yet.
            'key.enter': {
              guard: 'hasActiveResult',
              target: '#search.hidden',
              actions: {
                type: 'navigate',
                // Runs before `hidden` resets the context, so it still sees the highlight.
                params: ({ context }) => ({ suggestion: context.results[context.activeIndex] as SearchSuggestion }),
              },
            },
          },
        },
        noResults: {
          tags: ['open'],
          on: { 'term.changed': { guard: 'isSameQuery', actions: 'storeTerm' } },
        },
        error: {
          tags: ['open', 'error'],
          on: { 'search.retry': { target: 'loading.fetching' } },
        },
      },
    },
  },
});
