import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { timings } from '../../tokens';
import type { topProgressBarMessages } from './top-progress-bar.messages';
import { topProgressBarFillVariants, topProgressBarVariants } from './top-progress-bar.variants';

/**
 * What the page load is doing (spec §4 loading bar): `running` creeps towards
 * the end, `finishing` completes it (the host hides it 500 ms later),
 * `failed` completes it in the danger colour, `hidden` shows nothing.
 */
export type TopProgressBarState = 'hidden' | 'running' | 'finishing' | 'failed';

export interface TopProgressBarProps extends Omit<ComponentProps<'div'>, 'children' | 'role'> {
  state: TopProgressBarState;
  /** Time the running bar takes to creep to `RUNNING_END`. Default: the spec's 5000 ms. */
  durationMs?: number;
  /**
   * Optional, 0–100: a host that computes the creep itself (the loading-bar
   * machine's `selectProgress`) passes it here and the running bar follows it
   * (`durationMs` is then unused). `finishing` and `failed` still run to the end.
   */
  progress?: number;
}

/** Where a running bar stops: it never claims to be done before the load is. */
export const RUNNING_END = 0.9;

/** How long the bar takes from where it is to the end once the load is over (`--motion-duration-base`). */
const COMPLETE_MS = 200;

/** How long a step to a new `progress` takes: about one tick of the machine, so the steps join up. */
const STEP_MS = 200;

/** Ease-out: fast at first, slower and slower as it nears the end, like a load that tails off. */
const CREEP_EASING = 'cubic-bezier(0.1, 0.6, 0.3, 1)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The thin bar across the top of the viewport while a page loads (spec §4,
 * §9: throttle 200 ms, duration 5 s, hide delay 500 ms; the host owns those
 * timers and sets `state`).
 *
 * A `progressbar` named "Loading the page", `aria-busy` while running. Its value is
 * left out while running (an estimate, not measured progress: screen readers
 * hear a busy, indeterminate bar) and is 100 once finishing.
 *
 * Animated with the Web Animations API so `finishing` and `failed` continue
 * from wherever the creep had reached. The bar creeps on its own over
 * `durationMs`, or follows `progress` when the host computes it. With
 * `prefers-reduced-motion: reduce` every step is instant: the bar appears at
 * its running length and jumps to the end.
 */
export function TopProgressBar({ state, durationMs = timings.progressBar.durationMs, progress, className, ...rest }: TopProgressBarProps) {
  const text = useComponentText<typeof topProgressBarMessages>('TopProgressBar');
  const fillRef = useRef<HTMLDivElement>(null);

  // Layout effect: the first frame of a new state already shows it, no flash of the previous one.
  useLayoutEffect(() => {
    const fill = fillRef.current;
    if (fill === null) return;
    const instant = prefersReducedMotion();
    if (state === 'running' && progress === undefined) {
      for (const animation of fill.getAnimations()) animation.cancel();
      fill.animate([{ transform: 'scaleX(0)' }, { transform: `scaleX(${RUNNING_END})` }], {
        duration: instant ? 0 : durationMs,
        easing: CREEP_EASING,
        fill: 'forwards',
      });
      return;
    }
    // From where the bar is now: to the host's value while running, to the end once finishing or failed.
    const target = state === 'running' ? Math.min(Math.max(progress ?? 0, 0), 100) / 100 : 1;
    const from = getComputedStyle(fill).transform;
    for (const animation of fill.getAnimations()) animation.cancel();
    fill.animate([{ transform: from === 'none' ? 'scaleX(0)' : from }, { transform: `scaleX(${target})` }], {
      duration: instant ? 0 : state === 'running' ? STEP_MS : COMPLETE_MS,
      easing: state === 'running' ? 'linear' : 'ease-out',
      fill: 'forwards',
    });
  }, [state, durationMs, progress]);

  if (state === 'hidden') return null;
  return (
    <div
      data-slot="top-progress-bar"
      data-state={state}
      role="progressbar"
      aria-label={text('label')}
      aria-busy={state === 'running' || undefined}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state === 'finishing' ? 100 : undefined}
      className={cn(topProgressBarVariants(), className)}
      {...rest}
    >
      <div ref={fillRef} data-slot="top-progress-bar-fill" className={topProgressBarFillVariants({ state })} />
    </div>
  );
}
