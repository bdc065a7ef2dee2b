import { Suspense, useCallback, useRef, useState } from 'react';

import type { SearchEvent } from '@shop/machines/search';

import { lazyPart } from '../../lib/react/lazy-part';

export const SEARCH_BAR_ID = 'site-search';

/** The search machine and its combobox: loaded on the first press of the search button, never with the page. */
const HeaderSearchPart = lazyPart(() => import('./header-search-bar').then((module) => module.HeaderSearchPart));

/**
 * The header's search (spec §2, §5): whether the bar shows and the button that toggles it. The
 * search machine runs in `HeaderSearchPart`, which the first press loads and opens; until then
 * the bar is hidden, as the machine starts.
 */
export function useHeaderSearch() {
  const [visible, setVisible] = useState(false);
  const [started, setStarted] = useState(false);
  const send = useRef<((event: SearchEvent) => void) | null>(null);
  const connect = useCallback((sendToMachine: (event: SearchEvent) => void) => {
    send.current = sendToMachine;
  }, []);
  return {
    visible,
    toggle: () => {
      if (send.current) send.current({ type: 'search.toggled' });
      else setStarted(true);
    },
    bar: started ? (
      <Suspense fallback={null}>
        <HeaderSearchPart connect={connect} onVisibleChange={setVisible} />
      </Suspense>
    ) : null,
  };
}
