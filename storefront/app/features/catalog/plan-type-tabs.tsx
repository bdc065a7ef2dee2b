import { laterHydratedPart } from '../../lib/react/lazy-part';

/**
 * The Local and Regional tabs are on the first paint but need not answer at once: the server
 * renders them whole, and their code (Radix's tabs, about 10 KB gzip) loads at the shopper's first
 * act and hydrates then (a tab pressed first is answered once it has), which keeps the home and
 * offers pages within their first-load budget and a page left alone without it.
 */
export const PlanTypeTabs = laterHydratedPart(() => import('./plan-type-tabs-content').then((module) => module.PlanTypeTabsContent), {
  waitsFor: 'the shopper',
});
