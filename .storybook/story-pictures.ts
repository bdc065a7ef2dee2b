import { storyNameFromExport } from 'storybook/internal/csf';
import { composeStory } from 'storybook/preview-api';
import { afterEach, beforeEach, vi, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';

import {
  CONTENT_MARGIN_PX,
  DESKTOP_WIDTH,
  FIXED_NOW,
  MOBILE_WIDTH,
  SETTLE_MS,
  STORY_LOCALES,
  STORY_TEST_VIEWPORT,
  baselineName,
  viewportHeightFor,
  widthOfViewport,
} from '../scripts/visual/picture-plan';
import type { StoryPictureVerdict } from '../scripts/visual/story-pictures.command';

/*
 * The visual tests, inside the story tests (issue 31 point 8): the story tests render every story
 * and run its play function already, so once a story's test has passed, this photographs it as
 * scripts/visual/picture-plan.ts says and compares each picture with its baseline in Node
 * (scripts/visual/story-pictures.command.ts). A picture that differs fails the story's test.
 */

declare module 'vitest/browser' {
  interface BrowserCommands {
    photographStory(component: string, file: string): Promise<StoryPictureVerdict>;
    storyNotPhotographed(storyId: string): Promise<void>;
    storyOwnsTexts(storiesFile: string): Promise<boolean>;
  }
}

/** What this setup reads of the story Storybook's Vitest plugin composed for the test. */
interface ComposedStory {
  globals: Record<string, unknown>;
  parameters: { visual?: { skip?: string } };
  run(): Promise<void>;
}
type StoryTestContext = TestContext & { story?: ComposedStory };

type StoryAnnotations = { name?: string; storyName?: string; play?: unknown };
type StoriesModule = { default: Parameters<typeof composeStory>[1] } & Record<string, StoryAnnotations>;
/** Every stories file, loaded when one of its stories is photographed in another language (the test loaded it already). */
const storiesModules = import.meta.glob<StoriesModule>(['../design-system/**/*.stories.tsx', '../storefront/app/**/*.stories.tsx']);

/**
 * What the browser draws differently from one moment or one version to the next, out of the
 * pictures: a blinking caret, and a text area's resize grip (Chromium 150 draws it 20 pixels apart
 * from the baselines' Chromium, so each such picture was decoded and compared pixel by pixel).
 */
function hideBrowserDrawnParts(): void {
  if (document.getElementById('story-pictures-caret')) return;
  const style = document.createElement('style');
  style.id = 'story-pictures-caret';
  style.textContent = '*, *::before, *::after { caret-color: transparent !important; } textarea { resize: none !important; }';
  document.head.append(style);
}

/** The marker of the part of the page to photograph (PICTURE_FRAME_SELECTOR in the command). */
const PICTURE_FRAME_ATTRIBUTE = 'data-story-picture';
/** Stories files whose first story was photographed in every language already (one module graph for all files). */
const languagesDone = new Set<string>();

// Playwright's clock did this for the visual tests: timers and dates are the test's, and flow with
// real time, so a play function runs as it would, and its pending timers can be run at once.
beforeEach(() => {
  hideBrowserDrawnParts();
  vi.useFakeTimers({
    now: FIXED_NOW,
    shouldAdvanceTime: true,
    advanceTimeDelta: 1,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});

afterEach(async (context: StoryTestContext) => {
  try {
    const story = context.story;
    const storyId = (context.task.meta as { storyId?: string }).storyId;
    if (!story || !storyId) return;
    // A story that failed is not photographed: its baselines are not stale for that.
    if ((context.task.result?.errors?.length ?? 0) > 0) {
      await commands.storyNotPhotographed(storyId);
      return;
    }
    if (story.parameters.visual?.skip) return;
    const problems: string[] = [];
    const ownWidth = widthOfViewport((story.globals['viewport'] as { value?: unknown } | undefined)?.value);
    const ownLocale = story.globals['locale'] !== undefined && story.globals['locale'] !== 'en';
    for (const width of ownWidth ? [ownWidth] : [MOBILE_WIDTH, DESKTOP_WIDTH]) {
      problems.push(...(await photograph(storyId, width)));
    }
    const file = context.task.file.filepath;
    if (!ownLocale && !languagesDone.has(file)) {
      languagesDone.add(file);
      if (await commands.storyOwnsTexts(file)) {
        // At the story's own width if it has one, else where long words and CJK wrap first.
        const languageWidth = ownWidth ?? MOBILE_WIDTH;
        for (const locale of STORY_LOCALES.filter((code) => code !== 'en')) {
          await renderInLanguage(context, story, locale, ownWidth);
          problems.push(...(await photograph(storyId, languageWidth, locale)));
        }
      }
    }
    if (problems.length > 0) throw new Error(`Pictures that differ from their baselines:\n${problems.join('\n')}`);
  } finally {
    vi.useRealTimers();
  }
});

/**
 * The first story of a component that owns texts, rendered in another language without its play
 * function (which speaks English): its render and its accessibility check must pass.
 */
async function renderInLanguage(
  context: StoryTestContext,
  english: ComposedStory,
  locale: string,
  ownWidth: number | undefined,
): Promise<void> {
  const file = context.task.file.filepath;
  const load = Object.entries(storiesModules).find(([key]) => file.endsWith(key.slice('..'.length)))?.[1];
  if (!load) throw new Error(`No stories module for ${file}`);
  const stories = await load();
  const exportName = Object.keys(stories).find(
    (key) => key !== 'default' && (stories[key]?.name ?? stories[key]?.storyName ?? storyNameFromExport(key)) === context.task.name,
  );
  if (!exportName) throw new Error(`No story named ${context.task.name} in ${file}`);
  const annotations = stories[exportName]!;
  const projectAnnotations = (globalThis as { globalProjectAnnotations?: Parameters<typeof composeStory>[3] }).globalProjectAnnotations;
  const story = composeStory(
    { ...annotations, play: undefined } as Parameters<typeof composeStory>[0],
    stories.default,
    { initialGlobals: { ...english.globals, locale } },
    projectAnnotations,
    exportName,
  );
  // A story with its own viewport renders at it, as its test did; the others as in their tests.
  if (ownWidth) await page.viewport(ownWidth, viewportHeightFor(ownWidth));
  else await page.viewport(STORY_TEST_VIEWPORT.width, STORY_TEST_VIEWPORT.height);
  await story.run();
}

/**
 * Brings every animation to rest as Playwright's `animations: 'disabled'` does: a finite one to its
 * end, an endless one (a spinner) back to its start.
 */
function stillAnimations(): void {
  for (const animation of document.getAnimations()) {
    const iterations = animation.effect?.getComputedTiming().iterations;
    if (iterations === Number.POSITIVE_INFINITY) animation.cancel();
    else animation.finish();
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Every scroll position of the page, as one string to compare from one frame to the next. */
function scrollPositions(): string {
  const scrolled = [...document.querySelectorAll('*')].filter(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );
  return [window.scrollX, window.scrollY, ...scrolled.flatMap((element) => [element.scrollLeft, element.scrollTop])].join();
}

/**
 * Every image the page shows loaded and decoded: each eager one, and each lazy one in view (the
 * browser loads it because it is). Flags still being decoded on a busy machine made pictures
 * without them, an eager one in a cart line, lazy ones in the search list. One that fails to load
 * is photographed as it is; a lazy one waits at most 2 s (120 frames).
 */
async function imagesDrawn(): Promise<void> {
  const eager = [...document.images].filter((image) => image.loading !== 'lazy');
  const lazyInView = await inView([...document.images].filter((image) => image.loading === 'lazy'));
  await Promise.all([
    ...eager.map((image) => image.decode().catch(() => undefined)),
    ...lazyInView.map((image) => Promise.race([image.decode().catch(() => undefined), frames(120)])),
  ]);
}

/** Those of `images` in view now, clipping by a scrolled list included (an intersection observer's first answer). */
function inView(images: HTMLImageElement[]): Promise<HTMLImageElement[]> {
  if (images.length === 0) return Promise.resolve([]);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement));
    });
    images.forEach((image) => observer.observe(image));
  });
}

