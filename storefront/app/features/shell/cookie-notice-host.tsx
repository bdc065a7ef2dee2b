import { Suspense } from 'react';

import { selectIsNoticeShown } from '@shop/machines/consent';

import { lazyPart } from '../../lib/react/lazy-part';
import { ConsentContext } from './consent-context';

/** The notice's code: loaded once the consent machine shows it (in the browser only, never in a cached page). */
const ShownCookieNotice = lazyPart(() => import('./cookie-notice').then((module) => module.ShownCookieNotice));

/** Spec §2 cookie notice with its 'Got it' button, until the shopper presses it (remembered a year). */
export function CookieNoticeHost() {
  const shown = ConsentContext.useSelector(selectIsNoticeShown);
  return shown ? (
    <Suspense fallback={null}>
      <ShownCookieNotice />
    </Suspense>
  ) : null;
}
