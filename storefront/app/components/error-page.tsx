import { laterHydratedPart } from '../lib/react/lazy-part';

/**
 * Spec §2's error page (404, 5xx, a failed chunk), for every route's ErrorBoundary. The server
 * renders it whole; the browser loads its code only when a page shows it (docs/architecture.md
 * "What a first load holds").
 */
export const ErrorPage = laterHydratedPart(() => import('./error-page-content').then((module) => module.ErrorPageContent));
