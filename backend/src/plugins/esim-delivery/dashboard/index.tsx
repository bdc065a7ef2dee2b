// The eSIM delivery plugin's dashboard extension (declared in esim-delivery.plugin.ts's
// `dashboard`): a block on the order page listing the order's eSIMs with the staff's actions
// (esim-block.tsx, issue 32 point 4), after the order's lines. Texts in the 8 languages in
// i18n/*.po (`npm run dashboard:i18n`). Built by the dashboard's Vite build
// (backend/vite.dashboard.config.mts), not by the backend's tsc.
import { defineDashboardExtension } from '@vendure/dashboard';
import { Trans } from '@lingui/react/macro';

import { OrderEsimsBlock } from './esim-block';

defineDashboardExtension({
  pageBlocks: [
    {
      id: 'order-esims',
      title: <Trans>eSIMs</Trans>,
      location: { pageId: 'order-detail', column: 'main', position: { blockId: 'order-table', order: 'after' } },
      requiresPermission: 'ReadOrder',
      component: ({ context }) => <OrderEsimsBlock orderId={String(context.entity?.id ?? '')} />,
    },
  ],
});
