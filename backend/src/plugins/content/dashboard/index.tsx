// The content plugin's dashboard extension (declared in content.plugin.ts's `dashboard`): FAQs and
// their categories, pages, blog posts and tags, the contact subjects and details, each text
// editable per language with the dashboard's content-language selector.
// Built by the dashboard's Vite build (backend/vite.dashboard.config.mts), not by the backend's tsc.
import { defineDashboardExtension, detailPageRouteLoader } from '@vendure/dashboard';
import { FileTextIcon } from 'lucide-react';

import { BlogPostDetailPage, BlogPostListPage } from './blog-post-pages';
import { CmsPageDetailPage, CmsPageListPage } from './cms-page-pages';
import { ContactDetailsEntry, ContactDetailsPage } from './contact-details-page';
import {
  blogPostDetailDocument,
  blogTagDetailDocument,
  cmsPageDetailDocument,
  contactDetailsDocument,
  contactSubjectDetailDocument,
  faqCategoryDetailDocument,
  faqDetailDocument,
} from './documents';
import { FaqDetailPage, FaqListPage } from './faq-pages';
import {
  BlogTagDetailPage,
  BlogTagListPage,
  ContactSubjectDetailPage,
  ContactSubjectListPage,
  FaqCategoryDetailPage,
  FaqCategoryListPage,
} from './taxonomy-pages';

const SECTION = 'shop-content';
const READ_PERMISSION = 'ReadShopContent';

defineDashboardExtension({
  navSections: [{ id: SECTION, title: 'Content', icon: FileTextIcon, placement: 'top', order: 450 }],
  routes: [
    {
      path: '/shop-faqs',
      loader: () => ({ breadcrumb: 'FAQs' }),
      navMenuItem: { sectionId: SECTION, id: 'shop-faqs', title: 'FAQs', requiresPermission: READ_PERMISSION },
      component: (route) => <FaqListPage route={route} />,
    },
    {
      path: '/shop-faqs/$id',
      loader: detailPageRouteLoader({
        pageId: 'shop-content-faq-detail',
        queryDocument: faqDetailDocument,
        breadcrumb: (isNew, entity) => [{ path: '/shop-faqs', label: 'FAQs' }, isNew ? 'New FAQ' : entity?.question],
      }),
      component: (route) => <FaqDetailPage route={route} />,
    },
    {
      path: '/shop-pages',
      loader: () => ({ breadcrumb: 'Pages' }),
      navMenuItem: { sectionId: SECTION, id: 'shop-pages', title: 'Pages', requiresPermission: READ_PERMISSION },
      component: (route) => <CmsPageListPage route={route} />,
    },
    {
      path: '/shop-pages/$id',
      loader: detailPageRouteLoader({
        pageId: 'shop-content-cms-page-detail',
        queryDocument: cmsPageDetailDocument,
        breadcrumb: (_isNew, entity) => [{ path: '/shop-pages', label: 'Pages' }, entity?.title],
      }),
      component: (route) => <CmsPageDetailPage route={route} />,
    },
    {
      path: '/shop-blog-posts',
      loader: () => ({ breadcrumb: 'Blog posts' }),
      navMenuItem: { sectionId: SECTION, id: 'shop-blog-posts', title: 'Blog posts', requiresPermission: READ_PERMISSION },
      component: (route) => <BlogPostListPage route={route} />,
    },
    {
      path: '/shop-blog-posts/$id',
      loader: detailPageRouteLoader({
        pageId: 'shop-content-blog-post-detail',
        queryDocument: blogPostDetailDocument,
        breadcrumb: (isNew, entity) => [{ path: '/shop-blog-posts', label: 'Blog posts' }, isNew ? 'New blog post' : entity?.title],
      }),
      component: (route) => <BlogPostDetailPage route={route} />,
    },
    {
      path: '/shop-faq-categories',
      loader: () => ({ breadcrumb: 'FAQ categories' }),
      navMenuItem: { sectionId: SECTION, id: 'shop-faq-categories', title: 'FAQ categories', requiresPermission: READ_PERMISSION },
      component: (route) => <FaqCategoryListPage route={route} />,
    },
    {
      path: '/shop-faq-categories/$id',
      loader: detailPageRouteLoader({
        pageId: 'shop-content-faq-category-detail',
        queryDocument: faqCategoryDetailDocument,
        breadcrumb: (isNew, entity) => [
          { path: '/shop-faq-categories', label: 'FAQ categories' },
          isNew ? 'New FAQ category' : entity?.name,
        ],
      }),
      component: (route) => <FaqCategoryDetailPage route={route} />,
    },
    {
      path: '/shop-blog-tags',
      loader: () => ({ breadcrumb: 'Blog tags' }),
      navMenuItem: { sectionId: SECTION, id: 'shop-blog-tags', title: 'Blog tags', requiresPermission: READ_PERMISSION },
      component: (route) => <BlogTagListPage route={route} />,
    },
    {
      path: '/shop-blog-tags/$id',
      loader: detailPageRouteLoader({
        pageId: 'shop-content-blog-tag-detail',
        queryDocument: blogTagDetailDocument,
        breadcrumb: (isNew, entity) => [{ path: '/shop-blog-tags', label: 'Blog tags' }, isNew ? 'New blog tag' : entity?.name],
      }),
      component: (route) => <BlogTagDetailPage route={route} />,
    },
    {
      path: '/shop-contact-subjects',
      loader: () => ({ breadcrumb: 'Contact subjects' }),
      navMenuItem: { sectionId: SECTION, id: 'shop-contact-subjects', title: 'Contact subjects', requiresPermission: READ_PERMISSION },
      component: (route) => <ContactSubjectListPage route={route} />,
    },
    {
      path: '/shop-contact-subjects/$id',
      loader: detailPageRouteLoader({
        pageId: 'shop-content-contact-subject-detail',
        queryDocument: contactSubjectDetailDocument,
        breadcrumb: (isNew, entity) => [
          { path: '/shop-contact-subjects', label: 'Contact subjects' },
          isNew ? 'New contact subject' : entity?.label,
        ],
      }),
      component: (route) => <ContactSubjectDetailPage route={route} />,
    },
    {
      path: '/shop-contact',
      loader: () => ({ breadcrumb: 'Contact details' }),
      navMenuItem: { sectionId: SECTION, id: 'shop-contact', title: 'Contact details', requiresPermission: READ_PERMISSION },
      component: () => <ContactDetailsEntry />,
    },
    {
      path: '/shop-contact-details/$id',
      loader: detailPageRouteLoader({
        pageId: 'shop-content-contact-details',
        queryDocument: contactDetailsDocument,
        breadcrumb: () => ['Contact details'],
      }),
      component: (route) => <ContactDetailsPage route={route} />,
    },
  ],
});
