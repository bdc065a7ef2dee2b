import type { ShouldRevalidateFunctionArgs } from 'react-router';

import type { PlanType } from '@shop/api';

/** The search parameter that holds the chosen Local or Regional tab. */
export const PLAN_TYPE_PARAM = 'tab';

export function planTypeOfSearch(searchParams: URLSearchParams): PlanType {
  return searchParams.get(PLAN_TYPE_PARAM) === 'regional' ? 'regional' : 'local';
}

/** The canonical query of a page with the tabs (the page cache's key): the Regional tab, or nothing. */
export function planTypeQuery({ search }: { search: URLSearchParams }): string {
  return planTypeOfSearch(search) === 'regional' ? `${PLAN_TYPE_PARAM}=regional` : '';
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
