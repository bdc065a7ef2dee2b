import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';

import { loadingBarBeforeStart, selectIsVisible, type loadingBarMachine } from '@shop/machines/loading-bar';

import { createDeferredActorContext } from '../../lib/react/deferred-actor-context';
import { lazyPart } from '../../lib/react/lazy-part';

/**
 * The bar's machine starts at the first navigation; until then the bar is hidden. The page on
 * screen says it is finished as it renders: no reason to start.
 */
export const LoadingBarContext = createDeferredActorContext<typeof loadingBarMachine>(loadingBarBeforeStart, {
  startsAtRest: true,
  passiveEvents: ['navigation.finished'],
});
const loadingBarLogic = () => import('./loading-bar-logic').then((module) => module.loadingBarMachine);

/**
 * Spec §4 top progress bar, driven by the router: a navigation (loading the next page's data or
 * code, or a form submission) starts it; the page on screen finishes it. An error page reports the
 * failure first (`useReportFailedNavigation`), so the bar ends red.
 */
function RouterProgress() {
  const navigation = useNavigation();
  const bar = LoadingBarContext.useActorRef();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    bar.send({ type: busy ? 'navigation.started' : 'navigation.finished' });
  }, [bar, busy]);
  // The bar's drawing loads the first time it shows (a navigation): no page's first load needs it.
  const visible = LoadingBarContext.useSelector(selectIsVisible);
  const [shown, setShown] = useState(false);
  if (visible && !shown) setShown(true);
  // Outside every landmark and only a visual hint: the new page's own heading tells assistive
  // technology where it is, as the error page does when the navigation fails.
  return (
    <div aria-hidden="true">
      {shown ? (
        <Suspense fallback={null}>
          <ProgressBar />
        </Suspense>
      ) : null}
    </div>
  );
}

const ProgressBar = lazyPart(() => import('./loading-bar').then((module) => module.ProgressBar));

export function LoadingBarHost({ children }: { children: ReactNode }) {
  return (
    <LoadingBarContext.Provider logic={loadingBarLogic} input={{}}>
      <RouterProgress />
      {children}
    </LoadingBarContext.Provider>
  );
}

/**
 * Rendered by an error page inside the layouts: the bar ends red. It hears this before it hears
 * the navigation finished, since children's effects run before their parents'.
 */
export function ReportFailedNavigation(): null {
  const bar = LoadingBarContext.useActorRef();
  useEffect(() => {
    bar.send({ type: 'navigation.failed' });
  }, [bar]);
  return null;
}
