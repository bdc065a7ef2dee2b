// The Catalogue sync page: the pending preview (the last one staff or the schedule made) as a
// table filtered by bucket, the Preview and Apply buttons in the action bar (Apply after a
// confirmation), and the pricing rules editor beside it.
import {
  ActionBarItem,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  api,
  Badge,
  Button,
  Page,
  PageActionBar,
  PageBlock,
  PageLayout,
  PageTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
  useLocalFormat,
} from '@vendure/dashboard';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { applySyncDocument, pendingSyncDocument, previewSyncDocument } from './documents';
import { PricingRulesEditor } from './pricing-rules-editor';

const UPDATE_CATALOG = 'UpdateCatalog';
const PENDING_KEY = ['catalogue-sync', 'pending'];
/** A supplier's full list is about 3,000 packages: the table shows this many of a bucket at once. */
const SHOWN_ROWS = 300;

const BUCKETS = {
  added: { label: msg`Added`, variant: 'success' },
  repriced: { label: msg`Repriced`, variant: 'default' },
  costChanged: { label: msg`Cost or package`, variant: 'secondary' },
  withdrawn: { label: msg`Withdrawn`, variant: 'destructive' },
  unmatched: { label: msg`Unmatched`, variant: 'outline' },
} as const;
type Bucket = keyof typeof BUCKETS;

const DECIDERS = { margin: msg`margin`, cost: msg`cost floor`, recommendedRetail: msg`recommended retail` } as const;

type Preview = NonNullable<Awaited<ReturnType<typeof fetchPending>>>;
type Entry = Preview['entries'][number];

async function fetchPending() {
  return (await api.query(pendingSyncDocument, {})).pendingCatalogueSync;
}

function Prices({ entry }: Readonly<{ entry: Entry }>) {
  const { i18n } = useLingui();
  const { formatCurrency } = useLocalFormat();
  const money = (amount: number | null, currency: string) => (amount === null ? '–' : formatCurrency(amount, currency));
  return (
    <div className="flex flex-col gap-0.5 text-xs">
      {entry.prices.map((price) => (
        <span key={price.currencyCode} className="whitespace-nowrap">
          {money(price.before, price.currencyCode)} → <strong>{money(price.after, price.currencyCode)}</strong>
          {price.decidedBy && price.decidedBy in DECIDERS ? (
            <span className="text-muted-foreground"> ({i18n._(DECIDERS[price.decidedBy as keyof typeof DECIDERS])})</span>
          ) : null}
        </span>
      ))}
    </div>
  );
}

function Cost({ entry }: Readonly<{ entry: Entry }>) {
  const { formatCurrency } = useLocalFormat();
  const money = (value: Entry['costAfter']) => (value ? formatCurrency(value.amountMinor, value.currencyCode) : '–');
  if (!entry.costBefore && !entry.costAfter) return null;
  return (
    <span className="whitespace-nowrap text-xs">
      {money(entry.costBefore)} → {money(entry.costAfter)}
    </span>
  );
}

