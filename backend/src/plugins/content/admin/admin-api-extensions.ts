import gql from 'graphql-tag';

/*
 * The content as staff edit it (issue 7 "Content in the backend"): every entity with all its
 * translations, Vendure's list options (`input …ListOptions` is generated at run time: skip,
 * take, sort and filter on every field), create, update and delete. The Shop API's types of the
 * same names (api/api-extensions.ts) are the shopper's view in one language; the two schemas are
 * separate. Keys are what the storefront and the seed files find an entity by: set at creation,
 * never changed.
 */
export const adminApiExtensions = gql`
  type CmsPageTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    title: String!
    metaDescription: String!
    body: String!
  }

  "Terms, privacy, installation: Markdown."
  type CmsPage implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    key: String!
    languageCode: LanguageCode!
    title: String!
    metaDescription: String!
    body: String!
    translations: [CmsPageTranslation!]!
  }

  type CmsPageList implements PaginatedList {
    items: [CmsPage!]!
    totalItems: Int!
  }

  # Generated at run-time by Vendure
  input CmsPageListOptions

  input CmsPageTranslationInput {
    id: ID
    languageCode: LanguageCode!
    title: String
    metaDescription: String
    body: String
  }

  input CreateCmsPageInput {
    key: String!
    translations: [CmsPageTranslationInput!]!
  }

  input UpdateCmsPageInput {
    id: ID!
    translations: [CmsPageTranslationInput!]
  }

  type FaqCategoryTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    name: String!
  }

  type FaqCategory implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    key: String!
    position: Int!
    languageCode: LanguageCode!
    name: String!
    translations: [FaqCategoryTranslation!]!
  }

  type FaqCategoryList implements PaginatedList {
    items: [FaqCategory!]!
    totalItems: Int!
  }

  # Generated at run-time by Vendure
  input FaqCategoryListOptions

  input FaqCategoryTranslationInput {
    id: ID
    languageCode: LanguageCode!
    name: String
  }

  input CreateFaqCategoryInput {
    key: String!
    position: Int
    translations: [FaqCategoryTranslationInput!]!
  }

  input UpdateFaqCategoryInput {
    id: ID!
    position: Int
    translations: [FaqCategoryTranslationInput!]
  }

  type FaqTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    question: String!
    answer: String!
  }

  type Faq implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    key: String!
    "Order on the page, lowest first."
    position: Int!
    categoryId: ID!
    category: FaqCategory!
    languageCode: LanguageCode!
    question: String!
    "Markdown."
    answer: String!
    translations: [FaqTranslation!]!
  }

  type FaqList implements PaginatedList {
    items: [Faq!]!
    totalItems: Int!
  }

  # Generated at run-time by Vendure
  input FaqListOptions

  input FaqTranslationInput {
    id: ID
    languageCode: LanguageCode!
    question: String
    answer: String
  }

  input CreateFaqInput {
    key: String!
    position: Int
    categoryId: ID!
    translations: [FaqTranslationInput!]!
  }

  input UpdateFaqInput {
    id: ID!
    position: Int
    categoryId: ID
    translations: [FaqTranslationInput!]
  }

  type BlogTagTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    name: String!
  }

  type BlogTag implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    key: String!
    languageCode: LanguageCode!
    name: String!
    translations: [BlogTagTranslation!]!
  }

  type BlogTagList implements PaginatedList {
    items: [BlogTag!]!
    totalItems: Int!
  }

  # Generated at run-time by Vendure
  input BlogTagListOptions

  input BlogTagTranslationInput {
    id: ID
    languageCode: LanguageCode!
    name: String
  }

  input CreateBlogTagInput {
    key: String!
    translations: [BlogTagTranslationInput!]!
  }

  input UpdateBlogTagInput {
    id: ID!
    translations: [BlogTagTranslationInput!]
  }

  type BlogPostTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    title: String!
    slug: String!
    excerpt: String!
    metaDescription: String!
    body: String!
  }

  type BlogPost implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    key: String!
    author: String!
    publishedAt: DateTime!
    "When the text last changed after publication; null if never."
    contentUpdatedAt: DateTime
    "The one post of the blog page's featured block (with the newsletter sign-up)."
    featured: Boolean!
    viewCount: Int!
    coverId: ID
    cover: Asset
    tags: [BlogTag!]!
    languageCode: LanguageCode!
    title: String!
    "Per language: the post's address is /{lang}/blog/{slug}.html."
    slug: String!
    excerpt: String!
    metaDescription: String!
    "Markdown."
    body: String!
    translations: [BlogPostTranslation!]!
  }

  type BlogPostList implements PaginatedList {
    items: [BlogPost!]!
    totalItems: Int!
  }

  # Generated at run-time by Vendure
  input BlogPostListOptions

  input BlogPostTranslationInput {
    id: ID
    languageCode: LanguageCode!
    title: String
    slug: String
    excerpt: String
    metaDescription: String
    body: String
  }

  input CreateBlogPostInput {
    key: String!
    author: String!
    publishedAt: DateTime!
    contentUpdatedAt: DateTime
    featured: Boolean
    coverId: ID
    tagIds: [ID!]
    translations: [BlogPostTranslationInput!]!
  }

  input UpdateBlogPostInput {
    id: ID!
    author: String
    publishedAt: DateTime
    contentUpdatedAt: DateTime
    featured: Boolean
    coverId: ID
    tagIds: [ID!]
    translations: [BlogPostTranslationInput!]
  }

  type ContactSubjectTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    label: String!
  }

  type ContactSubject implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    key: String!
    "What the contact form posts as contactId."
    contactId: Int!
    position: Int!
    languageCode: LanguageCode!
    label: String!
    translations: [ContactSubjectTranslation!]!
  }

  type ContactSubjectList implements PaginatedList {
    items: [ContactSubject!]!
    totalItems: Int!
  }

  # Generated at run-time by Vendure
  input ContactSubjectListOptions

  input ContactSubjectTranslationInput {
    id: ID
    languageCode: LanguageCode!
    label: String
  }

  input CreateContactSubjectInput {
    key: String!
    contactId: Int!
    position: Int
    translations: [ContactSubjectTranslationInput!]!
  }

  input UpdateContactSubjectInput {
    id: ID!
    contactId: Int
    position: Int
    translations: [ContactSubjectTranslationInput!]
  }

  type ContactDetailsTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    hours: String!
  }

  "The shop's contact details: one row (key shop)."
  type ContactDetails implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    key: String!
    companyName: String!
    streetLines: [String!]!
    postcode: String!
    city: String!
    countryCode: String!
    phone: String!
    email: String!
    pressEmail: String!
    mapUrl: String!
    reviewContactId: Int!
    languageCode: LanguageCode!
    hours: String!
    translations: [ContactDetailsTranslation!]!
  }

  input ContactDetailsTranslationInput {
    id: ID
    languageCode: LanguageCode!
    hours: String
  }

  input UpdateContactDetailsInput {
    id: ID!
    companyName: String
    streetLines: [String!]
    postcode: String
    city: String
    countryCode: String
    phone: String
    email: String
    pressEmail: String
    mapUrl: String
    reviewContactId: Int
    translations: [ContactDetailsTranslationInput!]
  }

  extend type Query {
    cmsPages(options: CmsPageListOptions): CmsPageList!
    cmsPage(id: ID!): CmsPage
    faqCategories(options: FaqCategoryListOptions): FaqCategoryList!
    faqCategory(id: ID!): FaqCategory
    faqs(options: FaqListOptions): FaqList!
    faq(id: ID!): Faq
    blogTags(options: BlogTagListOptions): BlogTagList!
    blogTag(id: ID!): BlogTag
    blogPosts(options: BlogPostListOptions): BlogPostList!
    blogPost(id: ID!): BlogPost
    contactSubjects(options: ContactSubjectListOptions): ContactSubjectList!
    contactSubject(id: ID!): ContactSubject
    contactDetails: ContactDetails
    "The same row by its id: what the dashboard's detail page loads."
    contactDetailsById(id: ID!): ContactDetails
  }

  extend type Mutation {
    createCmsPage(input: CreateCmsPageInput!): CmsPage!
    updateCmsPage(input: UpdateCmsPageInput!): CmsPage!
    createFaqCategory(input: CreateFaqCategoryInput!): FaqCategory!
    updateFaqCategory(input: UpdateFaqCategoryInput!): FaqCategory!
    "Refused while the category has FAQs, or when the seed files have it (a start would add it back)."
    deleteFaqCategory(id: ID!): DeletionResponse!
    createFaq(input: CreateFaqInput!): Faq!
    updateFaq(input: UpdateFaqInput!): Faq!
    "Refused when the seed files have it (a start would add it back)."
    deleteFaq(id: ID!): DeletionResponse!
    createBlogTag(input: CreateBlogTagInput!): BlogTag!
    updateBlogTag(input: UpdateBlogTagInput!): BlogTag!
    "Refused when the seed files have it (a start would add it back)."
    deleteBlogTag(id: ID!): DeletionResponse!
    createBlogPost(input: CreateBlogPostInput!): BlogPost!
    updateBlogPost(input: UpdateBlogPostInput!): BlogPost!
    "Refused when the seed files have it (a start would add it back)."
    deleteBlogPost(id: ID!): DeletionResponse!
    createContactSubject(input: CreateContactSubjectInput!): ContactSubject!
    updateContactSubject(input: UpdateContactSubjectInput!): ContactSubject!
    "Refused when the seed files have it (a start would add it back)."
    deleteContactSubject(id: ID!): DeletionResponse!
    updateContactDetails(input: UpdateContactDetailsInput!): ContactDetails!
  }
`;
