import { selectHasFailed, selectIsVisible, selectProgress } from '@shop/machines/loading-bar';
import { TopProgressBar } from '@shop/design-system';

import { LoadingBarContext } from './loading-bar-host';

/** The design system's top progress bar, as the loading-bar machine drives it. */
export function ProgressBar() {
  const visible = LoadingBarContext.useSelector(selectIsVisible);
  const progress = LoadingBarContext.useSelector(selectProgress);
  const failed = LoadingBarContext.useSelector(selectHasFailed);
  return <TopProgressBar progress={progress} state={!visible ? 'hidden' : failed ? 'failed' : progress >= 100 ? 'finishing' : 'running'} />;
}
