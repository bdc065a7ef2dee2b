// The Admin API documents of the community pages (api/api-extensions.ts). A .tsx file: the
// backend's tsc compiles src/**/*.ts only, and these belong to the dashboard's Vite build. The
// list documents select every column a list can show (the page asks only for the visible ones);
// a list and its detail page share one fragment.
import { graphql } from '@vendure/dashboard';

const reviewFragment = graphql(`
  fragment CommunityReview on ShopReview {
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
    state
    moderatedAt
  }
`);

export const reviewListDocument = graphql(
  `
    query CommunityReviewList($options: ShopReviewListOptions) {
      shopReviews(options: $options) {
        items {
          ...CommunityReview
        }
        totalItems
      }
    }
  `,
  [reviewFragment],
);

export const reviewDetailDocument = graphql(
  `
    query CommunityReviewDetail($id: ID!) {
      shopReview(id: $id) {
        ...CommunityReview
      }
    }
  `,
  [reviewFragment],
);

export const approveReviewsDocument = graphql(`
  mutation CommunityApproveReviews($ids: [ID!]!) {
    approveShopReviews(ids: $ids) {
      id
      state
    }
  }
`);

export const rejectReviewsDocument = graphql(`
  mutation CommunityRejectReviews($ids: [ID!]!) {
    rejectShopReviews(ids: $ids) {
      id
      state
    }
  }
`);

const contactMessageFragment = graphql(`
  fragment CommunityContactMessage on ContactMessage {
    id
    createdAt
    firstName
    lastName
    email
    contactId
    message
    attachment {
      originalName
      size
      url
    }
    languageCode
  }
`);

export const contactMessageListDocument = graphql(
  `
    query CommunityContactMessageList($options: ContactMessageListOptions) {
      contactMessages(options: $options) {
        items {
          ...CommunityContactMessage
        }
        totalItems
      }
    }
  `,
  [contactMessageFragment],
);

export const contactMessageDetailDocument = graphql(
  `
    query CommunityContactMessageDetail($id: ID!) {
      contactMessage(id: $id) {
        ...CommunityContactMessage
      }
    }
  `,
  [contactMessageFragment],
);

/** The contact form's subjects (content plugin; staff without ReadShopContent see the numbers). */
export const contactSubjectLabelsDocument = graphql(`
  query CommunityContactSubjectLabels {
    contactSubjects(options: { take: 100 }) {
      items {
        contactId
        label
      }
    }
  }
`);
