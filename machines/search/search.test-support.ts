import type { SearchSuggestion } from './search.types';

/* Suggestions for the search machine's tests. Shared by the unit and the model tests. */

export const FRANCE: SearchSuggestion = { id: '1', name: 'France', slug: 'france', flagCode: 'fr', planType: 'local' };
export const FRENCH_POLYNESIA: SearchSuggestion = {
  id: '2',
  name: 'French Polynesia',
  slug: 'french-polynesia',
  flagCode: 'pf',
  planType: 'local',
};
