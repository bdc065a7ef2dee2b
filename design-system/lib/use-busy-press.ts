import type { MouseEvent, MouseEventHandler } from 'react';
import { useDelayedFlag } from './use-delayed-flag';

/**
 * A button that stays focusable while busy but does nothing when pressed (spec §4 loading): not
 * the native `disabled`, which would drop keyboard focus mid-action; `preventDefault` also stops a
 * submit button from submitting twice. Spread `busyProps` on the `<button>`; `showSpinner` turns
 * true once `busy` has lasted `loaderDelayMs`, so quick actions never flash a loader.
 */
export function useBusyPress(busy: boolean, loaderDelayMs: number, onClick: MouseEventHandler<HTMLButtonElement> | undefined) {
  return {
    showSpinner: useDelayedFlag(busy, loaderDelayMs),
    busyProps: {
      'aria-busy': busy || undefined,
      'aria-disabled': busy || undefined,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      },
    },
  };
}
