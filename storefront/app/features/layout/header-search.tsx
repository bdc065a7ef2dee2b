import { useMachine } from '@xstate/react';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { searchMachine, selectIsVisible } from '@shop/machines/search';

import { lazyPart } from '../../lib/lazy-part';
import { useShopClient } from '../../lib/shop-client';
import { searchActors } from './layout.actors';

export const SEARCH_BAR_ID = 'site-search';

/** The bar and its results list: loaded when the shopper first opens the search, never with the page. */
const HeaderSearchCombobox = lazyPart(() => import('./header-search-bar').then((module) => module.HeaderSearchCombobox));

/** The header's search: the search machine drives the design system's combobox (spec §2, §5). */
export function useHeaderSearch() {
  const client = useShopClient();
  const navigate = useNavigate();
  const machine = useMemo(() => searchMachine.provide(searchActors(client, (path) => void navigate(path))), [client, navigate]);
  const [snapshot, send] = useMachine(machine);

  const location = useLocation();
  const previousKey = useRef(location.key);
  useEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    send({ type: 'route.changed' });
  }, [location.key, send]);

  return { snapshot, send, visible: selectIsVisible(snapshot) };
}

type HeaderSearch = ReturnType<typeof useHeaderSearch>;

/** The search bar under the header while the machine shows it. */
export function HeaderSearchBar({ snapshot, send }: Pick<HeaderSearch, 'snapshot' | 'send'>) {
  return (
    <Suspense fallback={null}>
      <HeaderSearchCombobox snapshot={snapshot} send={send} />
    </Suspense>
  );
}
