// The Admin API documents of the content pages (admin/admin-api-extensions.ts). A .tsx file, like
// every file of this folder: the backend's tsc compiles src/**/*.ts only, and these belong to the
// dashboard's Vite build. The kinds staff create, update and delete have theirs grouped per kind,
// as screens.tsx names them.
import { graphql } from '@vendure/dashboard';

export const faqDocuments = {
  list: graphql(`
    query ShopContentFaqList($options: FaqListOptions) {
      faqs(options: $options) {
        items {
          id
          createdAt
          updatedAt
          key
          position
          question
          category {
            id
            name
          }
        }
        totalItems
      }
    }
  `),
  detail: graphql(`
    query ShopContentFaqDetail($id: ID!) {
      faq(id: $id) {
        id
        createdAt
        updatedAt
        key
        position
        categoryId
        question
        translations {
          id
          languageCode
          question
          answer
        }
      }
    }
  `),
  create: graphql(`
    mutation ShopContentCreateFaq($input: CreateFaqInput!) {
      createFaq(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation ShopContentUpdateFaq($input: UpdateFaqInput!) {
      updateFaq(input: $input) {
        id
      }
    }
  `),
  delete: graphql(`
    mutation ShopContentDeleteFaq($id: ID!) {
      deleteFaq(id: $id) {
        result
        message
      }
    }
  `),
};

export const faqCategoriesDocument = graphql(`
  query ShopContentFaqCategories {
    faqCategories(options: { sort: { position: ASC } }) {
      items {
        id
        key
        name
      }
    }
  }
`);

export const cmsPageListDocument = graphql(`
  query ShopContentCmsPageList($options: CmsPageListOptions) {
    cmsPages(options: $options) {
      items {
        id
        createdAt
        updatedAt
        key
        title
      }
      totalItems
    }
  }
`);

export const cmsPageDetailDocument = graphql(`
  query ShopContentCmsPageDetail($id: ID!) {
    cmsPage(id: $id) {
      id
      createdAt
      updatedAt
      key
      title
      translations {
        id
        languageCode
        title
        metaDescription
        body
      }
    }
  }
`);

export const updateCmsPageDocument = graphql(`
  mutation ShopContentUpdateCmsPage($input: UpdateCmsPageInput!) {
    updateCmsPage(input: $input) {
      id
    }
  }
`);

export const blogPostDocuments = {
  list: graphql(`
    query ShopContentBlogPostList($options: BlogPostListOptions) {
      blogPosts(options: $options) {
        items {
          id
          createdAt
          updatedAt
          key
          title
          author
          publishedAt
          featured
          viewCount
          tags {
            id
            name
          }
        }
        totalItems
      }
    }
  `),
  detail: graphql(`
    query ShopContentBlogPostDetail($id: ID!) {
      blogPost(id: $id) {
        id
        createdAt
        updatedAt
        key
        author
        publishedAt
        contentUpdatedAt
        featured
        viewCount
        title
        tags {
          id
        }
        translations {
          id
          languageCode
          title
          slug
          excerpt
          metaDescription
          body
        }
      }
    }
  `),
  create: graphql(`
    mutation ShopContentCreateBlogPost($input: CreateBlogPostInput!) {
      createBlogPost(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation ShopContentUpdateBlogPost($input: UpdateBlogPostInput!) {
      updateBlogPost(input: $input) {
        id
      }
    }
  `),
  delete: graphql(`
    mutation ShopContentDeleteBlogPost($id: ID!) {
      deleteBlogPost(id: $id) {
        result
        message
      }
    }
  `),
};

export const blogTagsDocument = graphql(`
  query ShopContentBlogTags {
    blogTags(options: { sort: { key: ASC } }) {
      items {
        id
        key
        name
      }
    }
  }
`);

export const faqCategoryDocuments = {
  list: graphql(`
    query ShopContentFaqCategoryList($options: FaqCategoryListOptions) {
      faqCategories(options: $options) {
        items {
          id
          createdAt
          updatedAt
          key
          position
          name
        }
        totalItems
      }
    }
  `),
  detail: graphql(`
    query ShopContentFaqCategoryDetail($id: ID!) {
      faqCategory(id: $id) {
        id
        createdAt
        updatedAt
        key
        position
        name
        translations {
          id
          languageCode
          name
        }
      }
    }
  `),
  create: graphql(`
    mutation ShopContentCreateFaqCategory($input: CreateFaqCategoryInput!) {
      createFaqCategory(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation ShopContentUpdateFaqCategory($input: UpdateFaqCategoryInput!) {
      updateFaqCategory(input: $input) {
        id
      }
    }
  `),
  delete: graphql(`
    mutation ShopContentDeleteFaqCategory($id: ID!) {
      deleteFaqCategory(id: $id) {
        result
        message
      }
    }
  `),
};

export const blogTagDocuments = {
  list: graphql(`
    query ShopContentBlogTagList($options: BlogTagListOptions) {
      blogTags(options: $options) {
        items {
          id
          createdAt
          updatedAt
          key
          name
        }
        totalItems
      }
    }
  `),
  detail: graphql(`
    query ShopContentBlogTagDetail($id: ID!) {
      blogTag(id: $id) {
        id
        createdAt
        updatedAt
        key
        name
        translations {
          id
          languageCode
          name
        }
      }
    }
  `),
  create: graphql(`
    mutation ShopContentCreateBlogTag($input: CreateBlogTagInput!) {
      createBlogTag(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation ShopContentUpdateBlogTag($input: UpdateBlogTagInput!) {
      updateBlogTag(input: $input) {
        id
      }
    }
  `),
  delete: graphql(`
    mutation ShopContentDeleteBlogTag($id: ID!) {
      deleteBlogTag(id: $id) {
        result
        message
      }
    }
  `),
};

export const contactSubjectDocuments = {
  list: graphql(`
    query ShopContentContactSubjectList($options: ContactSubjectListOptions) {
      contactSubjects(options: $options) {
        items {
          id
          createdAt
          updatedAt
          key
          contactId
          position
          label
        }
        totalItems
      }
    }
  `),
  detail: graphql(`
    query ShopContentContactSubjectDetail($id: ID!) {
      contactSubject(id: $id) {
        id
        createdAt
        updatedAt
        key
        contactId
        position
        label
        translations {
          id
          languageCode
          label
        }
      }
    }
  `),
  create: graphql(`
    mutation ShopContentCreateContactSubject($input: CreateContactSubjectInput!) {
      createContactSubject(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation ShopContentUpdateContactSubject($input: UpdateContactSubjectInput!) {
      updateContactSubject(input: $input) {
        id
      }
    }
  `),
  delete: graphql(`
    mutation ShopContentDeleteContactSubject($id: ID!) {
      deleteContactSubject(id: $id) {
        result
        message
      }
    }
  `),
};

export const contactDetailsIdDocument = graphql(`
  query ShopContentContactDetailsId {
    contactDetails {
      id
    }
  }
`);

export const contactDetailsDocument = graphql(`
  query ShopContentContactDetails($id: ID!) {
    contactDetailsById(id: $id) {
      id
      createdAt
      updatedAt
      key
      companyName
      streetLines
      postcode
      city
      countryCode
      phone
      email
      pressEmail
      mapUrl
      reviewContactId
      hours
      translations {
        id
        languageCode
        hours
      }
    }
  }
`);

export const updateContactDetailsDocument = graphql(`
  mutation ShopContentUpdateContactDetails($input: UpdateContactDetailsInput!) {
    updateContactDetails(input: $input) {
      id
    }
  }
`);
