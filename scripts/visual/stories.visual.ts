import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test as base, type Page } from '@playwright/test';

import {
  MOBILE_WIDTH,
  STORY_TEST_VIEWPORT,
  baselineName,
  isBreakpointName,
  planVisits,
  readStorybookIndex,
  viewportHeightFor,
  widthOf,
  type StoryVisit,
} from './shot-plan';

// One test per visit of the plan (shot-plan.ts): the story loaded alone in Storybook's iframe, its
// play function run, then photographed and compared with its committed baseline.

const storybookUrl = process.env['VISUAL_STORYBOOK_URL'];
const storybookDir = process.env['VISUAL_STORYBOOK_DIR'];
if (!storybookUrl || !storybookDir) throw new Error('Run the visual tests with `npm run test:visual` (scripts/visual.mjs).');
const repoRoot = path.resolve(import.meta.dirname, '../..');

const FIXED_NOW = new Date('2026-06-15T10:00:00Z');
const SETTLE_MS = 1_000;
const CONTENT_MARGIN_PX = 16;

/** What the loaded story says of itself: the globals it sets and its `visual` parameter. */
interface LoadedStory {
  viewport?: string;
  locale?: string;
  skip?: string;
  /** What went wrong, one line each: the render's phase, then what the preview reported. */
  errors: string[];
}

/** How the preview reports a play function that threw (recordStoryErrors). */
const PLAY_FAILED = 'playFunctionThrewException';

// One page per worker: a fresh context per story would cost more than the story.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: MOBILE_WIDTH, height: viewportHeightFor(MOBILE_WIDTH) } });
      const page = await context.newPage();
      await page.addInitScript(recordStoryErrors);
      // Playwright's clock, from a fixed date: dates a story computes from "now" come out the same
      // in every run, and `settle` can run a story's pending timers at once.
      await page.clock.install({ time: FIXED_NOW });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** What the preview reported going wrong since the story was asked for (`window.__visualErrors`). */
type ErrorLog = { __visualErrors?: string[] };

/**
 * Runs in the page before Storybook: records a play function's exception and an errored story.
 * The preview catches a failing play function (its `throwPlayFunctionExceptions` is false) and
 * still ends the render in the phase `finished`: only its channel tells.
 */
function recordStoryErrors(): void {
  const log = window as unknown as ErrorLog & {
    __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (payload: unknown) => void) => void };
  };
  log.__visualErrors = [];
  const describe = (payload: unknown) => {
    const { message, name } = (payload ?? {}) as { message?: unknown; name?: unknown };
    return typeof message === 'string' ? `${typeof name === 'string' ? `${name}: ` : ''}${message}` : JSON.stringify(payload);
  };
  const listen = () => {
    const channel = log.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) {
      setTimeout(listen, 1);
      return;
    }
    for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying']) {
      channel.on(event, (payload) => log.__visualErrors?.push(`${event}: ${describe(payload)}`));
    }
    channel.on('storyFinished', (payload) => {
      const { status, reporters } = payload as { status?: string; reporters?: Array<{ type?: string; status?: string }> };
      // The a11y report is the story tests' to judge (its check is off here).
      const failed = (reporters ?? []).filter((report) => report.status === 'failed' && report.type !== 'a11y');
      if (status === 'error' && failed.length > 0)
        log.__visualErrors?.push(`storyFinished: ${failed.map((report) => report.type).join(', ')} failed`);
    });
  };
  listen();
}

async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: viewportHeightFor(width) });
}

/**
 * Shows the story and waits until Storybook has rendered it and run its play function. A visit in
 * English switches stories inside the loaded preview, as Storybook's sidebar does (a page load
 * costs twice the render); a language visit loads the preview with that language. The a11y
 * addon's automatic check is off here: the story tests run it on every story already.
 */
