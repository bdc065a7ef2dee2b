import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { fetchMyEsims } from '@shop/api';
import { Button, Spinner } from '@shop/design-system';

import { EsimUsageList } from '../esim-status/esim-usage-list';
import { useEsimUsageRefresh } from '../esim-status/use-esim-usage-refresh';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { useKeyedLoad } from '../../lib/react/use-keyed-load';
import { useSessionEndedCheck } from './account-requests';

/** As many eSIMs as the side panel shows: the newest; each order's details show the rest. */
const PANEL_ESIMS = 5;

/**
 * "My eSIMs" in the side panel (issue 19): the customer's newest eSIMs with their usage, asked
 * when the panel opens, with a refresh. Nothing shows for a customer without eSIMs.
 */
export function MyEsimsUsage() {
  const intl = useIntl();
  const client = useShopClient();
  const onFailure = useSessionEndedCheck();
  const [load, retry] = useKeyedLoad(`my-esims@${client.locale}`, (signal) =>
    fetchMyEsims(client, { page: 1, itemsPerPage: PANEL_ESIMS }, { signal }),
  );
  useEffect(() => {
    if (load.kind === 'failed') onFailure(load.error);
  }, [load, onFailure]);
  const loaded = useMemo(() => (load.kind === 'loaded' ? load.value.items : []), [load]);
  const usage = useEsimUsageRefresh(
    loaded,
    async (signal) => (await fetchMyEsims(client, { page: 1, itemsPerPage: PANEL_ESIMS, refresh: true }, { signal })).items,
    onFailure,
  );

  if (load.kind === 'loading') return <Spinner label={intl.formatMessage({ id: 'esimUsage.loading' })} />;
  if (load.kind === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-muted p-4">
        <p>{intl.formatMessage({ id: 'esimUsage.loadFailed' })}</p>
        <Button variant="secondary" size="sm" onClick={retry}>
          {intl.formatMessage({ id: 'orders.retry' })}
        </Button>
      </div>
    );
  }
  if (usage.statuses.length === 0) return null;
  return (
    <section aria-labelledby="my-esims-usage" className="flex min-w-0 flex-col gap-3">
      <h3 id="my-esims-usage" className="text-lg font-semibold">
        {intl.formatMessage({ id: 'esimUsage.heading' })}
      </h3>
      <EsimUsageList statuses={usage.statuses} refreshing={usage.refreshing} onRefresh={usage.refresh} size="compact" headingLevel={4} />
    </section>
  );
}