async function frames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) await nextFrame();
}

/**
 * What is scrolling now: a scroll event came from it and its scrollend not yet. A smooth scroll
 * takes many frames, and on a busy machine one frame can pass without a move mid-way (a German
 * slider was photographed between two slides), so one still frame is not the end of it.
 */
const scrollsUnderWay = new Set<EventTarget>();
document.addEventListener('scroll', (event) => event.target && scrollsUnderWay.add(event.target), { capture: true, passive: true });
document.addEventListener('scrollend', (event) => event.target && scrollsUnderWay.delete(event.target), { capture: true, passive: true });

/** Frames in a row without a move that end the wait even without a scrollend (a browser that sends none for an instant scroll). */
const STILL_FRAMES_WITHOUT_SCROLLEND = 6;
/** At most this many frames: a scroll that never ends (a carousel that turns by itself) is photographed as it stands. */
const SCROLL_WAIT_FRAMES = 180;

/**
 * Waits until every scroll (a smooth scroll, a snap after a resize) has come to rest: no scroll
 * position moved since the last frame and each element that scrolled sent its scrollend.
 */
async function scrollsAtRest(): Promise<void> {
  let before = scrollPositions();
  let stillFrames = 0;
  for (let frame = 0; frame < SCROLL_WAIT_FRAMES; frame += 1) {
    await nextFrame();
    const now = scrollPositions();
    stillFrames = now === before ? stillFrames + 1 : 0;
    before = now;
    for (const target of scrollsUnderWay) if (target instanceof Node && !target.isConnected) scrollsUnderWay.delete(target);
    if (stillFrames > 0 && scrollsUnderWay.size === 0) return;
    if (stillFrames >= STILL_FRAMES_WITHOUT_SCROLLEND) break;
  }
  scrollsUnderWay.clear();
}

