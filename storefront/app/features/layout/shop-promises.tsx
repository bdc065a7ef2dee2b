import { laterHydratedPart } from '../../lib/react/lazy-part';

/**
 * Spec §2 promises bar: the server renders it with the page; its slider (on phones, scrolled by
 * the browser itself until then) hydrates once its code has loaded at the shopper's first act
 * (docs/architecture.md "What a first load holds").
 */
export const ShopPromises = laterHydratedPart(() => import('./shop-promises-content').then((module) => module.ShopPromisesContent), {
  waitsFor: 'the shopper',
});
