import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { answeringActor, settle } from '../test-support/fake-requests';
import { selectIsGranted, selectIsNoticeShown } from './consent.selectors';
import { startConsent, type ConsentHarness } from './consent.test-support';
import { CONSENT_MODE_DEFAULT, CONSENT_MODE_GRANTED } from './consent.types';
import { consentMachine } from './consent.machine';

const seen = ({ actor }: ConsentHarness) => ({
  noticeShown: selectIsNoticeShown(actor.getSnapshot()),
  granted: selectIsGranted(actor.getSnapshot()),
});

const GRANT_EFFECTS = (path: string) => [
  { effect: 'grantConsent', state: CONSENT_MODE_GRANTED },
  { effect: 'loadTrackingScripts' },
  { effect: 'trackPageView', path },
];

async function pending(): Promise<ConsentHarness> {
  const harness = startConsent();
  harness.shop.only().resolve(false);
  await settle();
  return harness;
}

describe('consent mode constants', () => {
  it('grant exactly the four signals of consent mode, denied by default', () => {
    expect(CONSENT_MODE_GRANTED).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(CONSENT_MODE_DEFAULT).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(Object.keys(CONSENT_MODE_DEFAULT)).toEqual(Object.keys(CONSENT_MODE_GRANTED));
    expect(Object.isFrozen(CONSENT_MODE_GRANTED) && Object.isFrozen(CONSENT_MODE_DEFAULT)).toBe(true);
  });
});

describe('consent: before the stored choice is known', () => {
  it('reads the stored choice once, shows no notice and loads nothing', () => {
    const harness = startConsent();
    expect(harness.actor.getSnapshot().value).toBe('unknown');
    expect(seen(harness)).toEqual({ noticeShown: false, granted: false });
    expect(harness.shop.asked()).toEqual([{ name: 'readStoredConsent' }]);
    expect(harness.effects).toEqual([]);
  });

  it('ignores Got it (no notice is on screen) and sends no page view on navigation', () => {
    const harness = startConsent();
    harness.actor.send({ type: 'consent.accepted' });
    harness.actor.send({ type: 'route.changed', path: '/en/Faq' });
    expect(harness.actor.getSnapshot().value).toBe('unknown');
    expect(harness.effects).toEqual([]);
  });

  it('a stored grant goes straight to granted: consent, scripts, the page view of the current page, nothing remembered again', async () => {
    const harness = startConsent({ path: '/fr' });
    harness.actor.send({ type: 'route.changed', path: '/fr/Faq' });
    harness.shop.only().resolve(true);
    await settle();
    expect(harness.actor.getSnapshot().value).toBe('granted');
    expect(seen(harness)).toEqual({ noticeShown: false, granted: true });
    expect(harness.effects).toEqual(GRANT_EFFECTS('/fr/Faq'));
  });

  it('no stored grant shows the notice, loading nothing', async () => {
    const harness = await pending();
    expect(harness.actor.getSnapshot().value).toBe('pending');
    expect(seen(harness)).toEqual({ noticeShown: true, granted: false });
    expect(harness.effects).toEqual([]);
  });

  it('an unreadable store shows the notice', async () => {
    const harness = startConsent();
    harness.shop.only().reject(new Error('cookies blocked'));
    await settle();
    expect(seen(harness)).toEqual({ noticeShown: true, granted: false });
    expect(harness.effects).toEqual([]);
  });
});

describe('consent: a stored choice the host read already', () => {
  it('none stored: the notice at once, without a read, and Got it sent at the start is taken', () => {
    const harness = startConsent({ path: '/de', storedConsent: false });
    expect(harness.actor.getSnapshot().value).toBe('pending');
    expect(harness.shop.asked()).toEqual([]);
    harness.actor.send({ type: 'consent.accepted' });
    expect(seen(harness)).toEqual({ noticeShown: false, granted: true });
    expect(harness.effects).toEqual([{ effect: 'rememberConsent' }, ...GRANT_EFFECTS('/de')]);
  });

  it('a grant stored: granted at once, without a read, nothing remembered again', () => {
    const harness = startConsent({ path: '/ja', storedConsent: true });
    expect(seen(harness)).toEqual({ noticeShown: false, granted: true });
    expect(harness.shop.asked()).toEqual([]);
    expect(harness.effects).toEqual(GRANT_EFFECTS('/ja'));
  });
});

describe('consent: the notice', () => {
  it('navigating under the notice sends no page view', async () => {
    const harness = await pending();
    harness.actor.send({ type: 'route.changed', path: '/en/Blog' });
    expect(seen(harness)).toEqual({ noticeShown: true, granted: false });
    expect(harness.effects).toEqual([]);
  });

  it('Got it grants, remembers, loads the scripts, then sends the page view of the page on screen', async () => {
    const harness = await pending();
    harness.actor.send({ type: 'route.changed', path: '/en/Blog' });
    harness.actor.send({ type: 'consent.accepted' });
    expect(seen(harness)).toEqual({ noticeShown: false, granted: true });
    expect(harness.effects).toEqual([{ effect: 'rememberConsent' }, ...GRANT_EFFECTS('/en/Blog')]);
  });
});

describe('consent: granted', () => {
  it('every route change sends one page view with its path; Got it again does nothing', async () => {
    const harness = await pending();
    harness.actor.send({ type: 'consent.accepted' });
    harness.effects.length = 0;
    harness.actor.send({ type: 'route.changed', path: '/en/Reviews' });
    harness.actor.send({ type: 'route.changed', path: '/en/Contact' });
    harness.actor.send({ type: 'consent.accepted' });
    expect(harness.effects).toEqual([
      { effect: 'trackPageView', path: '/en/Reviews' },
      { effect: 'trackPageView', path: '/en/Contact' },
    ]);
    expect(harness.actor.getSnapshot().context.path).toBe('/en/Contact');
  });
});

describe('consentMachine provided with the page’s effects', () => {
  it('runs every effect it is provided with', async () => {
    const deps = {
      readStoredConsent: vi.fn(async () => false),
      grantConsent: vi.fn(),
      rememberConsent: vi.fn(),
      loadTrackingScripts: vi.fn(),
      trackPageView: vi.fn(),
    };
    const provided = consentMachine.provide({
      actors: { readStoredConsent: answeringActor(deps.readStoredConsent) },
      actions: {
        grantConsent: (_, state) => deps.grantConsent(state),
        rememberConsent: deps.rememberConsent,
        loadTrackingScripts: deps.loadTrackingScripts,
        trackPageView: (_, { path }) => deps.trackPageView(path),
      },
    });
    const actor = createActor(provided, { input: { path: '/ja' } });
    actor.start();
    await settle();
    expect(deps.loadTrackingScripts).not.toHaveBeenCalled();
    actor.send({ type: 'consent.accepted' });
    actor.send({ type: 'route.changed', path: '/ja/Faq' });
    expect(deps.readStoredConsent).toHaveBeenCalledTimes(1);
    expect(deps.grantConsent).toHaveBeenCalledWith(CONSENT_MODE_GRANTED);
    expect(deps.rememberConsent).toHaveBeenCalledTimes(1);
    expect(deps.loadTrackingScripts).toHaveBeenCalledTimes(1);
    expect(deps.trackPageView.mock.calls).toEqual([['/ja'], ['/ja/Faq']]);
    actor.stop();
  });
});
