/** What a listing reads of Vendure's search: the same fields wherever a search is made. */
export const SEARCH_SELECTION = /* GraphQL */ `
    search(input: $input) {
      totalItems
      items {
        productId
        productName
        slug
        currencyCode
        price { ... on PriceRange { min max } ... on SinglePrice { value } }
        facetValueIds
      }
      facetValues {
        count
        facetValue { id code name facet { code name } }
      }
    }
`;

/** One search document shared by listings and the search bar, so both read the same fields. */
export const SEARCH_DOCUMENT = /* GraphQL */ `
  query Search($input: SearchInput!) {${SEARCH_SELECTION}  }
`;
