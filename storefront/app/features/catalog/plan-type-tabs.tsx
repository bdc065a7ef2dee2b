import { laterHydratedPart } from '../../lib/react/lazy-part';

/**
 * The Local and Regional tabs are on the first paint but need not answer at once: the server
 * renders them whole, and their code (Radix's tabs, about 10 KB gzip) hydrates after the page's,
 * which keeps the home and offers pages within their first-load budget.
 */
export const PlanTypeTabs = laterHydratedPart(() => import('./plan-type-tabs-content').then((module) => module.PlanTypeTabsContent));
