// The Admin API documents of the community pages (api/api-extensions.ts). A .tsx file: the
// backend's tsc compiles src/**/*.ts only, and these belong to the dashboard's Vite build.
import { graphql } from '@vendure/dashboard';

export const shopReviewsDocument = graphql(`
  query CommunityShopReviews($options: ShopReviewListOptions) {
    shopReviews(options: $options) {
      items {
        id
        createdAt
        authorName
        email
        rating
        title
        message
        languageCode
        state
        moderatedAt
        destination {
          slug
          name
        }
        picture {
          url
          width
          height
        }
      }
      totalItems
    }
  }
`);

export const approveShopReviewDocument = graphql(`
  mutation CommunityApproveShopReview($id: ID!) {
    approveShopReview(id: $id) {
      id
      state
    }
  }
`);

export const rejectShopReviewDocument = graphql(`
  mutation CommunityRejectShopReview($id: ID!) {
    rejectShopReview(id: $id) {
      id
      state
    }
  }
`);

export const contactMessagesDocument = graphql(`
  query CommunityContactMessages($options: ContactMessageListOptions) {
    contactMessages(options: $options) {
      items {
        id
        createdAt
        contactId
        email
        firstName
        lastName
        message
        languageCode
        attachment {
          originalName
          mimeType
          size
          url
        }
      }
      totalItems
    }
  }
`);

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
