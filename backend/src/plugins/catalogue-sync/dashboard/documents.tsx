// The Admin API documents of the Catalogue sync page (api/api-extensions.ts). A .tsx file: the
// backend's tsc compiles src/**/*.ts only, and these belong to the dashboard's Vite build.
import { graphql } from '@vendure/dashboard';

const previewFragment = graphql(`
  fragment CatalogueSyncPreviewFields on CatalogueSyncPreview {
    id
    createdAt
    supplier
    hasChanges
    counts {
      added
      repriced
      costChanged
      withdrawn
      unchanged
      unmatched
      infoChanged
    }
    entries {
      bucket
      sku
      packageId
      title
      enabledAfter
      prices {
        currencyCode
        before
        after
        decidedBy
      }
      costBefore {
        amountMinor
        currencyCode
      }
      costAfter {
        amountMinor
        currencyCode
      }
      rule
      reason
      message
    }
    infoChanges {
      productId
      destinationCode
      speedBefore
      speedAfter
      networksBefore
      networksAfter
    }
  }
`);

export const pendingSyncDocument = graphql(
  `
    query PendingCatalogueSync {
      pendingCatalogueSync {
        ...CatalogueSyncPreviewFields
      }
    }
  `,
  [previewFragment],
);

export const previewSyncDocument = graphql(
  `
    mutation CatalogueSyncPreview {
      catalogueSyncPreview {
        __typename
        ...CatalogueSyncPreviewFields
        ... on CatalogueSyncError {
          reason
          message
        }
      }
    }
  `,
  [previewFragment],
);

export const applySyncDocument = graphql(`
  mutation ApplyCatalogueSync($previewId: String!) {
    applyCatalogueSync(previewId: $previewId) {
      __typename
      ... on CatalogueSyncApplied {
        previewId
        counts {
          added
          repriced
          costChanged
          withdrawn
          infoChanged
        }
      }
      ... on CatalogueSyncError {
        reason
        message
      }
    }
  }
`);

export const pricingSettingsDocument = graphql(`
  query CatalogueSyncPricing {
    pricingRules {
      json
    }
    exchangeRates {
      rates {
        currencyCode
        rate
      }
    }
  }
`);

export const updatePricingRulesDocument = graphql(`
  mutation UpdatePricingRules($json: String!) {
    updatePricingRules(json: $json) {
      __typename
      ... on CatalogueSyncPricingRules {
        json
      }
      ... on InvalidPricingRulesError {
        problems
      }
    }
  }
`);
