import { OfflineBanner } from '@shop/design-system';

import { useIsOnline } from './online-status';

/** Says so while the network is gone: what the shopper typed stays, and nothing is sent until it is back. */
export function OfflineBannerHost() {
  const online = useIsOnline();
  return <OfflineBanner offline={!online} />;
}
