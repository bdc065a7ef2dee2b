import type { EsimStatus } from '@shop/api';
import { EsimUsage } from '@shop/design-system';

import { useLocale } from '../../lib/i18n/locale-route';
import { productPath } from '../../lib/routing/product-path';
import { renderRouterLink } from '../../lib/routing/router-link';

interface EsimUsageListProps {
  statuses: EsimStatus[];
  refreshing: boolean;
  onRefresh: () => void;
  /** `compact` in the "My eSIMs" side panel. */
  size?: 'default' | 'compact';
  headingLevel?: 2 | 3 | 4 | 5;
  timeZone?: string | undefined;
}

/**
 * Each eSIM's usage card (design system EsimUsage), the figures as the backend gave them; the
 * storefront only picks where "buy a new eSIM for this destination" leads (spec §9: no top-up or
 * extension): the plan's product page.
 */
export function EsimUsageList({ statuses, refreshing, onRefresh, size = 'default', headingLevel = 3, timeZone }: EsimUsageListProps) {
  const locale = useLocale();
  return (
    <ul className="flex min-w-0 flex-col gap-3" data-slot="esim-usage-list">
      {statuses.map((status) => (
        <li key={status.id}>
          <EsimUsage
            planName={status.planName}
            iccid={status.iccid}
            usage={status.usage}
            refreshing={refreshing}
            onRefresh={onRefresh}
            {...(status.productSlug ? { buyAgainHref: productPath(locale, status.productSlug) } : {})}
            renderLink={renderRouterLink}
            size={size}
            headingLevel={headingLevel}
            {...(timeZone ? { timeZone } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
