import gql from 'graphql-tag';

/** Issue 7 reviews on the shop: approved ones only, texts as the reviewers wrote them. */
export const shopApiExtensions = gql`
  type ReviewDestination {
    "The product's slug and name in the request's language."
    slug: String!
    name: String!
  }

  type ReviewPicture {
    "Root-relative: /uploads/reviews/<name> on the backend's origin (the storefront proxies it)."
    url: String!
    width: Int!
    height: Int!
  }

  type ApprovedReview {
    id: ID!
    authorName: String!
    "The message's first sentence when it makes a heading, else null."
    title: String
    message: String!
    rating: Int!
    "The reviewer's email had bought this destination (a paid order) when the review came."
    verifiedPurchase: Boolean!
    createdAt: DateTime!
    destination: ReviewDestination!
    picture: ReviewPicture
  }

  type ApprovedReviewList {
    items: [ApprovedReview!]!
    totalItems: Int!
  }

  input ApprovedReviewListOptions {
    skip: Int
    take: Int
  }

  type ReviewSummary {
    "Mean rating of the approved reviews to one decimal; null below 3 of them (too few to rate)."
    average: Float
    "How many approved reviews there are."
    count: Int!
  }

  extend type Query {
    "Approved reviews, newest first."
    approvedReviews(options: ApprovedReviewListOptions): ApprovedReviewList!
    "The shop's rating, or one destination's (its product slug: its plans' rating)."
    reviewSummary(destination: String): ReviewSummary!
  }
`;

/**
 * Moderation in the Admin API (permission ModerateReview). The list takes Vendure's list options
 * (generated at run time: skip, take, sort and filter on every field, e.g.
 * `filter: { state: { eq: "pending" } }`), newest first when no sort is given: what the
 * dashboard's list page sends.
 */
export const adminApiExtensions = gql`
  enum ShopReviewState {
    pending
    approved
    rejected
  }

  type ShopReviewDestination {
    slug: String!
    name: String!
  }

  type ShopReviewPicture {
    url: String!
    width: Int!
    height: Int!
  }

  type ShopReview implements Node {
    id: ID!
    createdAt: DateTime!
    authorName: String!
    email: String!
    "The slug the reviewer chose (kept if the product is removed)."
    productSlug: String!
    destination: ShopReviewDestination!
    rating: Int!
    title: String
    message: String!
    languageCode: String!
    "The reviewer's email had bought this destination (a paid order) when the review came."
    verifiedPurchase: Boolean!
    state: ShopReviewState!
    moderatedAt: DateTime
    picture: ShopReviewPicture
  }

  type ShopReviewList implements PaginatedList {
    items: [ShopReview!]!
    totalItems: Int!
  }

  # Generated at run-time by Vendure
  input ShopReviewListOptions

  extend type Query {
    "Reviews, newest first unless sorted otherwise."
    shopReviews(options: ShopReviewListOptions): ShopReviewList!
    shopReview(id: ID!): ShopReview
  }

  extend type Mutation {
    "Shows the review on the shop; null for an unknown id."
    approveShopReview(id: ID!): ShopReview
    "Keeps the review off the shop; null for an unknown id."
    rejectShopReview(id: ID!): ShopReview
    "Shows these reviews on the shop (at most 100 at once); unknown ids are left out of the answer."
    approveShopReviews(ids: [ID!]!): [ShopReview!]!
    "Keeps these reviews off the shop (at most 100 at once); unknown ids are left out of the answer."
    rejectShopReviews(ids: [ID!]!): [ShopReview!]!
  }
`;
