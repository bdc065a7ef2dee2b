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
  }

  extend type Order {
    "The order's eSIMs once provisioned (empty before, and for a cancelled order)."
    esims: [EsimProfile!]!
  }
`;
