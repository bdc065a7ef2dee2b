import gql from 'graphql-tag';

/** Issue 7 "Around every page": the newsletter modal's and the blog's double opt-in. */
export const shopApiExtensions = gql`
  enum NewsletterSubscribeStatus {
    "A confirmation email is on its way, unless the address needs none: the answer never says which."
    PENDING_CONFIRMATION
  }

  type NewsletterSubscribeResult {
    status: NewsletterSubscribeStatus!
  }

  enum NewsletterConfirmationStatus {
    CONFIRMED
    "Unknown, already used or replaced by a newer link."
    INVALID_TOKEN
    "Older than 48 hours: signing up again sends a new link."
    EXPIRED
  }

  type NewsletterConfirmationResult {
    status: NewsletterConfirmationStatus!
  }

  extend type Mutation {
    "source: modal (the default), blog or account. BAD_USER_INPUT for an invalid address, in the request's language."
    subscribeToNewsletter(email: String!, source: String): NewsletterSubscribeResult!
    "Opens the emailed link's token."
    confirmNewsletterSubscription(token: String!): NewsletterConfirmationResult!
  }
`;

/** Staff read the subscriptions (permission ReadNewsletterSubscription). */
export const adminApiExtensions = gql`
  type NewsletterSubscription implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    email: String!
    languageCode: String!
    "pending, confirmed or unsubscribed"
    state: String!
    "modal, blog or account"
    source: String!
    lastSentAt: DateTime
    confirmedAt: DateTime
  }

  type NewsletterSubscriptionList implements PaginatedList {
    items: [NewsletterSubscription!]!
    totalItems: Int!
  }

  # Generated at run-time by Vendure
  input NewsletterSubscriptionListOptions

  extend type Query {
    newsletterSubscriptions(options: NewsletterSubscriptionListOptions): NewsletterSubscriptionList!
  }
`;
