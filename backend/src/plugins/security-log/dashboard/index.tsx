// The security log plugin's dashboard extension (declared in security-log.plugin.ts's
// `dashboard`): System › Security log, for staff with ReadSecurityLog. Its words are in the
// shop's 8 languages in i18n/*.po (explicit ids: the English text), which the dashboard's Vite
// build merges into its own catalogs. Built by that build (backend/vite.dashboard.config.mts),
// not by the backend's tsc.
import { defineDashboardExtension } from '@vendure/dashboard';

import { SecurityLogPage, Translated } from './security-log-page';

defineDashboardExtension({
  routes: [
    {
      path: '/security-log',
      loader: () => ({ breadcrumb: <Translated id="Security log" /> }),
      // Vendure's System section; the nav translates the title by its id.
      navMenuItem: { sectionId: 'system', id: 'security-log', title: 'Security log', requiresPermission: 'ReadSecurityLog' },
      component: () => <SecurityLogPage />,
    },
  ],
});
