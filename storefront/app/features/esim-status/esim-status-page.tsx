import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';

import { getEsimUsageByLink } from '@shop/api';
import { Button, EsimDelayNotice } from '@shop/design-system';

import { EsimUsageList } from './esim-usage-list';
import { useEsimUsageRefresh } from './use-esim-usage-refresh';
import { useHydrated } from '../../lib/react/use-hydrated';
import { useShopClient } from '../../lib/shop-api/shop-client';
import type { EsimLinkRefusal, EsimStatusAnswer } from './esim-status-answer';

const REFUSAL_MESSAGE: Record<EsimLinkRefusal, string> = {
  expired: 'esimStatus.expired',
  invalid: 'esimStatus.invalid',
  failed: 'esimStatus.failed',
};

/**
 * The guest's eSIM usage page (issue 19, `/{lang}/esim-status?token=…`, the link of the delivery
 * email and the thank-you page): the order's eSIMs and their usage, no account needed, as the
 * route's loader read them; "Refresh" asks again in the browser. While a paid order's eSIMs are
 * late at the supplier (issue 32), it says they follow by email and since when. An expired or
 * forged link gets its own translated answer (the route answers it 404).
 */
export function EsimStatusPage({ answer, token }: { answer: EsimStatusAnswer; token: string }) {
  const intl = useIntl();
  const client = useShopClient();
  const revalidator = useRevalidator();
  // The server renders the date in UTC and so does hydration; then the shopper's zone (as the account's pages do).
  const timeZone = useHydrated() ? undefined : 'UTC';
  const loaded = useMemo(() => (answer.kind === 'link' ? answer.link.esims : []), [answer]);
  const usage = useEsimUsageRefresh(
    loaded,
    async (signal) => (await getEsimUsageByLink(client, { token, refresh: true }, { signal })).esims,
  );

  const title = intl.formatMessage({ id: 'esimStatus.title' });
  if (answer.kind === 'refused') {
    return (
      <div role="alert" className="mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-4 py-12">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p data-slot="esim-status-refusal">{intl.formatMessage({ id: REFUSAL_MESSAGE[answer.refusal] })}</p>
        {answer.refusal === 'failed' ? (
          <Button variant="secondary" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
            {intl.formatMessage({ id: 'orders.retry' })}
          </Button>
        ) : null}
      </div>
    );
  }
  const link = answer.link;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="[overflow-wrap:anywhere]">
          {intl.formatMessage(
            { id: 'esimStatus.intro' },
            { reference: link.orderCode, date: intl.formatDate(link.expiresAt, { dateStyle: 'long' }) },
          )}
        </p>
      </header>
      {usage.statuses.length > 0 ? (
        <EsimUsageList statuses={usage.statuses} refreshing={usage.refreshing} onRefresh={usage.refresh} headingLevel={2} />
      ) : link.esimDelayedSince ? (
        <EsimDelayNotice since={link.esimDelayedSince} {...(timeZone ? { timeZone } : {})} />
      ) : (
        <p>{intl.formatMessage({ id: 'esimStatus.none' })}</p>
      )}
    </div>
  );
}
