import gql from 'graphql-tag';

/** Shop API additions of the catalogue; names are in the shopper's language (`?languageCode=`). */
export const shopApiExtensions = gql`
  "A destination as the shop names it: flag code, name in the request's language, its local plan's slug."
  type CatalogueDestination {
    "flag-icons code, lower-case ISO 3166-1 alpha-2 for countries (fr, jp)"
    code: String!
    name: String!
    "Slug of the destination's local plan in the request's language; null if it is not sold on its own"
    slug: String
  }

  type DestinationSuggestion {
    productId: ID!
    slug: String!
    "Product name in the request's language, e.g. France eSIM"
    name: String!
    "destination facet value code: flag-icons code or region icon name"
    flagCode: String!
    "plan-type facet value code: local or regional"
    planType: String!
  }

  extend type Product {
    "Regional plans: the destinations covered, alphabetical in the request's language. [] for local plans"
    coverage: [CatalogueDestination!]!
    "Sold destinations whose names are easily confused with this one (Austria / Australia)"
    lookAlikes: [CatalogueDestination!]!
    "destination facet value code (flag-icons code or region icon name); null if it is no destination"
    flagCode: String
    "plan-type facet value code: local or regional; null if it is no destination"
    planType: String
    "region facet value code of the root region (europe); null if it has none"
    regionCode: String
    "region facet value id, as search's facetValueFilters take it; null if it has none"
    regionValueId: ID
  }

  extend type SearchResult {
    "destination facet value code of the result's product (flag-icons code or region icon name); null if it is no destination"
    flagCode: String
    "plan-type facet value code of the result's product: local or regional; null if it is no destination"
    planType: String
  }

  extend type Query {
    """
    Destinations for the search bar: names in any shop language, aliases (USA, UK, UAE) and the start of
    any word match, ignoring case and accents. Ranked exact, prefix, word prefix, alias; local plans first on ties.
    """
    destinationSuggestions(term: String!, take: Int = 8): [DestinationSuggestion!]!
    """
    Destinations whose name or alias in any shop language is nearest the term by edit distance ("frnace" → France):
    what a listing that found nothing offers. Nearest first; [] when none is near.
    """
    closestDestinations(term: String!, take: Int = 6): [DestinationSuggestion!]!
  }
`;
