import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';

import { getEsimUsageByLink, getPlacedOrder, type PlacedOrder } from '@shop/api';
import { Button, Spinner, ThankYouPanel, type InstallPlatform, type ThankYouStatus } from '@shop/design-system';

import { EsimUsageList } from '../esim-status/esim-usage-list';
import { useEsimUsageRefresh } from '../esim-status/use-esim-usage-refresh';
import { useLocale } from '../../lib/i18n/locale-route';
import { renderRouterLink } from '../../lib/routing/router-link';
import { shopErrorMessage } from '../../lib/i18n/shop-error-message';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { subscribeToNothing } from '../../lib/react/use-hydrated';
import { paymentStorage } from './payment-storage';

/** How often the page asks whether the eSIMs are ready, and for how long (target: a few seconds). */
const POLL_EVERY_MS = 1500;
const POLL_FOR_MS = 90_000;

/** Still moving: PayPal confirming the payment, or the eSIMs being provisioned (late at the supplier included: they may come any moment). */
const WAITING: ReadonlySet<PlacedOrder['status']> = new Set(['paymentPending', 'delivering', 'delayed']);

/** The panel's name for each status of the placed order. */
const PANEL_STATUS: Record<PlacedOrder['status'], ThankYouStatus> = {
  paymentPending: 'pending',
  delivering: 'delivering',
  delayed: 'delayed',
  delivered: 'delivered',
  cancelled: 'failed',
  paymentFailed: 'paymentFailed',
};

/**
 * The order code the payment left in local storage (spec §3): unknown (undefined) while the
 * server renders and the page hydrates, null when there is none.
 */
function useStoredOrderCode(): string | null | undefined {
  return useSyncExternalStore(subscribeToNothing, paymentStorage.readOrder, () => undefined);
}

/** The install path to lead with: the one-tap link on an iPhone, the QR code on a computer. */
function platformOf(userAgent: string): InstallPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'desktop';
}

type PageState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'shown'; order: PlacedOrder; platform: InstallPlatform };

/**
 * Spec §2 thank-you: confirms the eSIM was sent to {email} and shows the order with its eSIMs.
 * The order code comes from local storage (spec §3), so a reload shows the same page.
 */
export function ThankYouPage() {
  const intl = useIntl();
  const locale = useLocale();
  const client = useShopClient();
  const code = useStoredOrderCode();
  const [shown, setShown] = useState<PageState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const state: PageState = code === null ? { kind: 'missing' } : shown;

  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    const platform = platformOf(navigator.userAgent);
    const started = Date.now();
    let timer: number | undefined;
    const load = () =>
      getPlacedOrder(client, code, { signal: controller.signal }).then(
        (order) => {
          if (controller.signal.aborted) return;
          setShown({ kind: 'shown', order, platform });
          // A payment PayPal is confirming may take days: the page follows it for a while; the email follows it to the end.
          if (WAITING.has(order.status) && Date.now() - started < POLL_FOR_MS) timer = window.setTimeout(load, POLL_EVERY_MS);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setShown({ kind: 'failed', error });
        },
      );
    void load();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [code, client, attempt]);

  if (state.kind === 'loading') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <Spinner label={intl.formatMessage({ id: 'cart.loading' })} />
      </div>
    );
  }
  if (state.kind === 'missing' || state.kind === 'failed') {
    return (
      <div
        role={state.kind === 'failed' ? 'alert' : undefined}
        className="mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-4 py-12"
      >
        <h1 className="text-2xl font-bold">{intl.formatMessage({ id: 'meta.thankYou.title' })}</h1>
        <p>{state.kind === 'missing' ? intl.formatMessage({ id: 'thanks.missing' }) : shopErrorMessage(intl, state.error)}</p>
        {state.kind === 'failed' ? (
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            {intl.formatMessage({ id: 'cart.retry' })}
          </Button>
        ) : null}
      </div>
    );
  }

  const { order, platform } = state;
  const lineName = (lineId: string) => order.cart.lines.find((line) => line.id === lineId)?.name ?? order.code;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <ThankYouPanel
        status={PANEL_STATUS[order.status]}
        email={order.email ?? ''}
        orderCode={order.code}
        lines={order.cart.lines.map((line) => ({
          id: line.id,
          name: line.productName,
          flagCode: line.flagCode,
          options: line.options.map((option) => option.name).join(' · '),
          quantity: line.quantity,
        }))}
        esims={order.esims.map((esim) => ({ ...esim, lineName: lineName(esim.orderLineId) }))}
        {...(order.esimDelayedSince ? { delayedSince: order.esimDelayedSince } : {})}
        platform={platform}
        homeHref={`/${locale}`}
        renderLink={renderRouterLink}
        headingLevel={1}
      />
      <DeliveredEsimsUsage order={order} />
      {/* Issue 32: the eSIM is late; the guest's page follows it from here too (the delay email carries the link). */}
      {order.status === 'delayed' && order.esimUsageLinkToken ? (
        <div className="mt-8">
          <GuestStatusLink token={order.esimUsageLinkToken} />
        </div>
      ) : null}
    </div>
  );
}

/** The guest's eSIM status page (`/{lang}/esim-status?token=…`), which the delivery email links to as well. */
function GuestStatusLink({ token }: { token: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <p data-slot="esim-usage-link" className="flex flex-wrap gap-x-1 [overflow-wrap:anywhere]">
      <span>{intl.formatMessage({ id: 'esimUsage.guestLinkIntro' })}</span>
      <Link
        to={`/${locale}/esim-status?token=${encodeURIComponent(token)}`}
        className="font-semibold text-primary underline underline-offset-4"
      >
        {intl.formatMessage({ id: 'esimUsage.guestLink' })}
      </Link>
    </p>
  );
}

/**
 * Issue 19: the just-delivered eSIMs' usage (not installed yet, the plan's data and days whole),
 * refreshed through the guest's link, and that link, which the delivery email carries too.
 */
function DeliveredEsimsUsage({ order }: { order: PlacedOrder }) {
  const intl = useIntl();
  const client = useShopClient();
  const token = order.esimUsageLinkToken;
  const loaded = useMemo(() => order.esims.map((esim) => esim.status), [order]);
  const usage = useEsimUsageRefresh(loaded, async (signal) =>
    token ? (await getEsimUsageByLink(client, { token, refresh: true }, { signal })).esims : loaded,
  );
  if (usage.statuses.length === 0) return null;
  return (
    <section aria-labelledby="thank-you-esim-usage" className="mt-8 flex min-w-0 flex-col gap-3">
      <h2 id="thank-you-esim-usage" className="text-xl font-semibold">
        {intl.formatMessage({ id: 'esimUsage.heading' })}
      </h2>
      <EsimUsageList statuses={usage.statuses} refreshing={usage.refreshing} onRefresh={usage.refresh} headingLevel={3} />
      {token ? <GuestStatusLink token={token} /> : null}
    </section>
  );
}
