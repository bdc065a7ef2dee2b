// The order page's eSIM block (issue 32 point 4): each eSIM of the order with its state, usage,
// supplier reference and delivery time; while the delivery waits for the supplier, since when, why
// and the next attempt; and the staff's actions (staff/esim-staff-api.ts), each answered by a toast
// and recorded by the server in the order's history, which is refreshed with the rest of the page.
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  api,
  Badge,
  Button,
  Checkbox,
  PermissionGuard,
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
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import {
  cancelEsimAtSupplierDocument,
  orderEsimOverviewDocument,
  provisionMissingEsimsDocument,
  refreshEsimUsageDocument,
  resendEsimEmailDocument,
} from './documents';

const UPDATE_ORDER = 'UpdateOrder';

interface Usage {
  state: 'notInstalled' | 'active' | 'exhausted' | 'expired';
  dataUsedMb: number;
  dataTotalMb: number;
  daysLeft: number;
}

interface StaffEsim {
  id: string;
  iccid: string;
  state: 'active' | 'cancelled';
  planName: string;
  supplier: string;
  supplierOrderRef: string | null;
  supplierPackageId: string | null;
  wholesaleCost: { amountMinor: number; currency: string } | null;
  deliveredAt: string;
  cancelledAt: string | null;
  usage: Usage | null;
}

interface Overview {
  orderId: string;
  orderState: string;
  itemsOrdered: number;
  missingItems: number;
  esimDelayedSince: string | null;
  esimDelayReason: string | null;
  esimNextAttemptAt: string | null;
  esimNoticeSentAt: string | null;
  esims: StaffEsim[];
}

/** A mutation's answer: its success type, or one of the ErrorResults of esim-staff-api.ts. */
interface ActionResult {
  __typename: string;
  errorCode?: string;
  message?: string;
}

const USAGE_STATES = {
  notInstalled: { label: msg`Not installed`, variant: 'outline' },
  active: { label: msg`In use`, variant: 'success' },
  exhausted: { label: msg`Data used up`, variant: 'warning' },
  expired: { label: msg`Expired`, variant: 'secondary' },
} as const;

const DELAY_REASONS: Record<string, ReturnType<typeof msg>> = {
  pending: msg`The supplier has not issued the eSIMs yet`,
  transient: msg`The supplier is unreachable or failing`,
  rateLimited: msg`The supplier is limiting the shop’s requests`,
  insufficientBalance: msg`The shop’s prepaid balance at the supplier is empty`,
};

/** What staff read for each refusal of the server (its English message stays in the toast's description). */
const ERRORS: Record<string, ReturnType<typeof msg>> = {
  ESIM_ORDER_NOT_FOUND_ERROR: msg`This order no longer exists`,
  ESIM_NOT_FOUND_ERROR: msg`This eSIM no longer exists`,
  ESIM_ORDER_NOT_PAID_ERROR: msg`Only a paid order gets eSIMs`,
  ESIM_NOTHING_TO_SEND_ERROR: msg`The order has no eSIM to send`,
  ESIM_NOTHING_MISSING_ERROR: msg`Every item already has its eSIM`,
  ESIM_ALREADY_CANCELLED_ERROR: msg`This eSIM was already cancelled`,
  ESIM_IN_USE_ERROR: msg`The eSIM is installed or used: it cannot be cancelled`,
  ESIM_CANCEL_REFUSED_ERROR: msg`The supplier refused to cancel this eSIM`,
  ESIM_SUPPLIER_UNAVAILABLE_ERROR: msg`The supplier could not be reached: try again later`,
};

const isError = (result: ActionResult) => result.errorCode !== undefined;

/** "…1234": how staff name one eSIM in the dialog and the history. */
const tail = (iccid: string) => `…${iccid.slice(-4)}`;

function UsageCell({ esim }: Readonly<{ esim: StaffEsim }>) {
  const { i18n, t } = useLingui();
  const { formatNumber } = useLocalFormat();
  if (esim.state === 'cancelled') return <span className="text-muted-foreground">–</span>;
  if (!esim.usage) {
    return (
      <span className="text-muted-foreground text-sm">
        <Trans>Unavailable now</Trans>
      </span>
    );
  }
  const state = USAGE_STATES[esim.usage.state];
  const used = formatNumber(esim.usage.dataUsedMb);
  const total = formatNumber(esim.usage.dataTotalMb);
  const days = esim.usage.daysLeft;
  return (
    <div className="flex flex-col gap-1">
      <Badge variant={state.variant}>{i18n._(state.label)}</Badge>
      <span className="text-xs text-muted-foreground">{t`${used} of ${total} MB used, ${days} days left`}</span>
    </div>
  );
}