async function showStory(page: Page, visit: StoryVisit, { reload = false } = {}): Promise<LoadedStory> {
  const inPreview = !reload && !visit.locale && page.url().startsWith(`${storybookUrl}/iframe.html`) && !page.url().includes('locale');
  if (!inPreview) {
    const globals = ['a11y.manual:!true', ...(visit.locale ? [`locale:${visit.locale}`] : [])].join(';');
    await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(visit.storyId)}&viewMode=story&globals=${globals}`);
  }
  return page.evaluate(
    async ({ storyId, switchStory }) => {
      type Render = {
        phase?: string;
        story?: { id: string; storyGlobals?: Record<string, unknown>; parameters?: Record<string, unknown> };
      };
      type Preview = { currentRender?: Render; onSetCurrentStory: (selection: { storyId: string; viewMode: 'story' }) => void };
      const preview = () => (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
      const errors = (window as unknown as ErrorLog).__visualErrors;
      if (switchStory) {
        errors?.splice(0);
        preview()?.onSetCurrentStory({ storyId, viewMode: 'story' });
      }
      for (;;) {
        const render = preview()?.currentRender;
        if (render?.story?.id === storyId && (render.phase === 'finished' || render.phase === 'errored' || render.phase === 'aborted')) {
          const viewport = render.story.storyGlobals?.['viewport'] as { value?: string } | undefined;
          const visual = render.story.parameters?.['visual'] as { skip?: string } | undefined;
          await document.fonts.ready;
          return {
            viewport: viewport?.value,
            locale: render.story.storyGlobals?.['locale'] as string | undefined,
            skip: visual?.skip,
            errors: [...(render.phase === 'finished' ? [] : [`the story ended ${render.phase}`]), ...(errors ?? [])],
          };
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    { storyId: visit.storyId, switchStory: inPreview },
  );
}

/**
 * Runs the timers a story left pending for the next second at once (a spinner shown after the
 * spec's 330 ms button delay, a message hidden after 500 ms): otherwise the picture would depend on
 * how long the play function and the screenshot took.
 */
async function settle(page: Page): Promise<void> {
  await page.clock.runFor(SETTLE_MS);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The part of the page that holds something: from the top left corner to the furthest right and
 * bottom edge of any element (a dialog in a portal included), plus a margin. A small component's
 * picture is then its own size, not a screen of white: a tenth of the bytes to keep and compare.
 */
function contentBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate((margin) => {
    const root = document.documentElement;
    // A spinning element's box turns with it: its parent's box counts instead.
    const animated = new Set(document.getAnimations().map((animation) => (animation.effect as KeyframeEffect | null)?.target));
    let right = 1;
    let bottom = 1;
    for (const element of document.body.querySelectorAll('*')) {
      if (animated.has(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      right = Math.max(right, box.right + window.scrollX);
      bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    return {
      x: 0,
      y: 0,
      width: Math.min(Math.ceil(right) + margin, root.scrollWidth),
      height: Math.min(Math.ceil(bottom) + margin, root.scrollHeight),
    };
  }, CONTENT_MARGIN_PX);
}

/**
 * The story rendered and its play function passed, as in the story tests. A language visit's play
 * function looks for its English words and stops at the first: its picture is the story as it
 * renders in that language, so only the render must have succeeded.
 */
function expectPlayed(story: LoadedStory, visit: StoryVisit): void {
  if (!visit.locale) {
    expect(story.errors, 'the story renders and its play function passes').toEqual([]);
    return;
  }
  const renderErrors = story.errors.filter((error) => !error.startsWith(PLAY_FAILED));
  expect(renderErrors, 'the story renders').toEqual([]);
}

/** Compares the page with its baseline; the same bytes as the baseline pass without decoding both. */
async function photograph(page: Page, visit: StoryVisit, width: number): Promise<void> {
  const shot = await page.screenshot({ fullPage: true, clip: await contentBox(page), animations: 'disabled', caret: 'hide' });
  const name = baselineName(visit.storyId, width, visit.locale);
  const baseline = test.info().snapshotPath(...name);
  if (existsSync(baseline) && readFileSync(baseline).equals(shot)) return;
  expect.soft(shot).toMatchSnapshot(name);
}

const visits = planVisits(readStorybookIndex(storybookDir), repoRoot);

const visitsByTitle = new Map<string, StoryVisit[]>();
for (const visit of visits) visitsByTitle.set(visit.title, [...(visitsByTitle.get(visit.title) ?? []), visit]);

for (const [title, ofTitle] of visitsByTitle) {
  test.describe(title, () => {
    for (const visit of ofTitle) {
      test(`${visit.name}${visit.locale ? ` (${visit.locale})` : ''}`, async ({ storyPage: page }) => {
        await page.setViewportSize(STORY_TEST_VIEWPORT);
        let story = await showStory(page, visit);
        test.skip(Boolean(story.skip), story.skip);
        // A language visit of a story written for one language would photograph that language again.
        test.skip(Boolean(visit.locale && story.locale), 'the story sets its own language');
        if (isBreakpointName(story.viewport)) {
          const width = widthOf(story.viewport);
          await setWidth(page, width);
          story = await showStory(page, visit, { reload: true });
          expectPlayed(story, visit);
          await settle(page);
          await photograph(page, visit, width);
          return;
        }
        expectPlayed(story, visit);
        for (const width of visit.widths) {
          // The same render at each width, as a designer dragging the viewport sees it.
          await setWidth(page, width);
          await settle(page);
          await photograph(page, visit, width);
        }
      });
    }
  });
}
