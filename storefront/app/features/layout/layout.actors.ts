import { searchProducts, type ShopClient } from '@shop/api';
import type { FetchSuggestionsInput, SearchSuggestion, searchMachine } from '@shop/machines/search';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/machine-actors';
import { productPath } from '../../lib/product-path';

/**
 * The header search's request and its way to a product page. The signal aborts when a newer term,
 * Escape or hiding the bar makes the answer useless.
 */
export function searchActors(client: ShopClient, navigate: (path: string) => void): MachineActors<typeof searchMachine, 'navigate'> {
  return {
    actors: {
      fetchSuggestions: fromPromise<readonly SearchSuggestion[], FetchSuggestionsInput>(({ input, signal }) =>
        searchProducts(client, input.term, { signal }),
      ),
    },
    actions: {
      navigate: (_, { suggestion }) => navigate(productPath(client.locale, suggestion.slug)),
    },
  };
}
