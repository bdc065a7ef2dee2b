import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { ShopError, getEsimUsageByLink } from '@shop/api';
import { Button, Spinner } from '@shop/design-system';

import { EsimUsageList } from '../../lib/esim-usage/esim-usage-list';
import { useEsimUsageRefresh } from '../../lib/esim-usage/use-esim-usage-refresh';
import { useShopClient } from '../../lib/shop-client';
import { useKeyedLoad } from '../../lib/use-keyed-load';

type Refusal = 'expired' | 'invalid' | 'failed';

function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ShopError) || error.detail.kind !== 'http') return 'failed';
  if (error.detail.code === 'ESIM_LINK_EXPIRED') return 'expired';
  return error.detail.code === 'ESIM_LINK_INVALID' ? 'invalid' : 'failed';
}

const REFUSAL_MESSAGE: Record<Refusal, string> = {
  expired: 'esimStatus.expired',
  invalid: 'esimStatus.invalid',
  failed: 'esimStatus.failed',
};

/**
 * The guest's eSIM usage page (issue 19, `/{lang}/esim-status?token=…`, the link of the delivery
 * email and the thank-you page): the order's eSIMs and their usage, no account needed, read in
 * the browser when the page opens. An expired or forged link gets its own translated answer.
 */
export function EsimStatusPage() {
  const intl = useIntl();
  const client = useShopClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [load, retry] = useKeyedLoad(`${token}@${client.locale}`, (signal) => getEsimUsageByLink(client, { token }, { signal }));
  const loaded = useMemo(() => (load.kind === 'loaded' ? load.value.esims : []), [load]);
  const usage = useEsimUsageRefresh(
    loaded,
    async (signal) => (await getEsimUsageByLink(client, { token, refresh: true }, { signal })).esims,
  );

  const title = intl.formatMessage({ id: 'esimStatus.title' });
  if (load.kind === 'loading') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <Spinner label={intl.formatMessage({ id: 'esimUsage.loading' })} />
      </div>
    );
  }
  if (load.kind === 'failed') {
    const refusal = refusalOf(load.error);
    return (
      <div role="alert" className="mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-4 py-12">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p data-slot="esim-status-refusal">{intl.formatMessage({ id: REFUSAL_MESSAGE[refusal] })}</p>
        {refusal === 'failed' ? (
          <Button variant="secondary" onClick={retry}>
            {intl.formatMessage({ id: 'orders.retry' })}
          </Button>
        ) : null}
      </div>
    );
  }
  const link = load.value;
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
      ) : (
        <p>{intl.formatMessage({ id: 'esimStatus.none' })}</p>
      )}
    </div>
  );
}
