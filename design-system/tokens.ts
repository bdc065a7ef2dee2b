/**
 * Design tokens shared by TypeScript code (spec §9).
 *
 * The same breakpoint and layer numbers live in `styles/tokens/*.css` for
 * Tailwind; `tokens.test.ts` parses those files so the two cannot drift.
 * Each token carries a description so the foundations stories and editor
 * tooltips explain *why* a value exists, not only what it is.
 */

export interface Token<Value> {
  readonly value: Value;
  readonly description: string;
}

type TokenValues<Group extends Record<string, Token<unknown>>> = {
  readonly [Name in keyof Group]: Group[Name]['value'];
};

function valuesOf<Group extends Record<string, Token<unknown>>>(group: Group): TokenValues<Group> {
  return Object.fromEntries(Object.entries(group).map(([name, token]) => [name, token.value])) as TokenValues<Group>;
}

/** Minimum viewport widths in px, mobile-first (`min-width` media queries). */
export const breakpointTokens = {
  mobile: { value: 320, description: 'Smallest supported phone; every layout must work from here up.' },
  mobileMedium: { value: 375, description: 'Common modern phone width.' },
  mobileWide: { value: 425, description: 'Large phones; room for two cards side by side.' },
  tablet: { value: 768, description: 'Tablets in portrait; multi-column grids start.' },
  desktop: { value: 1024, description: 'Desktop navigation replaces the mobile menu from here.' },
  desktopMedium: { value: 1280, description: 'Typical laptop width.' },
  desktopWide: { value: 1600, description: 'Wide screens; content stops growing and centres.' },
} as const satisfies Record<string, Token<number>>;

/**
 * Largest width (px) at which the mobile menu is shown (`max-width` query).
 * It is desktop − 1 so the two menus never overlap or leave a gap.
 */
export const mobileMenuBreakpointToken = {
  value: 1023,
  description: 'Largest width showing the mobile menu (max-width); desktop menu from 1024.',
} as const satisfies Token<number>;

/** Stacking order by role; never use raw z-index numbers in components. */
export const layerTokens = {
  header: { value: 100, description: 'Sticky site header and its dropdowns (search results).' },
  chatButton: { value: 150, description: 'Floating support-chat button; above the header, below panels.' },
  sidebar: { value: 200, description: 'Side panel (menu, cart, account…) and its overlay.' },
  modal: { value: 250, description: 'Modal dialogs (review, newsletter, login); above everything.' },
} as const satisfies Record<string, Token<number>>;

/*
 * The delays as plain numbers first: `timings` (what components read) then holds no token
 * descriptions, which a browser bundle would carry for nothing.
 */
const SEARCH_DEBOUNCE_MS = 300;
const BUTTON_LOADER_DELAY_MS = 330;
const ROUTE_DATA_DELAY_MS = 200;
const PROGRESS_BAR_THROTTLE_MS = 200;
const PROGRESS_BAR_DURATION_MS = 5000;
const PROGRESS_BAR_HIDE_DELAY_MS = 500;
const CHUNK_RELOAD_GUARD_MS = 60000;
const SLIDER_AUTOPLAY_MS = 5000;

/** Delays and durations in milliseconds. */
export const timingTokens = {
  searchDebounceMs: { value: SEARCH_DEBOUNCE_MS, description: 'Wait after the last keystroke before searching (from 3 letters).' },
  buttonLoaderDelayMs: {
    value: BUTTON_LOADER_DELAY_MS,
    description: 'A busy button shows its spinner only after this delay, so fast actions do not flash.',
  },
  routeDataDelayMs: { value: ROUTE_DATA_DELAY_MS, description: 'Delay before route data fetching shows loading UI.' },
  progressBarThrottleMs: { value: PROGRESS_BAR_THROTTLE_MS, description: 'The top progress bar appears only if loading lasts longer.' },
  progressBarDurationMs: { value: PROGRESS_BAR_DURATION_MS, description: 'Time the top progress bar takes to creep to its end.' },
  progressBarHideDelayMs: { value: PROGRESS_BAR_HIDE_DELAY_MS, description: 'The finished progress bar stays visible this long.' },
  chunkReloadGuardMs: {
    value: CHUNK_RELOAD_GUARD_MS,
    description: 'After a failed route chunk, reload once unless a reload happened within this window.',
  },
  sliderAutoplayMs: { value: SLIDER_AUTOPLAY_MS, description: 'Default time each slide stays before autoplay advances.' },
} as const satisfies Record<string, Token<number>>;

export const breakpoints = {
  // Marked pure so a bundle that reads only `timings` drops these.
  .../* @__PURE__ */ valuesOf(breakpointTokens),
  mobileMenu: mobileMenuBreakpointToken.value,
} as const;

export const layers = /* @__PURE__ */ valuesOf(layerTokens);

export const timings = {
  searchDebounceMs: SEARCH_DEBOUNCE_MS,
  buttonLoaderDelayMs: BUTTON_LOADER_DELAY_MS,
  routeDataDelayMs: ROUTE_DATA_DELAY_MS,
  progressBar: {
    throttleMs: PROGRESS_BAR_THROTTLE_MS,
    durationMs: PROGRESS_BAR_DURATION_MS,
    hideDelayMs: PROGRESS_BAR_HIDE_DELAY_MS,
  },
  chunkReloadGuardMs: CHUNK_RELOAD_GUARD_MS,
  sliderAutoplayMs: SLIDER_AUTOPLAY_MS,
} as const;

export type BreakpointName = keyof typeof breakpointTokens;
export type LayerName = keyof typeof layerTokens;

/** Media queries ready for `window.matchMedia`, built from the numbers above. */
export const mediaQueries = {
  mobileMenu: `(max-width: ${mobileMenuBreakpointToken.value}px)`,
  desktopUp: `(min-width: ${breakpointTokens.desktop.value}px)`,
} as const;
