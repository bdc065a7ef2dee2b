import { useIntl } from 'react-intl';

import { DestinationList } from '@shop/design-system';

import { productPath } from '../../lib/routing/product-path';
import { renderRouterLinkFoundOnClick } from '../../lib/routing/router-link';
import { useLocale } from '../../lib/i18n/locale-route';
import type { DestinationIndex as DestinationIndexData, DestinationRow } from './destination-tabs.server';
import { PlanTypeTabs } from './plan-type-tabs';

/**
 * The offers page's Local and Regional tabs: every destination as a compact row (flag, name,
 * starting price), the long local list with a field that narrows it as the shopper types.
 */
export function DestinationIndex({ index }: { index: DestinationIndexData }) {
  const intl = useIntl();
  const locale = useLocale();
  const list = (rows: DestinationRow[], labelId: string, filterable: boolean) =>
    rows.length === 0 ? (
      <p className="py-8 text-center text-muted-foreground">{intl.formatMessage({ id: 'home.empty' })}</p>
    ) : (
      <DestinationList
        items={rows.map(([slug, title, flagCode, amount, flagTile]) => ({
          title,
          flagCode,
          href: productPath(locale, slug),
          amount,
          flagTile,
        }))}
        currency={index.currency}
        flagSheet={index.flagSheet}
        label={intl.formatMessage({ id: labelId })}
        renderLink={renderRouterLinkFoundOnClick}
        filterable={filterable}
      />
    );
  return <PlanTypeTabs local={list(index.local, 'home.tabs.local', true)} regional={list(index.regional, 'home.tabs.regional', false)} />;
}
