import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import type { ListingItem } from '@shop/api';

import { PlanTypeTabs } from './plan-type-tabs';

interface DestinationTabsPageProps {
  headingId: string;
  introId: string;
  local: ListingItem[];
  regional: ListingItem[];
  /** Between the introduction and the tabs (the home page's promises bar). */
  beforeTabs?: ReactNode;
  /** After the tabs (the home page's rating block). */
  afterTabs?: ReactNode;
}

/** A heading, its introduction and every destination in Local and Regional tabs: the home and offers pages. */
export function DestinationTabsPage({ headingId, introId, local, regional, beforeTabs, afterTabs }: DestinationTabsPageProps) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage({ id: headingId })}</h1>
        <p className="max-w-3xl text-muted-foreground">{intl.formatMessage({ id: introId })}</p>
      </header>
      {beforeTabs}
      <PlanTypeTabs local={local} regional={regional} />
      {afterTabs}
    </div>
  );
}
