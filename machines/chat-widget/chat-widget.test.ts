import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  selectButtonHidden,
  selectButtonLoading,
  selectHasFailed,
  selectIsWidgetLoaded,
  selectOffersContactOptions,
} from './chat-widget.selectors';
import { SCRIPT_URL, WITH_SCRIPT, WITHOUT_SCRIPT, startChatWidget, type ChatWidgetHarness } from './chat-widget.test-support';
import { CHAT_WIDGET_POLL_MS, CHAT_WIDGET_READY_TIMEOUT_MS } from './chat-widget.types';
import { answeringActor } from '../test-support/fake-requests';
import { chatWidgetMachine } from './chat-widget.machine';

/** Lets the fake requests' promise callbacks reach the actor without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const OPEN = { type: 'chat.open' } as const;
const CLOSED = { type: 'chat.closed' } as const;

/** What the chat button shows. */
const seen = ({ actor }: ChatWidgetHarness) => ({
  loading: selectButtonLoading(actor.getSnapshot()),
  hidden: selectButtonHidden(actor.getSnapshot()),
  failed: selectHasFailed(actor.getSnapshot()),
  loaded: selectIsWidgetLoaded(actor.getSnapshot()),
});

const IDLE = { loading: false, hidden: false, failed: false, loaded: false };
const LOADING = { loading: true, hidden: false, failed: false, loaded: false };
const OPENED = { loading: false, hidden: true, failed: false, loaded: true };
const READY = { loading: false, hidden: false, failed: false, loaded: true };
const FAILED = { loading: false, hidden: false, failed: true, loaded: false };

/** A page whose widget script has loaded and is being polled. */
async function polling(): Promise<ChatWidgetHarness> {
  const harness = startChatWidget(WITH_SCRIPT);
  harness.actor.send(OPEN);
  harness.shop.only().resolve();
  await settle();
  return harness;
}

/** A page whose widget was loaded, opened, and closed again. */
async function ready(): Promise<ChatWidgetHarness> {
  const harness = await polling();
  harness.page.widgetReady = true;
  await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS);
  harness.actor.send(CLOSED);
  return harness;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chat widget timings', () => {
  it('poll every 50 ms (spec §4) and give up after 15 s', () => {
    expect([CHAT_WIDGET_POLL_MS, CHAT_WIDGET_READY_TIMEOUT_MS]).toEqual([50, 15_000]);
  });
});

describe('chat widget: before the shopper asks', () => {
  it('loads nothing third-party and shows the button', () => {
    const harness = startChatWidget(WITH_SCRIPT);
    expect(harness.actor.getSnapshot().value).toBe('uninitialised');
    expect(seen(harness)).toEqual(IDLE);
    expect(selectOffersContactOptions(harness.actor.getSnapshot())).toBe(false);
    expect(harness.shop.requests).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    expect(harness.shop.requests).toHaveLength(0);
  });

  it('a widget closing that was never opened changes nothing', () => {
    const harness = startChatWidget(WITH_SCRIPT);
    const before = harness.actor.getSnapshot();
    harness.actor.send(CLOSED);
    expect(harness.actor.getSnapshot()).toBe(before);
  });
});

describe('chat widget: no script configured', () => {
  it('the button opens the contact options every time and loads nothing', () => {
    const harness = startChatWidget(WITHOUT_SCRIPT);
    expect(selectOffersContactOptions(harness.actor.getSnapshot())).toBe(true);
    harness.actor.send(OPEN);
    harness.actor.send(OPEN);
    expect(harness.effects).toEqual(['showContactOptions', 'showContactOptions']);
    expect(harness.actor.getSnapshot().value).toBe('uninitialised');
    expect(seen(harness)).toEqual(IDLE);
    expect(harness.shop.requests).toHaveLength(0);
  });
});

