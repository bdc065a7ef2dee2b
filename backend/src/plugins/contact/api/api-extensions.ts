import gql from 'graphql-tag';

/**
 * The contact messages in the Admin API (permission ReadContactMessage). The list takes Vendure's
 * list options (generated at run time: skip, take, sort and filter on every field), newest first
 * when no sort is given: what the dashboard's list page sends.
 */
export const adminApiExtensions = gql`
  type ContactMessageAttachment {
    "The stored name; the file is at url (GET, permission ReadContactMessage)."
    storedName: String!
    originalName: String!
    mimeType: String!
    size: Int!
    url: String!
  }

  type ContactMessage implements Node {
    id: ID!
    createdAt: DateTime!
    contactId: Int!
    email: String!
    firstName: String
    lastName: String
    message: String!
    languageCode: String!
    attachment: ContactMessageAttachment
  }

  type ContactMessageList implements PaginatedList {
    items: [ContactMessage!]!
    totalItems: Int!
  }

  # Generated at run-time by Vendure
  input ContactMessageListOptions

  extend type Query {
    "Contact messages, newest first unless sorted otherwise (permission ReadContactMessage)."
    contactMessages(options: ContactMessageListOptions): ContactMessageList!
    contactMessage(id: ID!): ContactMessage
  }
`;
