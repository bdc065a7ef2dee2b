import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { CDPSession, Frame, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

import { staleBaselines } from './picture-plan';

/*
 * The story tests' pictures (issue 19 point 4, taken in the story tests since issue 31 point 8):
 * once a story's test has rendered it and run its play function, the page's setup
 * (.storybook/story-pictures.ts) marks the part of the page that holds something and asks this
 * command, in Node, to photograph it with Playwright and compare it with its committed baseline.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const BASELINES_DIR = path.join(repoRoot, 'design-system/visual-baselines');
/** Where a picture that differs is written beside its baseline and their difference, for review. */
const DIFFERENCES_DIR = path.join(repoRoot, '.tmp/story-pictures');
/** The element the page setup places over the part of the page to photograph. */
const PICTURE_FRAME_SELECTOR = '[data-story-picture]';
/**
 * Debian's Chromium and its fonts (CJK included) render a story to the same pixels on these
 * machines; the threshold absorbs anti-aliasing on glyph edges, the count a few such pixels.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFFERENT_PIXELS = 24;
/**
 * A picture that differs is taken once more after this wait, as Playwright's toHaveScreenshot
 * takes pictures until two agree. A picture that matches only on its second take passes and is
 * named at the end of the run with what its first take showed, so the unsteadiness stays seen;
 * one that differs the same way twice is a wrong picture (a slider left between two slides by a
 * resize during its scroll, docs/testing.md).
 */
const RETAKE_AFTER_MS = 500;

/** `npm run test:visual -- --update` (VISUAL_UPDATE=1): a picture that differs becomes the baseline. */
const updating = () => process.env['VISUAL_UPDATE'] === '1';

export interface StoryPictureVerdict {
  outcome: 'same' | 'within-tolerance' | 'retaken' | 'written' | 'differs' | 'missing';
  /** The baseline, relative to the repository. */
  baseline: string;
  differentPixels?: number;
  /** Where on the picture the differing pixels lie, e.g. "x 140–239, y 150–199 of 375×216". */
  differenceArea?: string;
  /** Where the new picture and the difference were written, when it differs. */
  review?: string;
}

/**
 * What this run photographed, for the stale check at its end (story-pictures.global-setup.ts): the
 * baselines compared, and the stories whose test failed before their pictures. On globalThis:
 * Vitest loads the config's copy of this module and the global setup's apart.
 */
interface PicturesRun {
  photographed: Set<string>;
  unphotographed: Set<string>;
  /** How many pictures came out each way. */
  outcomes: Map<PictureOutcome, number>;
  /** The pictures that matched only on their second take, with how their first take differed. */
  retaken: string[];
}
type PictureOutcome = StoryPictureVerdict['outcome'];
const run: PicturesRun = ((globalThis as { storyPicturesRun?: PicturesRun }).storyPicturesRun ??= {
  photographed: new Set(),
  unphotographed: new Set(),
  outcomes: new Map(),
  retaken: [],
});

/** What the Playwright provider adds to a command's context. */
interface PlaywrightCommandContext {
  page: Page;
  frame(): Promise<Frame>;
}

/** One DevTools session per page: Chromium's own capture, without Playwright's waits for a still page (the story settled already). */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
function devtoolsOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** The picture frame's box on the page (the test's iframe is placed on Vitest's own page). */
async function capture(context: PlaywrightCommandContext): Promise<Buffer> {
  const frame = await context.frame();
  const box = await frame.locator(PICTURE_FRAME_SELECTOR).boundingBox();
  if (!box) throw new Error('The story has no picture frame on its page');
  const devtools = await devtoolsOf(context.page);
  const { data } = await devtools.send('Page.captureScreenshot', {
    format: 'png',
    clip: { x: box.x, y: box.y, width: box.width, height: box.height, scale: 1 },
  });
  return Buffer.from(data, 'base64');
}

function decode(bytes: Buffer): PNG {
  return PNG.sync.read(bytes);
}

/** Pixels that differ past the threshold, or Infinity when the sizes differ. */
function differentPixels(baseline: PNG, picture: PNG, diff?: PNG, options: { diffMask?: boolean } = {}): number {
  if (baseline.width !== picture.width || baseline.height !== picture.height) return Number.POSITIVE_INFINITY;
  return pixelmatch(baseline.data, picture.data, diff?.data, picture.width, picture.height, { threshold: PIXEL_THRESHOLD, ...options });
}

/**
 * The rectangle that holds every differing pixel, in words: CI keeps only the run's text, and
 * where a picture differs (the arrows, a slide, the whole strip shifted) is most of why.
 */
export function differenceArea(baseline: PNG, picture: PNG): string {
  if (baseline.width !== picture.width || baseline.height !== picture.height) {
    return `size ${picture.width}×${picture.height} against the baseline's ${baseline.width}×${baseline.height}`;
  }
  // A mask draws only the differing pixels, opaque, on a transparent picture.
  const mask = new PNG({ width: picture.width, height: picture.height });
  differentPixels(baseline, picture, mask, { diffMask: true });
  let [left, top, right, bottom] = [picture.width, picture.height, -1, -1];
  for (let y = 0; y < picture.height; y += 1) {
    for (let x = 0; x < picture.width; x += 1) {
      if (mask.data[(y * picture.width + x) * 4 + 3] === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const whole = `${picture.width}×${picture.height}`;
  return right < 0 ? `nowhere in ${whole}` : `x ${left}–${right}, y ${top}–${bottom} of ${whole}`;
}

function writeForReview(relative: string, picture: Buffer, baseline: PNG | undefined, decoded: PNG): string {
  const folder = path.join(DIFFERENCES_DIR, relative.replace(/\.png$/, ''));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'actual.png'), picture);
  if (baseline && baseline.width === decoded.width && baseline.height === decoded.height) {
    const diff = new PNG({ width: decoded.width, height: decoded.height });
    differentPixels(baseline, decoded, diff);
    writeFileSync(path.join(folder, 'difference.png'), PNG.sync.write(diff));
  }
  return path.relative(repoRoot, folder);
}

/**
 * Photographs the picture frame of the story's page and compares it with the baseline
 * `design-system/visual-baselines/<component>/<file>`: the same bytes pass without decoding.
 */
export const photographStory: BrowserCommand<[component: string, file: string], StoryPictureVerdict> = async (context, component, file) => {
  const verdict = await photographAndCompare(context as unknown as PlaywrightCommandContext, component, file);
  run.outcomes.set(verdict.outcome, (run.outcomes.get(verdict.outcome) ?? 0) + 1);
  return verdict;
};

/**
 * How the run's pictures compared, e.g. "2047 pictures: 1980 same bytes, 67 within tolerance":
 * a picture that is not byte for byte its baseline costs two decodes and a pixel comparison.
 */
export function pictureOutcomes(): string {
  const total = [...run.outcomes.values()].reduce((sum, count) => sum + count, 0);
  const labels: Record<PictureOutcome, string> = {
    same: 'same bytes',
    'within-tolerance': 'within tolerance',
    retaken: 'same on a second take',
    written: 'written',
    differs: 'differ',
    missing: 'missing',
  };
  const parts = Array.from(run.outcomes, ([outcome, count]) => `${count} ${labels[outcome]}`);
  const retaken = run.retaken.map((line) => `\n  taken again: ${line}`).join('');
  return `${total} pictures: ${parts.join(', ')}${retaken}`;
}

async function photographAndCompare(
  context: PlaywrightCommandContext,
  component: string,
  file: string,
  retake = true,
): Promise<StoryPictureVerdict> {
  const picture = await capture(context);
  const relative = `${component}/${file}`;
  const baselinePath = path.join(BASELINES_DIR, relative);
  run.photographed.add(relative);
  const baseline = path.relative(repoRoot, baselinePath);
  if (!existsSync(baselinePath)) {
    if (!updating()) return { outcome: 'missing', baseline, review: writeForReview(relative, picture, undefined, decode(picture)) };
    mkdirSync(path.dirname(baselinePath), { recursive: true });
    writeFileSync(baselinePath, picture);
    return { outcome: 'written', baseline };
  }
  const committed = readFileSync(baselinePath);
  if (committed.equals(picture)) return { outcome: 'same', baseline };
  const decodedBaseline = decode(committed);
  const decoded = decode(picture);
  const count = differentPixels(decodedBaseline, decoded);
  // An update writes a picture within the tolerance too: the next runs find the same bytes and
  // skip the decoding and the comparison.
  if (updating()) {
    writeFileSync(baselinePath, picture);
    return { outcome: 'written', baseline, differentPixels: count };
  }
  if (count <= MAX_DIFFERENT_PIXELS) return { outcome: 'within-tolerance', baseline, differentPixels: count };
  if (!retake) return differs(relative, baseline, picture, decodedBaseline, decoded, count);
  await new Promise((resolve) => setTimeout(resolve, RETAKE_AFTER_MS));
  const second = await photographAndCompare(context, component, file, false);
  if (second.outcome !== 'same' && second.outcome !== 'within-tolerance') {
    return {
      ...second,
      differenceArea: `${second.differenceArea}; its first take: ${count} pixels in ${differenceArea(decodedBaseline, decoded)}`,
    };
  }
  run.retaken.push(`${relative} (its first take: ${count} pixels differed in ${differenceArea(decodedBaseline, decoded)})`);
  return { ...second, outcome: 'retaken' };
}

function differs(
  relative: string,
  baseline: string,
  picture: Buffer,
  decodedBaseline: PNG,
  decoded: PNG,
  count: number,
): StoryPictureVerdict {
  return {
    outcome: 'differs',
    baseline,
    differentPixels: count,
    differenceArea: differenceArea(decodedBaseline, decoded),
    review: writeForReview(relative, picture, decodedBaseline, decoded),
  };
}

/** Whether the component of a stories file owns texts (a `*.messages.json` beside it): its first story is photographed in every language. */
export const storyOwnsTexts: BrowserCommand<[storiesFile: string], boolean> = (_context, storiesFile) => {
  const folder = path.dirname(path.resolve(repoRoot, storiesFile));
  return existsSync(folder) && readdirSync(folder).some((name) => name.endsWith('.messages.json'));
};

export const storyNotPhotographed: BrowserCommand<[storyId: string], void> = (_context, storyId) => {
  run.unphotographed.add(storyId);
};

/** Baselines (relative to BASELINES_DIR) that this run did not compare (picture-plan.ts's staleBaselines). */
export function stalePictures(): string[] {
  if (!existsSync(BASELINES_DIR)) return [];
  const baselines = readdirSync(BASELINES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.png'))
    .map((name) => name.split(path.sep).join('/'));
  return staleBaselines(baselines, run.photographed, run.unphotographed);
}

/** Deletes baselines nobody photographs any more (`npm run test:visual -- --update`). */
export function deleteBaselines(relatives: readonly string[]): void {
  for (const relative of relatives) rmSync(path.join(BASELINES_DIR, relative));
}
