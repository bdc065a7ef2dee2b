/**
 * How much of a page load's blocking time was the page's own work, from a Chromium trace (issue 36).
 * Lighthouse's simulation multiplies each main-thread task's wall time by 4, whatever happened in
 * it. On a machine with two cores, the page's main thread shares them with V8's background
 * compiling, the GPU process's compositing, Lighthouse's own screenshots and the shop's servers:
 * a task that ran 1 ms may have waited 20 ms for a core, and counts as 80 ms. The trace says both:
 * a task's wall time (`dur`) and the time its thread ran (`tdur`).
 */

/** Lighthouse's slowdown of a phone's CPU, and the task length past which it counts as blocking. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** A task's blocking time at the phone's slowdown, from its length in ms on this machine. */
const blockingMs = (ms) => Math.max(0, ms * SLOWDOWN - LONG_TASK_MS);

/**
 * The page's first contentful paint: of its own frame, as the trace names it when it starts (a
 * frame inside it, such as the card fields, paints too). Undefined when the trace shows none.
 */
function pageFirstPaint(traceEvents) {
  const started = traceEvents.find((event) => event.name === 'TracingStartedInBrowser');
  const pageFrame = started?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame)?.frame;
  return traceEvents.find((event) => event.name === 'firstContentfulPaint' && (pageFrame === undefined || event.args?.frame === pageFrame));
}

/**
 * The blocking time at 4× of the page's main-thread tasks after its first contentful paint, as
 * observed (not Lighthouse's simulation): `wallMs` from the tasks' wall time, `onCpuMs` from the
 * time the thread ran. Their difference is time the page waited for a core. Undefined when the
 * trace shows no first contentful paint.
 */
export function observedBlocking(traceEvents) {
  const paint = pageFirstPaint(traceEvents);
  if (!paint) return undefined;
  const mainThread = traceEvents.find(
    (event) => event.name === 'ParseHTML' && event.pid === paint.pid && event.ph === 'X' && event.ts <= paint.ts,
  );
  if (!mainThread) return undefined;
  const tasks = traceEvents.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && event.pid === mainThread.pid && event.tid === mainThread.tid && event.ts >= paint.ts,
  );
  // Only top-level tasks: a nested run loop's task is part of the one around it.
  const topLevel = tasks.filter(
    (task) => !tasks.some((outer) => outer !== task && outer.ts <= task.ts && outer.ts + outer.dur >= task.ts + task.dur),
  );
  let wallMs = 0;
  let onCpuMs = 0;
  for (const task of topLevel) {
    wallMs += blockingMs(task.dur / 1000);
    onCpuMs += blockingMs((task.tdur ?? task.dur) / 1000);
  }
  return { wallMs, onCpuMs };
}

/** How long after the first paint the frames are counted: the page's chunks arrive and it hydrates then. */
const FRAMES_WINDOW_MS = 1000;

/**
 * The frames the browser drew in the second after the page's first contentful paint, counted by
 * the screenshots Lighthouse takes of each (`Screenshot` events). Each frame is composited by the
 * GPU process and copied by the browser's: here, in software on the same two cores as the page.
 * Chromium's phone scrollbar alone draws 15 to 20 of them: it shows with the page's first frame and
 * fades out from 300 ms later (docs/architecture.md). Undefined without a first paint, or from a
 * trace that took no screenshot at all (recorded without Lighthouse's categories): not "no frame".
 */
export function framesAfterFirstPaint(traceEvents) {
  const paint = pageFirstPaint(traceEvents);
  const screenshots = traceEvents.filter((event) => event.name === 'Screenshot');
  if (!paint || screenshots.length === 0) return undefined;
  const end = paint.ts + FRAMES_WINDOW_MS * 1000;
  return screenshots.filter((event) => event.ts > paint.ts && event.ts <= end).length;
}
