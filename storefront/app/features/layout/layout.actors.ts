import type { ShopClient } from '@shop/api';
import type { FetchSuggestionsInput, SearchSuggestion, searchMachine } from '@shop/machines/search';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/react/machine-actors';
import { productPath } from '../../lib/routing/product-path';

/** Loaded with the first request, not with the page (docs/architecture.md "What a first load holds"). */
const searchOperations = () => import('@shop/api/operations/search');

/**
 * The header search's request and its way to a product page. The signal aborts when a newer term,
 * Escape or hiding the bar makes the answer useless.
 */
export function searchActors(client: ShopClient, navigate: (path: string) => void): MachineActors<typeof searchMachine, 'navigate'> {
  return {
    actors: {
      fetchSuggestions: fromPromise<readonly SearchSuggestion[], FetchSuggestionsInput>(async ({ input, signal }) =>
        (await searchOperations()).searchProducts(client, input.term, { signal }),
      ),
    },
    actions: {
      navigate: (_, { suggestion }) => navigate(productPath(client.locale, suggestion.slug)),
    },
  };
}
