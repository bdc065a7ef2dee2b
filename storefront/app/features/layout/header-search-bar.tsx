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
  type SearchEvent,
} from '@shop/machines/search';

import { useLocale } from '../../lib/i18n/locale-route';
import { productPath } from '../../lib/routing/product-path';
import { renderRouterLink } from '../../lib/routing/router-link';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { SEARCH_BAR_ID } from './header-search';
import { searchActors } from './layout.actors';

interface HeaderSearchPartProps {
  /** Hands the header the machine's `send`, for the button's next presses. */
  connect: (send: (event: SearchEvent) => void) => void;
  /** Tells the header whether the bar shows (its button's aria-expanded). */
  onVisibleChange: (visible: boolean) => void;
}

/**
 * The header's search machine and the design system's combobox it drives (spec §2, §5). Loaded by
 * the first press of the search button, which it then carries out: the bar opens.
 */
export function HeaderSearchPart({ connect, onVisibleChange }: HeaderSearchPartProps) {
  const locale = useLocale();
  const client = useShopClient();
  const navigate = useNavigate();
  const machine = useMemo(() => searchMachine.provide(searchActors(client, (path) => void navigate(path))), [client, navigate]);
  const [snapshot, send] = useMachine(machine);

  const opened = useRef(false);
  useEffect(() => {
    connect(send);
    if (opened.current) return;
    opened.current = true;
    send({ type: 'search.toggled' });
  }, [connect, send]);

  const visible = selectIsVisible(snapshot);
  useEffect(() => onVisibleChange(visible), [onVisibleChange, visible]);

  const location = useLocation();
  const previousKey = useRef(location.key);
  useEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    send({ type: 'route.changed' });
  }, [location.key, send]);

  if (!visible) return null;
  const results = selectResults(snapshot);
  return (
    <div id={SEARCH_BAR_ID} className="mx-auto w-full max-w-6xl px-4 pb-3">
      <SearchBar
        open={visible}
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
