import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh page: a document that has seen no event, and the module evaluated on it. */
async function freshPage() {
  vi.resetModules();
  const page = new EventTarget();
  vi.stubGlobal('document', page);
  const { afterPointerRelease } = await import('./after-pointer-release');
  return { page, afterPointerRelease };
}

/** A blur handled while the page's very first press is held. */
async function blurDuringFirstPress() {
  vi.useFakeTimers();
  const { page, afterPointerRelease } = await freshPage();
  const run = vi.fn();
  page.dispatchEvent(new Event('pointerdown'));
  afterPointerRelease(run);
  expect(run).not.toHaveBeenCalled();
  page.dispatchEvent(new Event('pointerup'));
  return { page, run };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterPointerRelease', () => {
  it('runs at once when no press caused the blur (a Tab)', async () => {
    const { afterPointerRelease } = await freshPage();
    const run = vi.fn();
    afterPointerRelease(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for the click that ends the page’s very first press, then runs once', async () => {
    const { page, run } = await blurDuringFirstPress();
    page.dispatchEvent(new Event('click'));
    await vi.runAllTimersAsync();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the grace time when the press ends without a click', async () => {
    const { run } = await blurDuringFirstPress();
    await vi.advanceTimersByTimeAsync(349);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
