import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shop/design-system';

import { PLAN_TYPE_PARAM, planTypeOfSearch } from './plan-type-param';

/**
 * The Local and Regional eSIM tabs (spec §2); the chosen tab lives in the URL so back and reload
 * keep it. Only the chosen panel is in the page: the other one renders when picked.
 */
export function PlanTypeTabsContent({ local, regional }: { local: ReactNode; regional: ReactNode }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = planTypeOfSearch(searchParams);
  const select = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === 'regional') next.set(PLAN_TYPE_PARAM, 'regional');
    else next.delete(PLAN_TYPE_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <Tabs value={selected} onValueChange={select}>
      <TabsList aria-label={intl.formatMessage({ id: 'home.tabs.label' })}>
        <TabsTrigger value="local">{intl.formatMessage({ id: 'home.tabs.local' })}</TabsTrigger>
        <TabsTrigger value="regional">{intl.formatMessage({ id: 'home.tabs.regional' })}</TabsTrigger>
      </TabsList>
      <TabsContent value="local" className="pt-4">
        {local}
      </TabsContent>
      <TabsContent value="regional" className="pt-4">
        {regional}
      </TabsContent>
    </Tabs>
  );
}
