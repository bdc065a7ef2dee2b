import { SearchBar } from '@shop/design-system';
import {
  keyEventOf,
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
import { SEARCH_BAR_ID, type useHeaderSearch } from './header-search';

type HeaderSearch = ReturnType<typeof useHeaderSearch>;

/** The design system's combobox, driven by the header's search machine (spec §2, §5). */
export function HeaderSearchCombobox({ snapshot, send }: Pick<HeaderSearch, 'snapshot' | 'send'>) {
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
