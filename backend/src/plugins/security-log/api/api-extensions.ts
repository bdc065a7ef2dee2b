import gql from 'graphql-tag';

/** The security log (permission ReadSecurityLog) and the staff login refusal. */
export const adminApiExtensions = gql`
  "One staff login (event staff-login) or alert raised to staff (event card-declines, card-dispute)."
  type SecurityLogEntry implements Node {
    id: ID!
    createdAt: DateTime!
    event: String!
    "success, failure (turned away by its check), refused (by the limits, before any check) or alert."
    outcome: String!
    "The username a login was tried with."
    username: String
    clientAddress: String
    "The error code of a failure (INVALID_CREDENTIALS_ERROR…), RATE_LIMITED, or the alert's kind."
    reason: String
    "An alert's facts, in English."
    detail: String
  }

  type SecurityLogEntryList implements PaginatedList {
    items: [SecurityLogEntry!]!
    totalItems: Int!
  }

  # Generated at run-time by Vendure: skip, take, sort and filter, e.g. filter: { event: { eq: "card-declines" } }
  input SecurityLogEntryListOptions

  "Too many failed logins for this username or from this address: refused before any password check."
  type StaffLoginLimitedError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    "How long failed logins count: the wait before the next try is checked."
    waitMinutes: Int!
  }

  extend union NativeAuthenticationResult = StaffLoginLimitedError
  extend union AuthenticationResult = StaffLoginLimitedError

  extend type Query {
    "Newest first unless sorted otherwise (permission ReadSecurityLog); the newest 10,000 entries are kept."
    securityLog(options: SecurityLogEntryListOptions): SecurityLogEntryList!
  }
`;