function DelayBanner({ overview }: Readonly<{ overview: Overview }>) {
  const { i18n } = useLingui();
  const { formatDate } = useLocalFormat();
  if (!overview.esimDelayedSince) return null;
  const when = (value: string) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const since = when(overview.esimDelayedSince);
  const reason = overview.esimDelayReason ? DELAY_REASONS[overview.esimDelayReason] : undefined;
  const next = overview.esimNextAttemptAt ? when(overview.esimNextAttemptAt) : undefined;
  return (
    <div
      role="status"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">
        <Trans>Waiting for the supplier since {since}</Trans>
      </p>
      {reason ? <p>{i18n._(reason)}</p> : null}
      {next ? (
        <p>
          <Trans>Next attempt: {next}</Trans>
        </p>
      ) : null}
    </div>
  );
}

/** The confirmation of a cancellation at the supplier, with the choice to refund the item. */
function CancelEsimButton({ esim, onDone }: Readonly<{ esim: StaffEsim; onDone: () => void }>) {
  const { i18n, t } = useLingui();
  const { formatCurrency } = useLocalFormat();
  const [open, setOpen] = useState(false);
  const [refund, setRefund] = useState(true);
  const refundId = useId();
  const ending = tail(esim.iccid);
  const cancel = useMutation({
    mutationFn: async () =>
      (await api.mutate(cancelEsimAtSupplierDocument, { esimId: esim.id, refund })).cancelEsimAtSupplier as ActionResult & {
        refund?: { amount: number; currencyCode: string; settled: boolean; failure: string | null } | null;
      },
    onSuccess: (result) => {
      setOpen(false);
      if (isError(result)) {
        const known = result.errorCode ? ERRORS[result.errorCode] : undefined;
        toast.error(known ? i18n._(known) : t`The eSIM was not cancelled`, { description: result.message });
      } else {
        const money = result.refund ? formatCurrency(result.refund.amount, result.refund.currencyCode) : '';
        const reason = result.refund?.failure ?? '';
        toast.success(t`eSIM ${ending} cancelled at the supplier`, {
          description: !result.refund
            ? undefined
            : reason
              ? t`The refund of ${money} was not made (${reason}): refund it from the payment`
              : result.refund.settled
                ? t`${money} refunded to the customer`
                : t`Refund of ${money} pending: settle it from the payment`,
        });
      }
      onDone();
    },
    onError: (error) => {
      setOpen(false);
      toast.error(t`The eSIM was not cancelled`, { description: error instanceof Error ? error.message : String(error) });
    },
  });
  return (
    <>
      <Button variant="outline" size="sm" className="text-destructive" onClick={() => setOpen(true)} disabled={cancel.isPending}>
        <Trans>Cancel at supplier</Trans>
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans>Cancel eSIM {ending} at the supplier?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans>The customer will no longer be able to install it. This cannot be undone.</Trans>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="flex items-center gap-2 text-sm">
            <Checkbox id={refundId} checked={refund} onCheckedChange={(checked: boolean) => setRefund(checked === true)} />
            <label htmlFor={refundId}>
              <Trans>Refund this eSIM’s price to the customer</Trans>
            </label>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel>
              <Trans>Keep the eSIM</Trans>
            </AlertDialogCancel>
            <Button variant="destructive" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              <Trans>Cancel the eSIM</Trans>
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

function RefreshUsageButton({ esim, onDone }: Readonly<{ esim: StaffEsim; onDone: () => void }>) {
  const { i18n, t } = useLingui();
  const ending = tail(esim.iccid);
  const refresh = useMutation({
    mutationFn: async () => (await api.mutate(refreshEsimUsageDocument, { esimId: esim.id })).refreshEsimUsage as ActionResult,
    onSuccess: (result) => {
      if (isError(result)) {
        const known = result.errorCode ? ERRORS[result.errorCode] : undefined;
        toast.error(known ? i18n._(known) : t`The usage was not refreshed`, { description: result.message });
      } else {
        toast.success(t`Usage of eSIM ${ending} refreshed`);
      }
      onDone();
    },
    onError: (error) =>
      toast.error(t`The usage was not refreshed`, { description: error instanceof Error ? error.message : String(error) }),
  });
  return (
    <Button variant="ghost" size="sm" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
      <Trans>Refresh usage</Trans>
    </Button>
  );
}

export function OrderEsimsBlock({ orderId }: Readonly<{ orderId: string }>) {
  const { i18n, t } = useLingui();
  const { formatDate, formatCurrency } = useLocalFormat();
  const queryClient = useQueryClient();
  const queryKey = ['OrderEsimOverview', orderId];
  const { data, isPending, error } = useQuery({
    queryKey,
    queryFn: async () => (await api.query(orderEsimOverviewDocument, { orderId })).orderEsimOverview as Overview | null,
    enabled: orderId !== '',
  });
  // Every action changes the order's history (and a refund its payments): the whole page is read again.
  const refreshPage = () => void queryClient.invalidateQueries();
  const failed = (error: unknown) =>
    toast.error(t`The action failed`, { description: error instanceof Error ? error.message : String(error) });
  const refusal = (result: ActionResult, fallback: string) => {
    const known = result.errorCode ? ERRORS[result.errorCode] : undefined;
    toast.error(known ? i18n._(known) : fallback, { description: result.message });
  };
  const resend = useMutation({
    mutationFn: async () =>
      (await api.mutate(resendEsimEmailDocument, { orderId })).resendEsimEmail as ActionResult & { recipient?: string; esimCount?: number },
    onSuccess: (result) => {
      if (isError(result)) refusal(result, t`The email was not queued`);
      else {
        const recipient = result.recipient ?? '';
        toast.success(t`The delivery email was queued again to ${recipient}`);
      }
      refreshPage();
    },
    onError: failed,
  });
  const provision = useMutation({
    mutationFn: async () => (await api.mutate(provisionMissingEsimsDocument, { orderId })).provisionMissingEsims as ActionResult,
    onSuccess: (result) => {
      if (isError(result)) refusal(result, t`The provisioning was not queued`);
      else toast.success(t`Provisioning of the missing eSIMs queued`);
      refreshPage();
    },
    onError: failed,
  });

  if (isPending) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Loading the eSIMs…</Trans>
      </p>
    );
  }
  if (error || !data) {
    return (
      <p className="text-sm text-destructive">
        <Trans>The eSIMs could not be loaded</Trans>
      </p>
    );
  }
  const when = (value: string) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const missing = data.missingItems;
  const hasActive = data.esims.some((esim) => esim.state === 'active');
  const sentAt = data.esimNoticeSentAt ? when(data.esimNoticeSentAt) : undefined;
  return (
    <div data-testid="order-esims">
      <DelayBanner overview={data} />
      {data.esims.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No eSIM issued yet</Trans>
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>
                <Trans>ICCID</Trans>
              </TableHead>
              <TableHead>
                <Trans>Status</Trans>
              </TableHead>
              <TableHead>
                <Trans>Usage</Trans>
              </TableHead>
              <TableHead>
                <Trans>Supplier reference</Trans>
              </TableHead>
              <TableHead>
                <Trans>Delivered</Trans>
              </TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.esims.map((esim) => {
              const cost = esim.wholesaleCost ? formatCurrency(esim.wholesaleCost.amountMinor, esim.wholesaleCost.currency) : undefined;
              const cancelledAt = esim.cancelledAt ? when(esim.cancelledAt) : undefined;
              return (
                <TableRow key={esim.id}>
                  <TableCell>
                    <span className="font-mono text-xs">{esim.iccid}</span>
                    <span className="block text-xs text-muted-foreground">{esim.planName}</span>
                  </TableCell>
                  <TableCell>
                    {esim.state === 'cancelled' ? (
                      <Badge variant="destructive">
                        <Trans>Cancelled</Trans>
                      </Badge>
                    ) : (
                      <Badge variant="secondary">
                        <Trans>Issued</Trans>
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    <UsageCell esim={esim} />
                  </TableCell>
                  <TableCell>
                    <span className="block text-sm">{esim.supplier}</span>
                    {esim.supplierOrderRef ? <span className="block font-mono text-xs break-all">{esim.supplierOrderRef}</span> : null}
                    {cost ? <span className="block text-xs text-muted-foreground">{t`Cost ${cost}`}</span> : null}
                  </TableCell>
                  <TableCell className="text-sm">
                    {when(esim.deliveredAt)}
                    {cancelledAt ? <span className="block text-xs text-muted-foreground">{t`Cancelled ${cancelledAt}`}</span> : null}
                  </TableCell>
                  <TableCell>
                    {esim.state === 'active' ? (
                      <PermissionGuard requires={[UPDATE_ORDER]}>
                        <div className="flex flex-wrap justify-end gap-2">
                          <RefreshUsageButton esim={esim} onDone={refreshPage} />
                          <CancelEsimButton esim={esim} onDone={refreshPage} />
                        </div>
                      </PermissionGuard>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <div className="text-sm text-muted-foreground">
          {missing > 0 ? <Plural value={missing} one="# eSIM still missing" other="# eSIMs still missing" /> : null}
          {sentAt ? <span className="block">{t`Delivery email sent ${sentAt}`}</span> : null}
        </div>
        <PermissionGuard requires={[UPDATE_ORDER]}>
          <div className="flex flex-wrap gap-2">
            {missing > 0 ? (
              <Button variant="outline" onClick={() => provision.mutate()} disabled={provision.isPending}>
                <Trans>Provision missing eSIMs</Trans>
              </Button>
            ) : null}
            {hasActive ? (
              <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
                <Trans>Resend email</Trans>
              </Button>
            ) : null}
          </div>
        </PermissionGuard>
      </div>
    </div>
  );
}
