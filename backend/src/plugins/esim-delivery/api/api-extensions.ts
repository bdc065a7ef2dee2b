import gql from 'graphql-tag';

/** Both APIs: the shopper (through queries that already check the order is theirs) and staff. */
export const apiExtensions = gql`
  "An eSIM of the order, with what a phone needs to install it."
  type EsimProfile {
    id: ID!
    createdAt: DateTime!
    orderLineId: ID!
    iccid: String!
    smdpAddress: String!
    "The activation code's matching ID, for manual entry."
    matchingId: String!
    confirmationCode: String
    "LPA:1$<SM-DP+ address>$<matching ID>, the text of the QR code."
    lpaString: String!
    "The QR code of lpaString as a PNG data URL."
    qrCodeDataUrl: String!
    "iOS 17.4+ one-tap install link."
    appleInstallUrl: String!
    "Its plan and eSIM usage."
    status: EsimStatus!
  }

  "spec §4: the plan starts counting when the eSIM is downloaded or first connects."
  enum EsimUsageState {
    notInstalled
    active
    "All the plan's data is used (spec §9: no top-up; buy a new eSIM)."
    exhausted
    "The plan's days are over (spec §9: no extension; buy a new eSIM)."
    expired
  }

  "eSIM usage as the supplier reported it at checkedAt."
  type EsimUsage {
    state: EsimUsageState!
    dataTotalMb: Int!
    dataUsedMb: Int!
    validityDays: Int!
    "validityDays until installed; 0 once expired."
    daysLeft: Int!
    installedAt: DateTime
    expiresAt: DateTime
    checkedAt: DateTime!
  }

  "A delivered eSIM as its usage is shown: the plan, the order, the usage."
  type EsimStatus {
    id: ID!
    iccid: String!
    orderCode: String!
    "The plan's name in the request's language."
    planName: String!
    "The product's slug in the request's language: where to buy a new eSIM for this destination."
    productSlug: String
    "Null when the supplier cannot say now. refresh asks it again (rate-limited: past the limit, the last answer)."
    usage(refresh: Boolean): EsimUsage
  }

  "A paid order whose eSIMs the supplier has not issued yet."
  type EsimDelay {
    "Since when the order waits."
    since: DateTime!
  }

  extend type Order {
    "The order's eSIMs once provisioned (empty before, and for a cancelled order)."
    esims: [EsimProfile!]!
    "The token of the guest's eSIM usage link (storefront /{lang}/esim-status?token=…); null before the order is placed and once cancelled."
    esimUsageLinkToken: String
    "Set while the order is paid but its eSIMs are late: they follow by email, or a full refund."
    esimDelay: EsimDelay
  }
`;

/** The Shop API only: the customer's "My eSIMs" and the guest's signed link. */
export const shopApiExtensions = gql`
  input EsimListOptions {
    "0 by default."
    skip: Int
    "1 to 50, 10 by default."
    take: Int
  }

  type EsimStatusList {
    items: [EsimStatus!]!
    totalItems: Int!
  }

  enum EsimLinkStatus {
    valid
    "Genuine but past its expiry."
    expired
    "Not a link of ours: mangled, forged, or its order is gone."
    invalid
  }

  "What a guest's eSIM usage link shows: the order's eSIMs and their usage, nothing else of the order."
  type EsimUsageLink {
    status: EsimLinkStatus!
    orderCode: String
    expiresAt: DateTime
    esims: [EsimStatus!]!
    "Set while the order's eSIMs are late: they follow by email, or a full refund."
    esimDelay: EsimDelay
  }

  extend type Query {
    "The logged-in customer's eSIMs, newest first (FORBIDDEN when logged out)."
    activeCustomerEsims(options: EsimListOptions): EsimStatusList!
    "The eSIMs of the order a guest link names."
    esimUsageByLink(token: String!): EsimUsageLink!
  }
`;
