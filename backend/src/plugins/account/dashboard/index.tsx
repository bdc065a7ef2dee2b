// The account plugin's dashboard extension (declared in account.plugin.ts's `dashboard`): a block
// on the order page listing the order's invoice and credit notes, each to download
// (invoice-block.tsx, issue 35 point 1), after the payment details; and Sales › OSS report, a
// quarter's VAT per member state with its CSV (oss-report-page.tsx, point 2). Texts in the 8 languages in
// i18n/*.po (`npm run dashboard:i18n`). Built by the dashboard's Vite build
// (backend/vite.dashboard.config.mts), not by the backend's tsc.
import { defineDashboardExtension } from '@vendure/dashboard';
import { Trans } from '@lingui/react/macro';

import { OrderInvoiceBlock } from './invoice-block';
import { OssReportPage } from './oss-report-page';

defineDashboardExtension({
  routes: [
    {
      path: '/oss-report',
      loader: () => ({ breadcrumb: () => <Trans>OSS report</Trans> }),
      navMenuItem: { sectionId: 'sales', id: 'oss-report', title: /* i18n */ 'OSS report', requiresPermission: 'ReadOrder' },
      component: () => <OssReportPage />,
    },
  ],
  pageBlocks: [
    {
      id: 'order-invoice-documents',
      title: <Trans>Invoices and credit notes</Trans>,
      location: { pageId: 'order-detail', column: 'main', position: { blockId: 'payment-details', order: 'after' } },
      requiresPermission: 'ReadOrder',
      component: ({ context }) => <OrderInvoiceBlock orderId={String(context.entity?.id ?? '')} />,
    },
  ],
});