describe('chat widget: loading', () => {
  it('chat.open injects the configured script once, with a loader on the button', () => {
    const harness = startChatWidget(WITH_SCRIPT);
    harness.actor.send(OPEN);
    harness.actor.send(OPEN);
    expect(seen(harness)).toEqual(LOADING);
    expect(harness.shop.asked()).toEqual([{ name: 'loadWidget', input: { scriptUrl: SCRIPT_URL } }]);
    expect(harness.effects).toEqual([]);
  });

  it('once the script loaded, asks every 50 ms whether the widget is ready', async () => {
    const harness = await polling();
    const isReady = vi.fn(() => false);
    Object.defineProperty(harness.page, 'widgetReady', { get: isReady });
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS - 1);
    expect(isReady).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(isReady).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS * 3);
    expect(isReady).toHaveBeenCalledTimes(4);
    expect(seen(harness)).toEqual(LOADING);
    expect(harness.effects).toEqual([]);
  });

  it('opens the widget at the first poll that finds it ready, hiding the button', async () => {
    const harness = await polling();
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS * 2);
    harness.page.widgetReady = true;
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS - 1);
    expect(harness.effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.effects).toEqual(['openWidget']);
    expect(seen(harness)).toEqual(OPENED);
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_READY_TIMEOUT_MS);
    expect(harness.effects).toEqual(['openWidget']);
    expect(seen(harness)).toEqual(OPENED);
  });

  it('a script that fails to load ends in failed, polling nothing', async () => {
    const harness = startChatWidget(WITH_SCRIPT);
    harness.actor.send(OPEN);
    harness.shop.only().reject(new Error('blocked by an extension'));
    await settle();
    expect(seen(harness)).toEqual(FAILED);
    harness.page.widgetReady = true;
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS * 10);
    expect(harness.effects).toEqual([]);
  });

  it('gives up 15 s after the press when the widget never gets ready', async () => {
    const harness = await polling();
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_READY_TIMEOUT_MS - 1);
    expect(seen(harness)).toEqual(LOADING);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen(harness)).toEqual(FAILED);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up 15 s after the press when the script never answers, and stops waiting for it', async () => {
    const harness = startChatWidget(WITH_SCRIPT);
    harness.actor.send(OPEN);
    const load = harness.shop.only();
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_READY_TIMEOUT_MS);
    expect(seen(harness)).toEqual(FAILED);
    expect(load.signal.aborted).toBe(true);
  });

  it('takes another timeout from its input', async () => {
    const harness = startChatWidget({ scriptUrl: SCRIPT_URL, readyTimeoutMs: 1_000 });
    harness.actor.send(OPEN);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen(harness)).toEqual(FAILED);
  });

  it('pressing the button after a failure loads again and can succeed', async () => {
    const harness = startChatWidget(WITH_SCRIPT);
    harness.actor.send(OPEN);
    harness.shop.only().reject(new Error('network'));
    await settle();
    harness.actor.send(OPEN);
    expect(seen(harness)).toEqual(LOADING);
    harness.shop.only().resolve();
    await settle();
    harness.page.widgetReady = true;
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS);
    expect(seen(harness)).toEqual(OPENED);
    expect(harness.shop.asked()).toHaveLength(2);
  });

  it('a retry gets a full timeout of its own', async () => {
    const harness = startChatWidget(WITH_SCRIPT);
    harness.actor.send(OPEN);
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_READY_TIMEOUT_MS);
    harness.actor.send(OPEN);
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_READY_TIMEOUT_MS - 1);
    expect(seen(harness)).toEqual(LOADING);
  });
});

describe('chat widget: loaded', () => {
  it('the widget closing makes it ready: the button shows again', async () => {
    const harness = await ready();
    expect(harness.actor.getSnapshot().value).toBe('ready');
    expect(seen(harness)).toEqual(READY);
  });

  it('reopening reuses the widget: opens at once, loads and polls nothing', async () => {
    const harness = await ready();
    harness.page.widgetReady = false;
    harness.actor.send(OPEN);
    expect(seen(harness)).toEqual(OPENED);
    expect(harness.effects).toEqual(['openWidget', 'openWidget']);
    expect(harness.shop.requests).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a press while open changes nothing', async () => {
    const harness = await ready();
    harness.actor.send(OPEN);
    const before = harness.actor.getSnapshot();
    harness.actor.send(OPEN);
    expect(harness.actor.getSnapshot()).toBe(before);
    expect(harness.effects).toEqual(['openWidget', 'openWidget']);
  });
});

describe('chatWidgetMachine provided with the page’s widget', () => {
  it('runs the load, the readiness check and both effects it is provided with', async () => {
    let widgetReady = false;
    const deps = {
      loadWidget: vi.fn(async () => {}),
      isWidgetReady: vi.fn(() => widgetReady),
      openWidget: vi.fn(),
      showContactOptions: vi.fn(),
    };
    const provided = chatWidgetMachine.provide({
      actors: { loadWidget: answeringActor(deps.loadWidget) },
      guards: { isWidgetReady: () => deps.isWidgetReady() },
      actions: { openWidget: deps.openWidget, showContactOptions: deps.showContactOptions },
    });
    const actor = createActor(provided, { input: WITH_SCRIPT }).start();
    actor.send(OPEN);
    await settle();
    expect(deps.loadWidget).toHaveBeenCalledWith({ scriptUrl: SCRIPT_URL }, expect.any(AbortSignal));
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS);
    expect(deps.isWidgetReady).toHaveBeenCalledTimes(1);
    widgetReady = true;
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS);
    expect(deps.openWidget).toHaveBeenCalledTimes(1);
    actor.stop();

    const none = createActor(provided, { input: WITHOUT_SCRIPT }).start();
    none.send(OPEN);
    expect(deps.showContactOptions).toHaveBeenCalledTimes(1);
    none.stop();
  });
});