function PreviewTable({ preview }: Readonly<{ preview: Preview }>) {
  const { i18n } = useLingui();
  const [bucket, setBucket] = useState<Bucket | 'all'>('all');
  const entries = bucket === 'all' ? preview.entries : preview.entries.filter((entry) => entry.bucket === bucket);
  const count = (key: Bucket) => preview.counts[key];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant={bucket === 'all' ? 'default' : 'outline'} onClick={() => setBucket('all')}>
          <Trans>All ({preview.entries.length})</Trans>
        </Button>
        {(Object.keys(BUCKETS) as Bucket[]).map((key) => (
          <Button key={key} size="sm" variant={bucket === key ? 'default' : 'outline'} onClick={() => setBucket(key)}>
            {i18n._(BUCKETS[key].label)} ({count(key)})
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>
          {preview.counts.unchanged} variants unchanged. Supplier: {preview.supplier}.
        </Trans>
      </p>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>Change</Trans>
            </TableHead>
            <TableHead>SKU</TableHead>
            <TableHead>
              <Trans>Supplier package</Trans>
            </TableHead>
            <TableHead>
              <Trans>Price</Trans>
            </TableHead>
            <TableHead>
              <Trans>Wholesale cost</Trans>
            </TableHead>
            <TableHead>
              <Trans>Rule or reason</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.slice(0, SHOWN_ROWS).map((entry, index) => {
            const badge = BUCKETS[entry.bucket as Bucket];
            return (
              <TableRow key={`${entry.bucket}-${entry.sku ?? ''}-${entry.packageId ?? ''}-${index}`}>
                <TableCell>
                  {badge ? <Badge variant={badge.variant}>{i18n._(badge.label)}</Badge> : entry.bucket}
                  {entry.enabledAfter === false && entry.bucket === 'added' ? (
                    <span className="block text-xs text-muted-foreground">
                      <Trans>Draft</Trans>
                    </span>
                  ) : null}
                </TableCell>
                <TableCell className="font-mono text-xs">{entry.sku ?? '–'}</TableCell>
                <TableCell className="text-xs">
                  <span className="font-mono">{entry.packageId ?? '–'}</span>
                  {entry.title ? <span className="block text-muted-foreground">{entry.title}</span> : null}
                </TableCell>
                <TableCell>
                  <Prices entry={entry} />
                </TableCell>
                <TableCell>
                  <Cost entry={entry} />
                </TableCell>
                <TableCell className="text-xs">
                  {entry.rule ? <span className="block">{entry.rule}</span> : null}
                  {entry.message ? <span className="block text-muted-foreground">{entry.message}</span> : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {entries.length > SHOWN_ROWS ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Showing {SHOWN_ROWS} of {entries.length}: choose a kind of change to see others.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

function InfoChanges({ preview }: Readonly<{ preview: Preview }>) {
  if (preview.infoChanges.length === 0) return null;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>Destination</Trans>
          </TableHead>
          <TableHead>
            <Trans>Speed</Trans>
          </TableHead>
          <TableHead>
            <Trans>Roaming network</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {preview.infoChanges.map((change) => (
          <TableRow key={change.productId}>
            <TableCell className="font-mono text-xs">{change.destinationCode}</TableCell>
            <TableCell className="text-xs">
              {change.speedBefore ?? '–'} → {change.speedAfter}
            </TableCell>
            <TableCell className="text-xs">
              {change.networksBefore ?? '–'} → {change.networksAfter}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function CatalogueSyncPage() {
  const { t } = useLingui();
  const { formatDate } = useLocalFormat();
  const queryClient = useQueryClient();
  const pending = useQuery({ queryKey: PENDING_KEY, queryFn: fetchPending });
  const preview = pending.data ?? undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: PENDING_KEY });

  const previewing = useMutation({
    mutationFn: async () => (await api.mutate(previewSyncDocument, {})).catalogueSyncPreview,
    onSuccess: (result) => {
      if (result.__typename === 'CatalogueSyncError') {
        toast.error(t`No preview was made`, { description: result.message });
        return;
      }
      queryClient.setQueryData(PENDING_KEY, result);
    },
    onError: (error) => toast.error(t`No preview was made`, { description: error instanceof Error ? error.message : String(error) }),
  });

  const applying = useMutation({
    mutationFn: async (previewId: string) => (await api.mutate(applySyncDocument, { previewId })).applyCatalogueSync,
    onSuccess: (result) => {
      if (result.__typename === 'CatalogueSyncError') {
        toast.error(t`The preview was not applied`, { description: result.message });
      } else {
        const { added, repriced, costChanged, withdrawn, infoChanged } = result.counts;
        toast.success(
          t`Applied: ${added} added, ${repriced} repriced, ${costChanged} updated, ${withdrawn} withdrawn, ${infoChanged} products' info rows`,
        );
      }
      void refresh();
    },
    onError: (error) =>
      toast.error(t`The preview was not applied`, { description: error instanceof Error ? error.message : String(error) }),
  });

  const busy = previewing.isPending || applying.isPending;
  return (
    <Page pageId="catalogue-sync">
      <PageTitle>
        <Trans>Catalogue sync</Trans>
      </PageTitle>
      <PageActionBar>
        <ActionBarItem itemId="catalogue-sync-preview" requiresPermission={[UPDATE_CATALOG]}>
          <Button variant="outline" disabled={busy} onClick={() => previewing.mutate()}>
            <Trans>Preview</Trans>
          </Button>
        </ActionBarItem>
        <ActionBarItem itemId="catalogue-sync-apply" requiresPermission={[UPDATE_CATALOG]}>
          <AlertDialog>
            <AlertDialogTrigger render={<Button disabled={busy || !preview?.hasChanges} />}>
              <Trans>Apply</Trans>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>
                  <Trans>Apply this preview?</Trans>
                </AlertDialogTitle>
                <AlertDialogDescription>
                  <Trans>
                    Prices, costs and packages change as shown, new plans are added and withdrawn plans are disabled (never deleted). If the
                    catalogue or the supplier’s list changed since the preview, nothing is applied.
                  </Trans>
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>
                  <Trans>Cancel</Trans>
                </AlertDialogCancel>
                <AlertDialogAction onClick={() => preview && applying.mutate(preview.id)}>
                  <Trans>Apply</Trans>
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </ActionBarItem>
      </PageActionBar>
      <PageLayout>
        <PageBlock column="main" blockId="catalogue-sync-preview" title={t`Preview`}>
          {preview ? (
            <div className="flex flex-col gap-4">
              <p className="text-sm">
                {preview.hasChanges ? (
                  <Trans>Made {formatDate(preview.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}: not applied yet.</Trans>
                ) : (
                  <Trans>
                    Made {formatDate(preview.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}: the catalogue follows the supplier,
                    nothing to apply.
                  </Trans>
                )}
              </p>
              <PreviewTable preview={preview} />
              <InfoChanges preview={preview} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              {pending.isLoading ? (
                <Trans>Loading…</Trans>
              ) : (
                <Trans>No preview is pending: press Preview to compare the catalogue with the supplier’s packages.</Trans>
              )}
            </p>
          )}
        </PageBlock>
        <PageBlock column="side" blockId="catalogue-sync-pricing" title={t`Pricing rules`}>
          <PricingRulesEditor />
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
