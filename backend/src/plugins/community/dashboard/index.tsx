// The community plugin's dashboard extension (declared in community.plugin.ts's `dashboard`):
// reviews to moderate and the contact messages. Built by the dashboard's Vite build
// (backend/vite.dashboard.config.mts), not by the backend's tsc.
import { defineDashboardExtension } from '@vendure/dashboard';
import { MessageSquareIcon } from 'lucide-react';

import { ContactMessagesPage } from './contact-messages-page';
import { ReviewsPage } from './reviews-page';

const SECTION = 'shop-community';

defineDashboardExtension({
  navSections: [{ id: SECTION, title: 'Community', icon: MessageSquareIcon, placement: 'top', order: 460 }],
  routes: [
    {
      path: '/shop-reviews',
      loader: () => ({ breadcrumb: 'Reviews' }),
      navMenuItem: { sectionId: SECTION, id: 'shop-reviews', title: 'Reviews', requiresPermission: 'ModerateReview' },
      component: () => <ReviewsPage />,
    },
    {
      path: '/shop-contact-messages',
      loader: () => ({ breadcrumb: 'Contact messages' }),
      navMenuItem: { sectionId: SECTION, id: 'shop-contact-messages', title: 'Contact messages', requiresPermission: 'ReadContactMessage' },
      component: () => <ContactMessagesPage />,
    },
  ],
});
