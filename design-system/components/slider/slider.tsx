import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../lib/icons';
import { timings } from '../../tokens';
import { Button } from '../button/button';
import type { sliderMessages } from './slider.messages';
import { nextPage, pageAtOffset, pageCount, previousPage } from './slider.logic';
import { sliderArrowClassName, sliderBulletVariants, sliderSlideClassName, sliderTrackClassName } from './slider.variants';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Spec §5: the slider's navigation is one of these. */
export type SliderNavigation = 'arrows' | 'bullets' | 'none';

export interface SliderProps extends Omit<ComponentProps<'section'>, 'children'> {
  slides: readonly ReactNode[];
  /** Default `arrows`. Controls only show when the slides make more than one page. */
  navigation?: SliderNavigation;
  /** Slides shown side by side; they move a page (this many) at a time. Default 1. */
  perView?: number;
  /** Time on each page before moving on; `false` for no autoplay. Default 5000 (spec §9). */
  autoplayMs?: number | false;
  /** From the last page, "next" (and autoplay) goes back to the first, "previous" on the first to the last. Default true. */
  rewind?: boolean;
  /** Accessible name of the carousel, e.g. "Our promises". */
  label: string;
}

/**
 * Generic carousel (spec §5/§9, WAI-ARIA carousel pattern): a region with
 * `aria-roledescription="carousel"`, each slide a group with
 * `aria-roledescription="slide"` named "n of total".
 *
 * The slides sit in a horizontally scrolling strip with snap points (see
 * `sliderTrackClassName`); the current page is read back from the scroll
 * position, so a swipe, a bullet, an arrow, the arrow keys on the focused strip
 * and autoplay all agree. Autoplay never runs while the pointer is over the
 * carousel, while focus is inside it, or when the visitor prefers reduced
 * motion; moves the visitor makes are announced politely, autoplay's are not.
 * Wherever autoplay can run, a button stops and restarts it (WCAG 2.2.2).
 */
