// The Admin API documents of the contact message pages (api/api-extensions.ts). A .tsx file: the
// backend's tsc compiles src/**/*.ts only, and these belong to the dashboard's Vite build. The
// list document selects every column the list can show (the page asks only for the visible ones);
// the list and its detail page share one fragment.
import { graphql } from '@vendure/dashboard';

const contactMessageFragment = graphql(`
  fragment ContactMessageFields on ContactMessage {
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
    query ContactMessageList($options: ContactMessageListOptions) {
      contactMessages(options: $options) {
        items {
          ...ContactMessageFields
        }
        totalItems
      }
    }
  `,
  [contactMessageFragment],
);

export const contactMessageDetailDocument = graphql(
  `
    query ContactMessageDetail($id: ID!) {
      contactMessage(id: $id) {
        ...ContactMessageFields
      }
    }
  `,
  [contactMessageFragment],
);

/** The contact form's subjects (content plugin; staff without ReadShopContent see the numbers). */
export const contactSubjectLabelsDocument = graphql(`
  query ContactSubjectLabels {
    contactSubjects(options: { take: 100 }) {
      items {
        contactId
        label
      }
    }
  }
`);
