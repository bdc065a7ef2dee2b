// The reviews plugin's dashboard extension (declared in reviews.plugin.ts's `dashboard`): the
// reviews to moderate, a list route and a detail route of the dashboard's kit, under Catalog (a
// review is about a destination, as Vendure's own reviews example places it). Texts in the 8
// languages in i18n/*.po (`npm run dashboard:i18n` extracts them). Built by the dashboard's Vite
// build (backend/vite.dashboard.config.mts), not by the backend's tsc.
import { defineDashboardExtension, detailPageRouteLoader } from '@vendure/dashboard';
import { Trans } from '@lingui/react/macro';

import { reviewDetailDocument } from './documents';
import { ReviewDetailPage, ReviewListPage } from './review-pages';

defineDashboardExtension({
  routes: [
    {
      path: '/shop-reviews',
      loader: () => ({ breadcrumb: () => <Trans>Reviews</Trans> }),
      navMenuItem: { sectionId: 'catalog', id: 'shop-reviews', title: /* i18n */ 'Reviews', requiresPermission: 'ModerateReview' },
      component: (route) => <ReviewListPage route={route} />,
    },
    {
      path: '/shop-reviews/$id',
      loader: detailPageRouteLoader({
        pageId: 'shop-review-detail',
        queryDocument: reviewDetailDocument,
        breadcrumb: (_isNew, review) => [{ path: '/shop-reviews', label: <Trans>Reviews</Trans> }, review?.authorName],
      }),
      component: (route) => <ReviewDetailPage route={route} />,
    },
  ],
});
