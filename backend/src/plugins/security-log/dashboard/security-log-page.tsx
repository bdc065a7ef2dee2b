// System › Security log: every staff login (let in, turned away, refused by the limits) and every
// alert raised to staff, newest first, 50 a page, filtered by event. Texts by explicit id (the
// English words), translated from i18n/*.po.
import {
  Badge,
  Button,
  Page,
  PageBlock,
  PageLayout,
  PageTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  api,
  useLingui,
  useLocalFormat,
} from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { securityLogDocument } from './documents';

const PAGE_SIZE = 50;
const ALL = 'all';

/** One text of the page in the dashboard's language. */
export function Translated({ id, values }: Readonly<{ id: string; values?: Record<string, unknown> }>) {
  const { i18n } = useLingui();
  return <>{i18n._(id, values)}</>;
}

const EVENTS: Record<string, string> = { 'staff-login': 'Staff sign-in', 'card-declines': 'Card declines' };
const OUTCOMES: Record<string, { label: string; variant: 'secondary' | 'destructive' | 'outline' }> = {
  success: { label: 'Signed in', variant: 'secondary' },
  failure: { label: 'Failed', variant: 'outline' },
  refused: { label: 'Refused by the limits', variant: 'destructive' },
  alert: { label: 'Alert', variant: 'destructive' },
};
const FILTERS: Array<[string, string]> = [
  [ALL, 'All entries'],
  ['staff-login', 'Staff sign-ins'],
  ['card-declines', 'Card decline alerts'],
];

export function SecurityLogPage() {
  const { i18n } = useLingui();
  const { formatDate } = useLocalFormat();
  const [event, setEvent] = useState(ALL);
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery({
    queryKey: ['securityLog', event, page],
    queryFn: () =>
      api.query(securityLogDocument, {
        options: { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, ...(event === ALL ? {} : { event }) },
      }),
  });
  const entries = data?.securityLog.items ?? [];
  const totalItems = data?.securityLog.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(totalItems / PAGE_SIZE));
  const text = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

  return (
    <Page pageId="security-log">
      <PageTitle>{text('Security log')}</PageTitle>
      <PageLayout>
        <PageBlock column="main" blockId="security-log">
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted-foreground">
              {text('Every staff sign-in, let in or not, and every alert raised to staff. The newest 10,000 entries are kept.')}
            </p>
            <div className="flex flex-wrap gap-2" role="group" aria-label={text('Show')}>
              {FILTERS.map(([value, label]) => (
                <Button
                  key={value}
                  size="sm"
                  variant={value === event ? 'default' : 'outline'}
                  aria-pressed={value === event}
                  onClick={() => {
                    setEvent(value);
                    setPage(1);
                  }}
                >
                  {text(label)}
                </Button>
              ))}
            </div>
            {isPending ? <p className="text-sm text-muted-foreground">{text('Loading…')}</p> : null}
            {!isPending && entries.length === 0 ? <p className="text-sm text-muted-foreground">{text('No entry yet.')}</p> : null}
            {entries.length > 0 ? (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{text('Time')}</TableHead>
                    <TableHead>{text('Event')}</TableHead>
                    <TableHead>{text('Outcome')}</TableHead>
                    <TableHead>{text('Username')}</TableHead>
                    <TableHead>{text('Client address')}</TableHead>
                    <TableHead>{text('Reason')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {entries.map((entry) => {
                    const outcome = OUTCOMES[entry.outcome];
                    return (
                      <TableRow key={entry.id}>
                        <TableCell className="whitespace-nowrap">
                          {formatDate(entry.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}
                        </TableCell>
                        <TableCell>{text(EVENTS[entry.event] ?? entry.event)}</TableCell>
                        <TableCell>{outcome ? <Badge variant={outcome.variant}>{text(outcome.label)}</Badge> : entry.outcome}</TableCell>
                        <TableCell className="break-all">{entry.username ?? '–'}</TableCell>
                        <TableCell className="font-mono text-xs">{entry.clientAddress ?? '–'}</TableCell>
                        <TableCell className="text-xs">
                          <span className="font-mono">{entry.reason ?? ''}</span>
                          {entry.detail ? <span className="block text-muted-foreground">{entry.detail}</span> : null}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            ) : null}
            <div className="flex items-center justify-between gap-4 text-sm text-muted-foreground">
              <span>{text('{total} in all · page {page} of {pages}', { total: totalItems, page, pages })}</span>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {text('Previous')}
                </Button>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {text('Next')}
                </Button>
              </div>
            </div>
          </div>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
