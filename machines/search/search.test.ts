import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { searchMachine } from './search.machine';
import {
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
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  isSearchableTerm,
  keyEventOf,
  letterCount,
  type FetchSuggestionsInput,
  type SearchEvent,
  type SearchStatus,
  type SearchSuggestion,
} from './search.types';
import { answeringActor } from '../test-support/fake-requests';
import { FRANCE, FRENCH_POLYNESIA } from './search.test-support';

const FRANCE_REGIONAL: SearchSuggestion = { id: '3', name: 'Europe', slug: 'europe', flagCode: 'eu', planType: 'regional' };
const THREE = [FRANCE, FRENCH_POLYNESIA, FRANCE_REGIONAL] as const;

/** One call of the fake `fetchSuggestions`, settled by the test. */
interface PendingRequest {
  term: string;
  signal: AbortSignal;
  resolve: (results: readonly SearchSuggestion[]) => void;
  reject: (error: unknown) => void;
}

/** A fake request whose answers the test hands out, in any order, one by one. */
function fakeFetch() {
  const requests: PendingRequest[] = [];
  const logic = fromPromise<readonly SearchSuggestion[], FetchSuggestionsInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        requests.push({ term: input.term, signal, resolve, reject });
      }),
  );
  return { logic, requests };
}

type SearchActor = Actor<typeof searchMachine>;

interface Harness {
  actor: SearchActor;
  requests: PendingRequest[];
  navigate: ReturnType<typeof vi.fn>;
  send: (...events: SearchEvent[]) => void;
  type: (term: string) => void;
}

function start(...events: SearchEvent[]): Harness {
  const { logic, requests } = fakeFetch();
  const navigate = vi.fn();
  const actor = createActor(
    searchMachine.provide({
      actors: { fetchSuggestions: logic },
      actions: { navigate: (_, params) => navigate(params.suggestion) },
    }),
  );
  actor.start();
  const send = (...more: SearchEvent[]) => more.forEach((event) => actor.send(event));
  send(...events);
  return { actor, requests, navigate, send, type: (term) => send({ type: 'term.changed', term }) };
}

/** A shown bar, nothing typed. */
const shown = () => start({ type: 'search.toggled' });

/** Lets promise callbacks (the fake request's answer) reach the actor. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Types a term, waits out the debounce and answers the request with `results`. */
async function showing(results: readonly SearchSuggestion[], term = 'fra'): Promise<Harness> {
  const harness = shown();
  harness.type(term);
  await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  harness.requests.at(-1)?.resolve(results);
  await settle();
  return harness;
}

/** Everything a component could observe, read only through selectors and tags. */
function observe(snapshot: SearchSnapshot) {
  return {
    visible: selectIsVisible(snapshot),
    expanded: selectIsExpanded(snapshot),
    loading: selectIsLoading(snapshot),
    status: selectStatus(snapshot),
    term: selectTerm(snapshot),
    results: selectResults(snapshot),
    activeIndex: selectActiveIndex(snapshot),
    active: selectActiveResult(snapshot),
    error: selectError(snapshot),
  };
}

type Observed = ReturnType<typeof observe>;

const HIDDEN: Observed = {
  visible: false,
  expanded: false,
  loading: false,
  status: 'initial',
  term: '',
  results: [],
  activeIndex: -1,
  active: null,
  error: null,
};

const collapsed = (term: string): Observed => ({ ...HIDDEN, visible: true, term });
const dropdown = (status: SearchStatus, term: string, extra: Partial<Observed> = {}): Observed => ({
  ...HIDDEN,
  visible: true,
  expanded: true,
  loading: status === 'loading',
  status,
  term,
  ...extra,
});

function expectObserved(harness: Harness, expected: Observed): void {
  expect(observe(harness.actor.getSnapshot())).toEqual(expected);
}

