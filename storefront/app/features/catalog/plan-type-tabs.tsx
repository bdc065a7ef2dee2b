import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';

import type { PlanType } from '@shop/api';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shop/design-system';

const PLAN_TYPE_PARAM = 'tab';

function planTypeOfSearch(searchParams: URLSearchParams): PlanType {
  return searchParams.get(PLAN_TYPE_PARAM) === 'regional' ? 'regional' : 'local';
}

/** Switching tabs only rewrites `?tab`: the listings stay as loaded. After a form (the currency choice) prices may change. */
export function revalidateUnlessOnlyTabChanged({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  const withoutTab = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete(PLAN_TYPE_PARAM);
    return `${url.pathname}?${search.toString()}`;
  };
  return withoutTab(currentUrl) !== withoutTab(nextUrl) && defaultShouldRevalidate;
}

/** The offers page (spec §2) opened on one tab: `/en/Offers`, `/en/Offers?tab=regional`. */
export function offersPath(locale: string, planType: PlanType = 'local'): string {
  return `/${locale}/Offers${planType === 'regional' ? `?${PLAN_TYPE_PARAM}=regional` : ''}`;
}

/**
 * The Local and Regional eSIM tabs (spec §2); the chosen tab lives in the URL so back and reload
 * keep it. Only the chosen panel is in the page: the other one renders when picked.
 */
export function PlanTypeTabs({ local, regional }: { local: ReactNode; regional: ReactNode }) {
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
