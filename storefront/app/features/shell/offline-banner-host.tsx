import { useIntl } from 'react-intl';

import { OfflineBanner } from '@shop/design-system';

import { useIsOnline } from './online-status';

/** Says so while the network is gone: what the shopper typed stays, and nothing is sent until it is back. */
export function OfflineBannerHost() {
  const intl = useIntl();
  const online = useIsOnline();
  return (
    <OfflineBanner
      offline={!online}
      message={intl.formatMessage({ id: 'offline.message' })}
      detail={intl.formatMessage({ id: 'offline.detail' })}
    />
  );
}
