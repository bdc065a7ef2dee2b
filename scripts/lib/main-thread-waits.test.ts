import { describe, expect, it } from 'vitest';

import { framesAfterFirstPaint, observedBlocking, type TraceEvent } from './main-thread-waits.mjs';

const PAGE = { pid: 7, tid: 1 };
/** A task on the page's main thread at `ms`, `wallMs` long, of which the thread ran `cpuMs`. */
const task = (ms: number, wallMs: number, cpuMs: number, thread = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ms * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const parse = { name: 'ParseHTML', ph: 'X', ...PAGE, ts: 5_000, dur: 2_000 };
const paint = { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 100_000 };
/** A page whose card field (a frame inside it) paints at 150 ms, before the page's own first paint at 250 ms. */
const started = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  pid: 1,
  tid: 1,
  ts: 0,
  args: { data: { frames: [{ frame: 'PAGE', isOutermostMainFrame: true }] } },
};
const framePaint = { ...paint, ts: 150_000, args: { frame: 'CARD-FIELD' } };
const pagePaint = { ...paint, ts: 250_000, args: { frame: 'PAGE' } };

describe('the blocking time a page load observed, its own and waiting for a core', () => {
  it('counts each task after the first paint at 4×, past 50 ms, from its wall time and from its thread’s time', () => {
    const events = [
      parse,
      paint,
      // Before the first paint: not counted, as in Lighthouse.
      task(50, 40, 40),
      // Ran its whole length: 4 × 20 − 50 = 30 either way.
      task(200, 20, 20),
      // Ran 1 ms of its 25: 50 ms of wall blocking, none of its own.
      task(300, 25, 1),
      // Short either way.
      task(400, 10, 10),
      // Another thread's task: not the page's.
      task(500, 40, 40, { pid: 7, tid: 2 }),
    ];
    expect(observedBlocking(events)).toEqual({ wallMs: 30 + 50, onCpuMs: 30 });
  });

  it('counts a task nested in another once, as part of the outer one', () => {
    expect(observedBlocking([parse, paint, task(200, 30, 12), task(205, 20, 10)])).toEqual({ wallMs: 70, onCpuMs: 0 });
  });

  it('starts at the page’s own first paint, not at an earlier one of a frame inside it', () => {
    // The task at 200 ms comes after the card field's paint but before the page's: not counted.
    expect(observedBlocking([started, parse, framePaint, pagePaint, task(200, 30, 30), task(300, 20, 20)])).toEqual({
      wallMs: 30,
      onCpuMs: 30,
    });
  });

  it('says nothing of a trace without a first contentful paint', () => {
    expect(observedBlocking([parse, task(200, 30, 30)])).toBeUndefined();
  });
});

describe('the frames drawn after the first paint', () => {
  /** A screenshot Lighthouse took of a frame, in the browser's process, at `ms`. */
  const frame = (ms: number): TraceEvent => ({ name: 'Screenshot', ph: 'O', pid: 1, tid: 1, ts: ms * 1000 });

  it('counts the frames of the second after the page’s first paint, in any process', () => {
    // The first paint is at 100 ms: frames at 50 and 100 are the paint itself or before it, 1,101 is past the second.
    const frames = [frame(50), frame(100), frame(120), frame(400), frame(1_100), frame(1_101)];
    expect(framesAfterFirstPaint([parse, paint, ...frames])).toBe(3);
  });

  it('starts at the page’s own first paint, not at an earlier one of a frame inside it', () => {
    // The frame at 200 ms comes after the card field's paint but before the page's: not counted. Those
    // at 1,200 and 1,240 are inside the second after the page's paint, past the card field's.
    expect(framesAfterFirstPaint([started, parse, framePaint, pagePaint, frame(200), frame(1_200), frame(1_240)])).toBe(2);
  });

  it('says nothing of a trace without a first contentful paint, or without any screenshot', () => {
    expect(framesAfterFirstPaint([parse, frame(200)])).toBeUndefined();
    // Recorded without the screenshots' category: the frames are unknown, not none.
    expect(framesAfterFirstPaint([parse, paint])).toBeUndefined();
    // Screenshots, none in the second after the paint: none.
    expect(framesAfterFirstPaint([parse, paint, frame(50), frame(2_000)])).toBe(0);
  });
});
