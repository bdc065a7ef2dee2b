// The security log plugin's dashboard extension (declared in security-log.plugin.ts's
// `dashboard`): System › Security log, for staff with ReadSecurityLog: every staff sign-in (let
// in, turned away, refused by the limits) and every alert raised to staff, as a list page of the
// dashboard's kit (newest first, filtered by event and outcome, searched by username or address).
// Texts in the 8 languages in i18n/*.po (`npm run dashboard:i18n`). Built by the dashboard's Vite
// build (backend/vite.dashboard.config.mts), not by the backend's tsc.
import { Badge, defineDashboardExtension, ListPage } from '@vendure/dashboard';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyRoute } from '@tanstack/react-router';

import { securityLogDocument } from './documents';

// Column names, in the dashboard's convention: it looks up `fieldName.<column>` for a column's
// header and its column and filter menus.
const EVENT = msg({ id: 'fieldName.event', message: 'Event' });
const OUTCOME = msg({ id: 'fieldName.outcome', message: 'Outcome' });
const USERNAME = msg({ id: 'fieldName.username', message: 'Username' });
const CLIENT_ADDRESS = msg({ id: 'fieldName.clientAddress', message: 'Client address' });
const REASON = msg({ id: 'fieldName.reason', message: 'Reason' });

const EVENTS = { 'staff-login': msg`Staff sign-in`, 'card-declines': msg`Card declines`, 'card-dispute': msg`Card dispute` };
const OUTCOMES = {
  success: { label: msg`Signed in`, variant: 'secondary' },
  failure: { label: msg`Failed`, variant: 'outline' },
  refused: { label: msg`Refused by the limits`, variant: 'destructive' },
  alert: { label: msg`Alert`, variant: 'destructive' },
} as const;

function SecurityLogPage({ route }: Readonly<{ route: AnyRoute }>) {
  const { i18n } = useLingui();
  const choices = (labels: Record<string, { id: string }>) =>
    Object.entries(labels).map(([value, label]) => ({ value, label: i18n._(label) }));
  return (
    <ListPage
      pageId="security-log"
      route={route}
      title={<Trans>Security log</Trans>}
      listQuery={securityLogDocument}
      defaultSort={[{ id: 'createdAt', desc: true }]}
      defaultVisibility={{ createdAt: true, event: true, outcome: true, username: true, clientAddress: true, reason: true }}
      includeSelectionColumn={false}
      onSearchTermChange={(term) => ({ _or: [{ username: { contains: term } }, { clientAddress: { contains: term } }] })}
      facetedFilters={{
        event: { title: i18n._(EVENT), options: choices(EVENTS) },
        outcome: {
          title: i18n._(OUTCOME),
          options: choices(Object.fromEntries(Object.entries(OUTCOMES).map(([key, { label }]) => [key, label]))),
        },
      }}
      customizeColumns={{
        event: {
          header: () => i18n._(EVENT),
          cell: ({ row }) => {
            const event = EVENTS[row.original.event as keyof typeof EVENTS];
            return event ? i18n._(event) : row.original.event;
          },
        },
        outcome: {
          header: () => i18n._(OUTCOME),
          cell: ({ row }) => {
            const outcome = OUTCOMES[row.original.outcome as keyof typeof OUTCOMES];
            return outcome ? <Badge variant={outcome.variant}>{i18n._(outcome.label)}</Badge> : row.original.outcome;
          },
        },
        username: { header: () => i18n._(USERNAME), cell: ({ row }) => <span className="break-all">{row.original.username ?? '–'}</span> },
        clientAddress: {
          header: () => i18n._(CLIENT_ADDRESS),
          cell: ({ row }) => <span className="font-mono text-xs">{row.original.clientAddress ?? '–'}</span>,
        },
        reason: {
          header: () => i18n._(REASON),
          meta: { dependencies: ['detail'] },
          cell: ({ row }) => (
            <span className="text-xs">
              <span className="font-mono">{row.original.reason ?? ''}</span>
              {row.original.detail ? <span className="block text-muted-foreground">{row.original.detail}</span> : null}
            </span>
          ),
        },
        detail: { meta: { disabled: true } },
      }}
    />
  );
}

defineDashboardExtension({
  routes: [
    {
      path: '/security-log',
      loader: () => ({ breadcrumb: () => <Trans>Security log</Trans> }),
      // Vendure's System section; the nav translates the title by its id.
      navMenuItem: { sectionId: 'system', id: 'security-log', title: /* i18n */ 'Security log', requiresPermission: 'ReadSecurityLog' },
      component: (route) => <SecurityLogPage route={route} />,
    },
  ],
});
