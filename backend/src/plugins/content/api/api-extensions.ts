import gql from 'graphql-tag';

/** Spec §7 cms, faqs, contact configuration; issue 7's blog. Texts in the request's language. */
export const shopApiExtensions = gql`
  "Terms, privacy, installation: Markdown written by staff."
  type CmsPage {
    key: String!
    title: String!
    metaDescription: String!
    body: String!
  }

  type FaqCategory {
    key: String!
    name: String!
  }

  type Faq {
    key: String!
    category: FaqCategory!
    question: String!
    "Markdown."
    answer: String!
  }

  type ContactSubject {
    key: String!
    "What the contact form posts as contactId."
    contactId: Int!
    label: String!
  }

  type ContactHeadOffice {
    name: String!
    streetLines: [String!]!
    postcode: String!
    city: String!
    countryCode: String!
  }

  type ContactConfiguration {
    subjects: [ContactSubject!]!
    "The contact id of reviews sent as messages (spec §9: 3)."
    reviewContactId: Int!
    headOffice: ContactHeadOffice!
    phone: String!
    email: String!
    pressEmail: String!
    mapUrl: String!
    hours: String!
  }

  type BlogTag {
    key: String!
    name: String!
  }

  "The post's slug in one language, for its alternate addresses."
  type BlogPostSlug {
    languageCode: LanguageCode!
    slug: String!
  }

  type BlogPost {
    key: String!
    slug: String!
    slugs: [BlogPostSlug!]!
    title: String!
    excerpt: String!
    metaDescription: String!
    "Markdown."
    body: String!
    author: String!
    publishedAt: DateTime!
    "When the text last changed after publication; null if never."
    contentUpdatedAt: DateTime
    featured: Boolean!
    viewCount: Int!
    tags: [BlogTag!]!
    cover: Asset
  }

  type BlogPostList {
    items: [BlogPost!]!
    totalItems: Int!
  }

  input BlogPostListOptions {
    "A tag key: only that tag's posts."
    tag: String
    "Only the featured post (true) or only the others (false)."
    featured: Boolean
    skip: Int
    take: Int
  }

  "A brand's phones and tablets known to support eSIM (the installation page's checker)."
  type DeviceBrand {
    name: String!
    models: [String!]!
  }

  extend type Query {
    cmsPage(key: String!): CmsPage
    compatibleDevices: [DeviceBrand!]!
    faqCategories: [FaqCategory!]!
    faqs: [Faq!]!
    contactConfiguration: ContactConfiguration
    blogTags: [BlogTag!]!
    blogPosts(options: BlogPostListOptions): BlogPostList!
    "A post by its slug in any language, translated into the request's."
    blogPost(slug: String!): BlogPost
  }

  extend type Mutation {
    "Counts a visit of the post, once per session; answers its view count (null: no such post)."
    recordBlogPostView(slug: String!): Int
  }
`;
