import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { SearchBar } from '@shop/design-system';
import {
  keyEventOf,
  searchMachine,
  selectActiveIndex,
  selectIsExpanded,
  selectIsVisible,
  selectResults,
  selectStatus,
  selectTerm,
} from '@shop/machines/search';

import { useLocale } from '../../lib/locale-route';
import { productPath } from '../../lib/product-path';
import { renderRouterLink } from '../../lib/router-link';
import { useShopClient } from '../../lib/shop-client';
import { searchActors } from './layout.actors';

export const SEARCH_BAR_ID = 'site-search';

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

export function HeaderSearchBar({ snapshot, send }: Pick<HeaderSearch, 'snapshot' | 'send'>) {
  const locale = useLocale();
  const results = selectResults(snapshot);
  return (
    <div id={SEARCH_BAR_ID} className="mx-auto w-full max-w-6xl px-4 pb-3">
      <SearchBar
        open={selectIsVisible(snapshot)}
        expanded={selectIsExpanded(snapshot)}
        term={selectTerm(snapshot)}
        status={selectStatus(snapshot)}
        results={results.map((result) => ({
          id: result.id,
          title: result.name,
          flagCode: result.flagCode,
          href: productPath(locale, result.slug),
        }))}
        activeIndex={selectActiveIndex(snapshot)}
        onTermChange={(next) => send({ type: 'term.changed', term: next })}
        onKeyDown={(event) => {
          const machineEvent = keyEventOf(event.key);
          if (machineEvent) {
            event.preventDefault();
            send(machineEvent);
          }
        }}
        onActiveIndexChange={(index) => send({ type: 'result.highlighted', index })}
        onClose={(reason) => send({ type: reason === 'escape' ? 'key.escape' : 'search.closed' })}
        onRetry={() => send({ type: 'search.retry' })}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
