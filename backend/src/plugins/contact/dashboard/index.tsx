// The contact plugin's dashboard extension (declared in contact.plugin.ts's `dashboard`): the
// contact messages, a list route and a detail route of the dashboard's kit, under Customers (with
// the newsletter's subscribers). Texts in the 8 languages in i18n/*.po (`npm run dashboard:i18n`
// extracts them). Built by the dashboard's Vite build (backend/vite.dashboard.config.mts), not by
// the backend's tsc.
import { defineDashboardExtension, detailPageRouteLoader } from '@vendure/dashboard';
import { Trans } from '@lingui/react/macro';

import { ContactMessageDetailPage, ContactMessageListPage } from './contact-message-pages';
import { contactMessageDetailDocument } from './documents';

defineDashboardExtension({
  routes: [
    {
      path: '/shop-contact-messages',
      loader: () => ({ breadcrumb: () => <Trans>Contact messages</Trans> }),
      navMenuItem: {
        sectionId: 'customers',
        id: 'shop-contact-messages',
        title: /* i18n */ 'Contact messages',
        requiresPermission: 'ReadContactMessage',
      },
      component: (route) => <ContactMessageListPage route={route} />,
    },
    {
      path: '/shop-contact-messages/$id',
      loader: detailPageRouteLoader({
        pageId: 'contact-message-detail',
        queryDocument: contactMessageDetailDocument,
        breadcrumb: (_isNew, message) => [{ path: '/shop-contact-messages', label: <Trans>Contact messages</Trans> }, message?.email],
      }),
      component: (route) => <ContactMessageDetailPage route={route} />,
    },
  ],
});
