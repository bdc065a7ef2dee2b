// The Admin API documents of the review pages (api/api-extensions.ts). A .tsx file: the
// backend's tsc compiles src/**/*.ts only, and these belong to the dashboard's Vite build. The
// list document selects every column the list can show (the page asks only for the visible ones);
// the list and its detail page share one fragment.
import { graphql } from '@vendure/dashboard';

const reviewFragment = graphql(`
  fragment ShopReviewFields on ShopReview {
    id
    createdAt
    rating
    authorName
    email
    destination {
      slug
      name
    }
    title
    message
    picture {
      url
      width
      height
    }
    languageCode
    verifiedPurchase
    state
    moderatedAt
  }
`);

export const reviewListDocument = graphql(
  `
    query ShopReviewList($options: ShopReviewListOptions) {
      shopReviews(options: $options) {
        items {
          ...ShopReviewFields
        }
        totalItems
      }
    }
  `,
  [reviewFragment],
);

export const reviewDetailDocument = graphql(
  `
    query ShopReviewDetail($id: ID!) {
      shopReview(id: $id) {
        ...ShopReviewFields
      }
    }
  `,
  [reviewFragment],
);

export const approveReviewsDocument = graphql(`
  mutation ApproveShopReviews($ids: [ID!]!) {
    approveShopReviews(ids: $ids) {
      id
      state
    }
  }
`);

export const rejectReviewsDocument = graphql(`
  mutation RejectShopReviews($ids: [ID!]!) {
    rejectShopReviews(ids: $ids) {
      id
      state
    }
  }
`);