/** What was typed is asked for once the debounce has run out, not a millisecond before: `asked` is every term asked by then. */
async function expectAskedAfterDebounce(harness: Harness, asked: readonly string[]): Promise<void> {
  await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
  expect(harness.requests).toHaveLength(asked.length - 1);
  await vi.advanceTimersByTimeAsync(1);
  expect(harness.requests.map((request) => request.term)).toEqual(asked);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('search machine: visibility', () => {
  it('starts hidden and empty', () => {
    const harness = start();
    expectObserved(harness, HIDDEN);
    expect([...harness.actor.getSnapshot().tags]).toEqual([]);
  });

  it('search.toggled shows the bar with the dropdown shut', () => {
    const harness = shown();
    expectObserved(harness, collapsed(''));
    expect([...harness.actor.getSnapshot().tags]).toEqual(['visible']);
  });

  it.each<SearchEvent['type']>(['search.toggled', 'search.closed', 'route.changed'])(
    '%s hides the bar and forgets the term and suggestions',
    async (type) => {
      const harness = await showing([FRANCE]);
      harness.send({ type: 'key.arrowDown' });
      harness.send({ type } as SearchEvent);
      expectObserved(harness, HIDDEN);
      // Shown again: a fresh bar, not the old term.
      harness.send({ type: 'search.toggled' });
      expectObserved(harness, collapsed(''));
    },
  );

  it('hiding while a request runs aborts it, and its late answer changes nothing', async () => {
    const harness = shown();
    harness.type('fra');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(harness.requests).toHaveLength(1);
    harness.send({ type: 'search.toggled' });
    expect(harness.requests[0]?.signal.aborted).toBe(true);
    harness.requests[0]?.resolve([FRANCE]);
    await settle();
    expectObserved(harness, HIDDEN);
  });

  it('hiding while debouncing means the request never starts', async () => {
    const harness = shown();
    harness.type('fra');
    harness.send({ type: 'route.changed' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 10);
    expect(harness.requests).toHaveLength(0);
    expectObserved(harness, HIDDEN);
  });

  it.each<SearchEvent>([
    { type: 'term.changed', term: 'france' },
    { type: 'key.arrowDown' },
    { type: 'key.escape' },
    { type: 'key.enter' },
    { type: 'search.retry' },
    { type: 'search.closed' },
  ])('ignores %j while hidden', async (event) => {
    const harness = start(event);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(harness.requests).toHaveLength(0);
    expectObserved(harness, HIDDEN);
  });
});

describe('search machine: term rules (spec §5)', () => {
  it.each(['', '   ', '\t\n'])('runs nothing for an empty term (%j)', async (term) => {
    const harness = shown();
    harness.type('fr');
    harness.type(term);
    expectObserved(harness, collapsed(term));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(harness.requests).toHaveLength(0);
  });

  it.each(['f', 'fr', '  fr  ', 'ñu', '日', 'タ'])('shows the hint and never fetches for %j (< 3 letters)', async (term) => {
    const harness = shown();
    harness.type(term);
    expectObserved(harness, dropdown('initial', term));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(harness.requests).toHaveLength(0);
  });

  it('makes no request before 300 ms and exactly one at 300 ms', async () => {
    const harness = shown();
    harness.type('fra');
    // Loading from the first moment: the hint would be wrong and old results are gone.
    expectObserved(harness, dropdown('loading', 'fra'));
    await expectAskedAfterDebounce(harness, ['fra']);
    expectObserved(harness, dropdown('loading', 'fra'));
  });

  it('restarts the 300 ms on every change within them, then asks once for the last term', async () => {
    const harness = shown();
    harness.type('fra');
    await vi.advanceTimersByTimeAsync(200);
    harness.type('fran');
    await vi.advanceTimersByTimeAsync(200);
    harness.type('franc');
    await expectAskedAfterDebounce(harness, ['franc']);
  });

  it('sends the trimmed term', async () => {
    const harness = shown();
    harness.type('  japan ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(harness.requests.map((request) => request.term)).toEqual(['japan']);
    expect(selectTerm(harness.actor.getSnapshot())).toBe('  japan ');
  });

  it('spaces around the same term neither restart the delay nor ask again', async () => {
    const harness = shown();
    harness.type('fra');
    await vi.advanceTimersByTimeAsync(200);
    harness.type('fra ');
    await vi.advanceTimersByTimeAsync(100);
    expect(harness.requests.map((request) => request.term)).toEqual(['fra']);
    harness.requests[0]?.resolve([FRANCE]);
    await settle();
    harness.type(' fra ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(harness.requests).toHaveLength(1);
    expectObserved(harness, dropdown('results', ' fra ', { results: [FRANCE] }));
  });

  it('going below 3 letters cancels a running request', async () => {
    const harness = shown();
    harness.type('fra');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    harness.type('fr');
    expect(harness.requests[0]?.signal.aborted).toBe(true);
    harness.requests[0]?.resolve([FRANCE]);
    await settle();
    expectObserved(harness, dropdown('initial', 'fr'));
  });

  it('counts letters in code points, so 3 CJK characters search', async () => {
    expect(letterCount('日本国')).toBe(3);
    expect(letterCount(' 🇯🇵 ')).toBe(2);
    expect(isSearchableTerm('ab')).toBe(false);
    expect(isSearchableTerm('abc')).toBe(true);
    // Two Han or kana characters are a destination's whole name (日本, 台灣, タイ, チリ); one is not enough.
    expect(isSearchableTerm('日本')).toBe(true);
    expect(isSearchableTerm('台灣')).toBe(true);
    expect(isSearchableTerm('タイ')).toBe(true);
    expect(isSearchableTerm('ちり')).toBe(true);
    expect(isSearchableTerm('日')).toBe(false);
    expect(isSearchableTerm('タ')).toBe(false);
    expect(isSearchableTerm('ー')).toBe(false);
    expect(SEARCH_MIN_LENGTH).toBe(3);
    const harness = shown();
    harness.type('日本国');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(harness.requests.map((request) => request.term)).toEqual(['日本国']);
  });
});

describe('search machine: answers', () => {
  it('shows the suggestions with nothing highlighted', async () => {
    const harness = await showing(THREE);
    expectObserved(harness, dropdown('results', 'fra', { results: [...THREE] }));
  });

  it('keeps its own copy of the suggestions', async () => {
    const answer = [FRANCE];
    const harness = await showing(answer);
    answer.push(FRENCH_POLYNESIA);
    expect(selectResults(harness.actor.getSnapshot())).toEqual([FRANCE]);
  });

  it('an empty answer is "no result for the term"', async () => {
    const harness = await showing([], 'xyz');
    expectObserved(harness, dropdown('noResults', 'xyz'));
  });

  it('ignores the answer to an older term (stale response)', async () => {
    const harness = shown();
    harness.type('fra');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    harness.type('jap');
    // The older request is told to stop...
    expect(harness.requests[0]?.signal.aborted).toBe(true);
    // ...and whatever it still answers is not shown.
    harness.requests[0]?.resolve([FRANCE]);
    await settle();
    expectObserved(harness, dropdown('loading', 'jap'));
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const japan: SearchSuggestion = { id: '9', name: 'Japan', slug: 'japan', flagCode: 'jp', planType: 'local' };
    harness.requests[1]?.resolve([japan]);
    await settle();
    expectObserved(harness, dropdown('results', 'jap', { results: [japan] }));
  });

  it('ignores a failure of an older term', async () => {
    const harness = shown();
    harness.type('fra');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    harness.type('fran');
    harness.requests[0]?.reject(new Error('late failure'));
    await settle();
    expectObserved(harness, dropdown('loading', 'fran'));
  });

  it('a failure shows the error; retry asks again at once for the same term', async () => {
    const harness = shown();
    harness.type('fra');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const failure = new Error('network');
    harness.requests[0]?.reject(failure);
    await settle();
    expectObserved(harness, dropdown('error', 'fra', { error: failure }));
    expect(harness.actor.getSnapshot().hasTag('error')).toBe(true);

    harness.send({ type: 'search.retry' });
    expectObserved(harness, dropdown('loading', 'fra'));
    // No debounce on a retry: the shopper asked.
    expect(harness.requests.map((request) => request.term)).toEqual(['fra', 'fra']);
    harness.requests[1]?.resolve([FRANCE]);
    await settle();
    expectObserved(harness, dropdown('results', 'fra', { results: [FRANCE] }));
  });

  it('typing after a failure starts over with the debounce', async () => {
    const harness = shown();
    harness.type('fra');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    harness.requests[0]?.reject(new Error('network'));
    await settle();
    harness.type('fran');
    expectObserved(harness, dropdown('loading', 'fran'));
    await expectAskedAfterDebounce(harness, ['fra', 'fran']);
  });

  it('retry does nothing outside the error state', async () => {
    const harness = await showing([FRANCE]);
    harness.send({ type: 'search.retry' });
    expect(harness.requests).toHaveLength(1);
    expectObserved(harness, dropdown('results', 'fra', { results: [FRANCE] }));
  });

  it('a new term replaces the shown suggestions with loading at once', async () => {
    const harness = await showing(THREE);
    harness.send({ type: 'key.arrowDown' });
    harness.type('fran');
    expectObserved(harness, dropdown('loading', 'fran'));
  });

  it('without a provided actor, the stub fails into the error state', async () => {
    const actor = createActor(searchMachine).start();
    actor.send({ type: 'search.toggled' });
    actor.send({ type: 'term.changed', term: 'fra' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(selectStatus(actor.getSnapshot())).toBe('error');
    expect(String(selectError(actor.getSnapshot()))).toContain('provide the fetchSuggestions actor');
  });
});

describe('search machine: keyboard in the results', () => {
  const active = (index: number): Observed =>
    dropdown('results', 'fra', { results: [...THREE], activeIndex: index, active: THREE[index] ?? null });

  it('Arrow Down moves from none to the first, then on, wrapping to the first', async () => {
    const harness = await showing(THREE);
    const seen: number[] = [];
    for (let step = 0; step < 4; step += 1) {
      harness.send({ type: 'key.arrowDown' });
      seen.push(selectActiveIndex(harness.actor.getSnapshot()));
    }
    expect(seen).toEqual([0, 1, 2, 0]);
    expectObserved(harness, active(0));
  });

  it('Arrow Up moves from none to the last, then back, wrapping to the last', async () => {
    const harness = await showing(THREE);
    const seen: number[] = [];
    for (let step = 0; step < 4; step += 1) {
      harness.send({ type: 'key.arrowUp' });
      seen.push(selectActiveIndex(harness.actor.getSnapshot()));
    }
    expect(seen).toEqual([2, 1, 0, 2]);
  });

  it('a single result stays highlighted on both arrows', async () => {
    const harness = await showing([FRANCE]);
    harness.send({ type: 'key.arrowDown' }, { type: 'key.arrowDown' }, { type: 'key.arrowUp' });
    expect(selectActiveIndex(harness.actor.getSnapshot())).toBe(0);
  });

  it('result.highlighted highlights an existing index and -1 clears', async () => {
    const harness = await showing(THREE);
    harness.send({ type: 'result.highlighted', index: 2 });
    expectObserved(harness, active(2));
    harness.send({ type: 'result.highlighted', index: -1 });
    expectObserved(harness, dropdown('results', 'fra', { results: [...THREE] }));
  });

  it.each([3, -2, 1.5, Number.NaN])('result.highlighted ignores index %s', async (index) => {
    const harness = await showing(THREE);
    harness.send({ type: 'key.arrowDown' });
    harness.send({ type: 'result.highlighted', index });
    expectObserved(harness, active(0));
  });

  it('Enter on a highlighted result navigates to it once and hides the bar', async () => {
    const harness = await showing(THREE);
    harness.send({ type: 'key.arrowDown' }, { type: 'key.arrowDown' }, { type: 'key.enter' });
    expect(harness.navigate).toHaveBeenCalledTimes(1);
    expect(harness.navigate).toHaveBeenCalledWith(FRENCH_POLYNESIA);
    expectObserved(harness, HIDDEN);
  });

  it('Enter with nothing highlighted does nothing', async () => {
    const harness = await showing(THREE);
    harness.send({ type: 'key.enter' });
    expect(harness.navigate).not.toHaveBeenCalled();
    expectObserved(harness, dropdown('results', 'fra', { results: [...THREE] }));
  });

  it.each<[string, () => Promise<Harness>]>([
    ['initial', async () => start({ type: 'search.toggled' }, { type: 'term.changed', term: 'fr' })],
    ['loading', async () => start({ type: 'search.toggled' }, { type: 'term.changed', term: 'fra' })],
    ['noResults', () => showing([])],
  ])('arrows, Enter and pointer highlight do nothing in %s', async (_name, make) => {
    const harness = await make();
    const before = observe(harness.actor.getSnapshot());
    harness.send({ type: 'key.arrowDown' }, { type: 'key.arrowUp' }, { type: 'result.highlighted', index: 0 }, { type: 'key.enter' });
    expect(observe(harness.actor.getSnapshot())).toEqual(before);
    expect(harness.navigate).not.toHaveBeenCalled();
  });
});

describe('search machine: Escape', () => {
  it('first Escape closes the dropdown and keeps the term; the second hides the bar', async () => {
    const harness = await showing(THREE);
    harness.send({ type: 'key.arrowDown' }, { type: 'key.escape' });
    expectObserved(harness, collapsed('fra'));
    harness.send({ type: 'key.escape' });
    expectObserved(harness, HIDDEN);
  });

  it.each<[string, () => Promise<Harness>]>([
    ['initial', async () => start({ type: 'search.toggled' }, { type: 'term.changed', term: 'fr' })],
    ['noResults', () => showing([])],
    [
      'error',
      async () => {
        const harness = shown();
        harness.type('fra');
        await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
        harness.requests[0]?.reject(new Error('network'));
        await settle();
        return harness;
      },
    ],
  ])('closes the dropdown from %s', async (_name, make) => {
    const harness = await make();
    const { term } = harness.actor.getSnapshot().context;
    harness.send({ type: 'key.escape' });
    expectObserved(harness, collapsed(term));
  });

  it('Escape while debouncing: no request is ever made', async () => {
    const harness = shown();
    harness.type('fra');
    harness.send({ type: 'key.escape' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 10);
    expect(harness.requests).toHaveLength(0);
    expectObserved(harness, collapsed('fra'));
  });

  it('Escape while fetching aborts the request and ignores its answer', async () => {
    const harness = shown();
    harness.type('fra');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    harness.send({ type: 'key.escape' });
    expect(harness.requests[0]?.signal.aborted).toBe(true);
    harness.requests[0]?.resolve([FRANCE]);
    await settle();
    expectObserved(harness, collapsed('fra'));
  });

  it('Escape on an empty bar hides it', () => {
    const harness = shown();
    harness.send({ type: 'key.escape' });
    expectObserved(harness, HIDDEN);
  });
});

describe('search machine: reopening a closed dropdown', () => {
  it.each(['key.arrowDown', 'key.arrowUp'] as const)('%s with 3+ letters asks again at once', async (type) => {
    const harness = await showing([FRANCE]);
    harness.send({ type: 'key.escape' }, { type });
    expectObserved(harness, dropdown('loading', 'fra'));
    expect(harness.requests).toHaveLength(2);
    harness.requests[1]?.resolve([FRANCE]);
    await settle();
    expectObserved(harness, dropdown('results', 'fra', { results: [FRANCE] }));
  });

  it('Arrow Down with 1–2 letters shows the hint again', () => {
    const harness = start({ type: 'search.toggled' }, { type: 'term.changed', term: 'fr' }, { type: 'key.escape' });
    harness.send({ type: 'key.arrowDown' });
    expectObserved(harness, dropdown('initial', 'fr'));
  });

  it('Arrow Down on an empty bar keeps the dropdown shut', () => {
    const harness = shown();
    harness.send({ type: 'key.arrowDown' }, { type: 'key.arrowUp' });
    expectObserved(harness, collapsed(''));
  });

  it('typing reopens it with the usual rules', async () => {
    const harness = await showing([FRANCE]);
    harness.send({ type: 'key.escape' });
    harness.type('fran');
    expectObserved(harness, dropdown('loading', 'fran'));
    await expectAskedAfterDebounce(harness, ['fra', 'fran']);
  });

  it('the same term typed again after Escape reopens and asks again', async () => {
    const harness = await showing([FRANCE]);
    harness.send({ type: 'key.escape' });
    harness.type('fra');
    expectObserved(harness, dropdown('loading', 'fra'));
  });
});

describe('searchMachine provided with its actor and navigation', () => {
  it('passes the trimmed term and an abort signal to fetchSuggestions, and the suggestion to navigate', async () => {
    const fetchSuggestions = vi.fn((_input: { term: string }, _signal: AbortSignal) => Promise.resolve([FRANCE]));
    const navigate = vi.fn();
    const provided = searchMachine.provide({
      actors: { fetchSuggestions: answeringActor<readonly SearchSuggestion[], FetchSuggestionsInput>(fetchSuggestions) },
      actions: { navigate: (_, { suggestion }) => navigate(suggestion) },
    });
    const actor = createActor(provided).start();
    actor.send({ type: 'search.toggled' });
    actor.send({ type: 'term.changed', term: ' fra ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]?.[0]).toEqual({ term: 'fra' });
    expect(fetchSuggestions.mock.calls[0]?.[1]).toBeInstanceOf(AbortSignal);
    expect(selectStatus(actor.getSnapshot())).toBe('results');
    actor.send({ type: 'key.arrowDown' });
    actor.send({ type: 'key.enter' });
    expect(navigate).toHaveBeenCalledWith(FRANCE);
  });

  it('a shorter debounce can be provided through delays', async () => {
    const { logic, requests } = fakeFetch();
    const actor = createActor(searchMachine.provide({ actors: { fetchSuggestions: logic }, delays: { searchDebounce: 50 } })).start();
    actor.send({ type: 'search.toggled' });
    actor.send({ type: 'term.changed', term: 'fra' });
    await vi.advanceTimersByTimeAsync(50);
    expect(requests).toHaveLength(1);
  });
});

describe('keyEventOf', () => {
  it.each([
    ['ArrowDown', 'key.arrowDown'],
    ['ArrowUp', 'key.arrowUp'],
    ['Enter', 'key.enter'],
    ['Escape', 'key.escape'],
  ])('maps %s to %s', (key, type) => {
    expect(keyEventOf(key)).toEqual({ type });
  });

  it.each(['a', 'Home', 'End', 'Tab', 'Esc', 'toString', '__proto__', ''])('leaves %j to the input', (key) => {
    expect(keyEventOf(key)).toBeNull();
  });
});
