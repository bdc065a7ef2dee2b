import gql from 'graphql-tag';

/** The catalogue sync's Admin API (issue 32, point 3), for staff with UpdateCatalog. */
export const adminApiExtensions = gql`
  "An amount in minor units (cents) of an ISO 4217 currency."
  type CatalogueSyncMoney {
    amountMinor: Int!
    currencyCode: String!
  }

  type CatalogueSyncPrice {
    currencyCode: String!
    "Minor units now; null for a variant still to be added."
    before: Int
    "Minor units after applying; null when the price is left alone (a withdrawn variant)."
    after: Int
    "What settled the new price: margin, cost (the floor) or recommendedRetail (the supplier's)."
    decidedBy: String
  }

  "One line of the preview: a variant added, repriced, with a new cost or package, withdrawn, or a package left unmatched."
  type CatalogueSyncEntry {
    "added, repriced, costChanged, withdrawn or unmatched"
    bucket: String!
    sku: String
    variantId: ID
    packageId: String
    "The supplier's name of the package."
    title: String
    "Whether the variant sells once applied (a new one is a draft unless CATALOGUE_SYNC_PUBLISH_NEW)."
    enabledAfter: Boolean
    prices: [CatalogueSyncPrice!]!
    costBefore: CatalogueSyncMoney
    costAfter: CatalogueSyncMoney
    "The margin rule that applied, e.g. 'Small plans (rule 1): 50 %' or 'Default margin: 35 %'."
    rule: String
    "Why a variant is withdrawn or a package unmatched, as a code."
    reason: String
    "The same in words, or what else changes (package link, cost)."
    message: String
  }

  "A product whose Speed and Roaming network rows change to what its packages say (English values)."
  type CatalogueSyncInfoChange {
    productId: ID!
    destinationCode: String!
    speedBefore: String
    speedAfter: String!
    networksBefore: String
    networksAfter: String!
  }

  type CatalogueSyncCounts {
    added: Int!
    repriced: Int!
    costChanged: Int!
    withdrawn: Int!
    unchanged: Int!
    unmatched: Int!
    infoChanged: Int!
  }

  type CatalogueSyncPreview {
    "A UUID (a String, not an ID: Vendure's ID codec would read it as an entity's number)."
    id: String!
    createdAt: DateTime!
    "The supplier the packages came from (sandbox, airalo, esimaccess)."
    supplier: String!
    "Whether applying it changes anything (unmatched packages change nothing)."
    hasChanges: Boolean!
    counts: CatalogueSyncCounts!
    "Every change and unmatched package; unchanged variants are only counted."
    entries: [CatalogueSyncEntry!]!
    infoChanges: [CatalogueSyncInfoChange!]!
  }

  type CatalogueSyncApplied {
    previewId: String!
    counts: CatalogueSyncCounts!
  }

  "SUPPLIER_FAILED, MISSING_EXCHANGE_RATE, PREVIEW_NOT_FOUND, PREVIEW_OUTDATED or SYNC_BUSY in reason."
  type CatalogueSyncError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    reason: String!
  }

  union CatalogueSyncPreviewResult = CatalogueSyncPreview | CatalogueSyncError
  union ApplyCatalogueSyncResult = CatalogueSyncApplied | CatalogueSyncError

  "The pricing rules, as JSON (catalogue-sync/pricing-rules.ts describes every field)."
  type CatalogueSyncPricingRules {
    json: String!
  }

  "Every problem of the rules given, each with its path ('margins.0.marginPercent: …'); nothing was saved."
  type InvalidPricingRulesError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    problems: [String!]!
  }

  union UpdatePricingRulesResult = CatalogueSyncPricingRules | InvalidPricingRulesError

  "How much of a currency one US dollar buys."
  type CatalogueSyncExchangeRate {
    currencyCode: String!
    rate: Float!
  }

  type CatalogueSyncExchangeRates {
    rates: [CatalogueSyncExchangeRate!]!
  }

  input CatalogueSyncExchangeRateInput {
    currencyCode: String!
    rate: Float!
  }

  type InvalidExchangeRatesError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    problems: [String!]!
  }

  union UpdateExchangeRatesResult = CatalogueSyncExchangeRates | InvalidExchangeRatesError

  extend type Query {
    "The preview waiting to be applied (the last one made by staff or the schedule), if any."
    pendingCatalogueSync: CatalogueSyncPreview
    pricingRules: CatalogueSyncPricingRules!
    "Today's rates; the seed's fixed table until staff set them."
    exchangeRates: CatalogueSyncExchangeRates!
  }

  extend type Mutation {
    "Reads the supplier's packages and plans the sync; the answer becomes the pending preview."
    catalogueSyncPreview: CatalogueSyncPreviewResult!
    "Applies the pending preview previewId, unless anything it was made from changed since."
    applyCatalogueSync(previewId: String!): ApplyCatalogueSyncResult!
    "Saves the pricing rules typed as JSON, or answers every problem."
    updatePricingRules(json: String!): UpdatePricingRulesResult!
    "Replaces today's rates (per US dollar; every currency of the rules needs one)."
    updateExchangeRates(rates: [CatalogueSyncExchangeRateInput!]!): UpdateExchangeRatesResult!
  }
`;
