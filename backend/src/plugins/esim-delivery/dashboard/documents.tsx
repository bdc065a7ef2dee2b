// The Admin API documents of the order page's eSIM block (staff/esim-staff-api.ts). A .tsx file:
// the backend's tsc compiles src/**/*.ts only, and these belong to the dashboard's Vite build.
import { graphql } from '@vendure/dashboard';

const staffEsimFragment = graphql(`
  fragment StaffEsimFields on StaffEsim {
    id
    iccid
    state
    planName
    supplier
    supplierOrderRef
    supplierPackageId
    wholesaleCost {
      amountMinor
      currency
    }
    deliveredAt
    cancelledAt
    usage {
      state
      dataUsedMb
      dataTotalMb
      daysLeft
    }
  }
`);

export const orderEsimOverviewDocument = graphql(
  `
    query OrderEsimOverview($orderId: ID!) {
      orderEsimOverview(orderId: $orderId) {
        orderId
        orderState
        itemsOrdered
        missingItems
        esimDelayedSince
        esimDelayReason
        esimNextAttemptAt
        esimNoticeSentAt
        esims {
          ...StaffEsimFields
        }
      }
    }
  `,
  [staffEsimFragment],
);

export const resendEsimEmailDocument = graphql(`
  mutation ResendEsimEmail($orderId: ID!) {
    resendEsimEmail(orderId: $orderId) {
      __typename
      ... on EsimEmailQueued {
        recipient
        esimCount
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const provisionMissingEsimsDocument = graphql(`
  mutation ProvisionMissingEsims($orderId: ID!) {
    provisionMissingEsims(orderId: $orderId) {
      __typename
      ... on EsimProvisioningQueued {
        missingItems
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const cancelEsimAtSupplierDocument = graphql(`
  mutation CancelEsimAtSupplier($esimId: ID!, $refund: Boolean!) {
    cancelEsimAtSupplier(esimId: $esimId, refund: $refund) {
      __typename
      ... on EsimCancelled {
        esim {
          id
          state
        }
        refund {
          amount
          currencyCode
          settled
          failure
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const refreshEsimUsageDocument = graphql(`
  mutation RefreshEsimUsage($esimId: ID!) {
    refreshEsimUsage(esimId: $esimId) {
      __typename
      ... on StaffEsim {
        id
        usage {
          state
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
