import { laterHydratedPart } from '../../lib/react/lazy-part';

/**
 * Spec §2 promises bar: the server renders it with the page; its slider (on phones) hydrates once
 * its code has loaded after the page's (docs/architecture.md "What a first load holds").
 */
export const ShopPromises = laterHydratedPart(() => import('./shop-promises-content').then((module) => module.ShopPromisesContent));
