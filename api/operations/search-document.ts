/** The fields of a search result every plan list reads (listings, search bar, related plans). */
export const SEARCH_ITEM_FIELDS = /* GraphQL */ `
        productId
        productName
        slug
        currencyCode
        price { ... on PriceRange { min max } ... on SinglePrice { value } }`;

/** What a listing reads of Vendure's search: the same fields wherever a search is made. */
export const SEARCH_SELECTION = /* GraphQL */ `
    search(input: $input) {
      totalItems
      items {${SEARCH_ITEM_FIELDS}
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
