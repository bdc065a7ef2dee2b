import { laterHydratedPart } from '../../lib/react/lazy-part';

/**
 * Spec §1 footer, below every page of the default layout: the server renders it with the page;
 * the browser loads its code (links, the newsletter button, the card brands) at the shopper's
 * first act and hydrates it then (docs/architecture.md "What a first load holds").
 */
export const SiteFooter = laterHydratedPart(() => import('./site-footer-content').then((module) => module.SiteFooterContent), {
  waitsFor: 'the shopper',
});