/**
 * Runs the pending timers of the next second, waits for two frames (what they rendered is
 * committed), the scrolls, the fonts and the images, then stills the animations, those the timers
 * started included.
 */
async function settle(): Promise<void> {
  vi.advanceTimersByTime(SETTLE_MS);
  await nextFrame();
  await nextFrame();
  await scrollsAtRest();
  await document.fonts.ready;
  await imagesDrawn();
  stillAnimations();
}

/**
 * The part of the page that holds something: from the top left corner to the furthest right and
 * bottom edge of any element (a dialog in a portal included), plus a margin. A small component's
 * picture is then its own size, not a screen of white.
 */
function contentBox(): { width: number; height: number } {
  const root = document.documentElement;
  // A spinning element's box turns with it: its parent's box counts instead.
  const animated = new Set(document.getAnimations().map((animation) => (animation.effect as KeyframeEffect | null)?.target));
  let right = 1;
  let bottom = 1;
  for (const element of document.body.querySelectorAll(`*:not([${PICTURE_FRAME_ATTRIBUTE}])`)) {
    if (animated.has(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    right = Math.max(right, box.right + window.scrollX);
    bottom = Math.max(bottom, box.bottom + window.scrollY);
  }
  return {
    width: Math.min(Math.ceil(right) + CONTENT_MARGIN_PX, root.scrollWidth),
    height: Math.min(Math.ceil(bottom) + CONTENT_MARGIN_PX, root.scrollHeight),
  };
}

/**
 * Photographs the story at `width` and compares the picture with its baseline; answers what
 * differs. A page taller than the device is photographed whole: the test's page is an iframe, so
 * it grows to the content's height first.
 */
async function photograph(storyId: string, width: number, locale?: string): Promise<string[]> {
  const height = viewportHeightFor(width);
  await page.viewport(width, height);
  await settle();
  let box = contentBox();
  if (box.height > height) {
    await page.viewport(width, box.height);
    await settle();
    box = contentBox();
  }
  const frame = document.createElement('div');
  frame.setAttribute(PICTURE_FRAME_ATTRIBUTE, '');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    width: `${box.width}px`,
    height: `${box.height}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  try {
    const verdict = await commands.photographStory(...baselineName(storyId, width, locale));
    if (verdict.outcome !== 'differs' && verdict.outcome !== 'missing') return [];
    const pixels = verdict.differentPixels === undefined ? '' : `, ${verdict.differentPixels} pixels differ`;
    const area = verdict.differenceArea === undefined ? '' : ` in ${verdict.differenceArea}`;
    return [`  ${verdict.baseline}: ${verdict.outcome}${pixels}${area} (see ${verdict.review})`];
  } finally {
    frame.remove();
  }
}
