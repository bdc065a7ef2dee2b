// The catalogue sync's dashboard extension (declared in catalogue-sync.plugin.ts's `dashboard`):
// Catalog › Catalogue sync, for staff with UpdateCatalog: preview what a sync with the supplier's
// packages would change, apply it after a confirmation, and edit the pricing rules as JSON (checked
// by the Admin API, every problem shown). Texts in the 8 languages in i18n/*.po (`npm run
// dashboard:i18n`). Built by the dashboard's Vite build (backend/vite.dashboard.config.mts), not by
// the backend's tsc.
import { defineDashboardExtension } from '@vendure/dashboard';
import { Trans } from '@lingui/react/macro';

import { CatalogueSyncPage } from './sync-page';

defineDashboardExtension({
  routes: [
    {
      path: '/catalogue-sync',
      loader: () => ({ breadcrumb: () => <Trans>Catalogue sync</Trans> }),
      navMenuItem: { sectionId: 'catalog', id: 'catalogue-sync', title: /* i18n */ 'Catalogue sync', requiresPermission: 'UpdateCatalog' },
      component: () => <CatalogueSyncPage />,
    },
  ],
});
