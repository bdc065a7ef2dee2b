// The community plugin's dashboard extension (declared in community.plugin.ts's `dashboard`):
// reviews to moderate and the contact messages, each a list route and a detail route of the
// dashboard's kit. Texts in the 8 languages in i18n/*.po (`npm run dashboard:i18n` extracts them).
// Built by the dashboard's Vite build (backend/vite.dashboard.config.mts), not by the backend's tsc.
import { defineDashboardExtension, detailPageRouteLoader } from '@vendure/dashboard';
import { Trans } from '@lingui/react/macro';
import { MessageSquareIcon } from 'lucide-react';

import { ContactMessageDetailPage, ContactMessageListPage } from './contact-message-pages';
import { contactMessageDetailDocument, reviewDetailDocument } from './documents';
import { ReviewDetailPage, ReviewListPage } from './review-pages';

const SECTION = 'shop-community';

defineDashboardExtension({
  navSections: [{ id: SECTION, title: /* i18n */ 'Community', icon: MessageSquareIcon, placement: 'top', order: 460 }],
  routes: [
    {
      path: '/shop-reviews',
      loader: () => ({ breadcrumb: () => <Trans>Reviews</Trans> }),
      navMenuItem: { sectionId: SECTION, id: 'shop-reviews', title: /* i18n */ 'Reviews', requiresPermission: 'ModerateReview' },
      component: (route) => <ReviewListPage route={route} />,
    },
    {
      path: '/shop-reviews/$id',
      loader: detailPageRouteLoader({
        pageId: 'community-review-detail',
        queryDocument: reviewDetailDocument,
        breadcrumb: (_isNew, review) => [{ path: '/shop-reviews', label: <Trans>Reviews</Trans> }, review?.authorName],
      }),
      component: (route) => <ReviewDetailPage route={route} />,
    },
    {
      path: '/shop-contact-messages',
      loader: () => ({ breadcrumb: () => <Trans>Contact messages</Trans> }),
      navMenuItem: {
        sectionId: SECTION,
        id: 'shop-contact-messages',
        title: /* i18n */ 'Contact messages',
        requiresPermission: 'ReadContactMessage',
      },
      component: (route) => <ContactMessageListPage route={route} />,
    },
    {
      path: '/shop-contact-messages/$id',
      loader: detailPageRouteLoader({
        pageId: 'community-contact-message-detail',
        queryDocument: contactMessageDetailDocument,
        breadcrumb: (_isNew, message) => [{ path: '/shop-contact-messages', label: <Trans>Contact messages</Trans> }, message?.email],
      }),
      component: (route) => <ContactMessageDetailPage route={route} />,
    },
  ],
});
