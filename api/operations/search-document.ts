import { graphql } from '../graphql';
import { SEARCH_FIELDS } from '../schemas/listing';

/** One search document shared by listings and the search bar, so both read the same fields. */
export const SEARCH_DOCUMENT = graphql(
  `
  query Search($input: SearchInput!) {
    search(input: $input) { ...SearchFields }
  }
`,
  [SEARCH_FIELDS],
);
