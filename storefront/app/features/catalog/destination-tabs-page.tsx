import { useIntl } from 'react-intl';

import type { ListingItem } from '@shop/api';

import { PlanTypeTabs } from './plan-type-tabs';

interface DestinationTabsPageProps {
  headingId: string;
  introId: string;
  local: ListingItem[];
  regional: ListingItem[];
}

/** A heading, its introduction and every destination in Local and Regional tabs: the home and offers pages. */
export function DestinationTabsPage({ headingId, introId, local, regional }: DestinationTabsPageProps) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage({ id: headingId })}</h1>
        <p className="max-w-3xl text-muted-foreground">{intl.formatMessage({ id: introId })}</p>
      </header>
      <PlanTypeTabs local={local} regional={regional} />
    </div>
  );
}