export function Slider({
  slides,
  navigation = 'arrows',
  perView = 1,
  autoplayMs = timings.sliderAutoplayMs,
  rewind = true,
  label,
  className,
  style,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...rest
}: SliderProps) {
  const text = useComponentText<typeof sliderMessages>('Slider');
  const size = Math.max(1, Math.floor(perView));
  const total = slides.length;
  const pages = pageCount(total, size);
  const trackRef = useRef<HTMLDivElement>(null);
  /** Where a programmatic scroll is heading; scroll events on the way are not the current page. */
  const targetRef = useRef<{ page: number; offset: number } | null>(null);
  const [page, setPage] = useState(0);
  // Fewer slides (or more per view) can leave the page past the end. Adjusted while rendering:
  // the browser clamps the strip's scroll the same way, so the last page is where it stands.
  if (page > 0 && page >= pages) setPage(Math.max(0, pages - 1));
  /** A programmatic scroll is under way: autoplay counts a page's time from its arrival. */
  const [moving, setMoving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const multiPage = pages > 1;
  const canRotate = multiPage && autoplayMs !== false && autoplayMs > 0 && !reducedMotion;
  const rotating = canRotate && !stopped;
  const atEnd = page >= pages - 1;
  /** A bullet's name and what a move announces, from the 0-based page index. */
  const pageLabel = (index: number) => text(size > 1 ? 'showPage' : 'showSlide', { page: index + 1, count: pages });
  const running = rotating && !moving && !hovered && !focused && (rewind || !atEnd);

  function scrollToPage(target: number) {
    const track = trackRef.current;
    setPage(target);
    if (track === null) return;
    const offset = pageOffset(track, target);
    if (standsAt(track, offset)) return;
    targetRef.current = { page: target, offset };
    setMoving(true);
    track.scrollTo({ left: signedOffset(track, offset), behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  /** A move the visitor asked for: made and announced. */
  function goTo(target: number) {
    scrollToPage(target);
    setAnnouncement(pageLabel(target));
  }

  function handleScroll() {
    const track = trackRef.current;
    if (track === null) return;
    const pending = targetRef.current;
    if (pending !== null) {
      if (!standsAt(track, pending.offset)) return;
      releaseTarget();
      setPage(pending.page);
      return;
    }
    setPage(pageAtOffset(track.scrollLeft, track.clientWidth, track.scrollWidth - track.clientWidth, pages));
  }

  /** Arrived, or a swipe or wheel took over from a programmatic scroll still under way. */
  function releaseTarget() {
    targetRef.current = null;
    setMoving(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const track = trackRef.current;
    if (track === null || event.target !== track || !multiPage) return;
    const rtl = getComputedStyle(track).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? nextPage(page, pages, false)
        : event.key === backward
          ? previousPage(page, pages, false)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? pages - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    goTo(target);
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    onBlur?.(event);
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  }

  // Autoplay: one timer per page shown, so any move (by hand or by timer) restarts the count.
  // Effects move the strip through an effect event: scrollToPage only reads refs and the state their deps track.
  const scrollFromEffect = useEffectEvent((target: number) => scrollToPage(target));
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => scrollFromEffect(nextPage(page, pages, rewind)), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [running, page, pages, rewind, autoplayMs]);

  // A scroll that never reports its arrival (the strip hidden or resized mid-way) must not hold autoplay for good.
  useEffect(() => {
    if (!moving) return undefined;
    const timer = window.setTimeout(releaseTarget, 1500);
    return () => window.clearTimeout(timer);
  }, [moving]);

  /**
   * The strip's width changed (a phone turned, a window resized): the page shown stays shown.
   * Chromium ends a smooth scroll under way at the offset it was heading for in the old width,
   * between two slides, and its snap points do not bring it back.
   */
  const keepPageOnResize = useEffectEvent(() => {
    const track = trackRef.current;
    if (track === null) return;
    releaseTarget();
    const offset = pageOffset(track, page);
    if (!standsAt(track, offset)) track.scrollTo({ left: signedOffset(track, offset), behavior: 'instant' });
  });
  useEffect(() => {
    const track = trackRef.current;
    if (track === null || !multiPage) return undefined;
    let width = track.clientWidth;
    const observer = new ResizeObserver(() => {
      if (track.clientWidth === width) return;
      width = track.clientWidth;
      keepPageOnResize();
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, [multiPage]);

  if (total === 0) return null;

  return (
    <section
      data-slot="slider"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      style={{ ...style, '--slider-per-view': String(size) } as CSSProperties}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocused(true);
      }}
      onBlur={handleBlur}
      {...rest}
    >
      {/* A scrolling strip must be reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable);
          a role would add a landmark or widget the carousel pattern does not have. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a focusable scroll region, see above */}
      <div
        ref={trackRef}
        data-slot="slider-track"
        // Focusable only when there is somewhere to scroll: arrow keys then move a page.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll region, see above
        tabIndex={multiPage ? 0 : undefined}
        className={sliderTrackClassName}
        onScroll={handleScroll}
        onPointerDown={releaseTarget}
        onWheel={releaseTarget}
        onKeyDown={handleKeyDown}
      >
        {slides.map((slide, index) => (
          <div
            // Slides are positional: the carousel has no identity for them beyond their place.
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={text('slide', { page: index + 1, count: total })}
            data-slot="slider-slide"
            className={cn(sliderSlideClassName, index % size === 0 && 'snap-start')}
          >
            {slide}
          </div>
        ))}
      </div>

      {multiPage && (navigation !== 'none' || canRotate) ? (
        <div data-slot="slider-controls" className="flex items-center justify-center gap-2">
          {canRotate ? (
            <Button
              variant="ghost"
              className={sliderArrowClassName}
              aria-label={text(stopped ? 'play' : 'pause')}
              onClick={() => setStopped(!stopped)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </Button>
          ) : null}
          {navigation === 'arrows' ? (
            <>
              <Button
                variant="secondary"
                className={sliderArrowClassName}
                aria-label={text('previous')}
                aria-disabled={(!rewind && page === 0) || undefined}
                onClick={() => {
                  if (rewind || page > 0) goTo(previousPage(page, pages, rewind));
                }}
              >
                <ChevronLeftIcon className="rtl:rotate-180" />
              </Button>
              <Button
                variant="secondary"
                className={sliderArrowClassName}
                aria-label={text('next')}
                aria-disabled={(!rewind && atEnd) || undefined}
                onClick={() => {
                  if (rewind || !atEnd) goTo(nextPage(page, pages, rewind));
                }}
              >
                <ChevronRightIcon className="rtl:rotate-180" />
              </Button>
            </>
          ) : null}
          {navigation === 'bullets' ? (
            <div data-slot="slider-bullets" className="flex flex-wrap items-center justify-center gap-1">
              {Array.from({ length: pages }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={pageLabel(index)}
                  aria-current={index === page || undefined}
                  className={sliderBulletVariants({ current: index === page })}
                  onClick={() => goTo(index)}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}

      {/* Always mounted so each change is heard; only moves the visitor made are written here. */}
      <p role="status" data-slot="slider-status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/** Where a page starts on the strip; the last page may be partial, and the browser stops at the strip's end. */
function pageOffset(track: HTMLElement, page: number): number {
  return Math.min(page * track.clientWidth, track.scrollWidth - track.clientWidth);
}

/** Whether the strip stands at `offset`, to the pixel (a scroll stops on fractions), whatever the direction. */
function standsAt(track: HTMLElement, offset: number): boolean {
  return Math.abs(Math.abs(track.scrollLeft) - offset) < 1;
}

/** An offset as `scrollTo` takes it: negative on a right-to-left strip. */
function signedOffset(track: HTMLElement, offset: number): number {
  return getComputedStyle(track).direction === 'rtl' ? -offset : offset;
}
