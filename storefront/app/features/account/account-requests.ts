import { useCallback } from 'react';

import { ShopError } from '@shop/api';

import { useHydrated } from '../../lib/react/use-hydrated';
import { SessionContext } from './session-context';

export function isNotLoggedIn(error: unknown): boolean {
  return error instanceof ShopError && error.detail.kind === 'http' && error.detail.code === 'NOT_LOGGED_IN';
}

/**
 * Call with every failed account request: a session that ended elsewhere (logout in another
 * tab, expiry) makes the session machine ask again, so the header and the guard follow.
 */
export function useSessionEndedCheck(): (error: unknown) => void {
  const session = SessionContext.useActorRef();
  return useCallback(
    (error: unknown) => {
      if (isNotLoggedIn(error)) session.send({ type: 'session.refresh' });
    },
    [session],
  );
}

/** The install path the eSIM cards lead with: the one-tap link on an iPhone, the QR code on a computer. */
export function installPlatformOf(userAgent: string): 'ios' | 'android' | 'desktop' {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'desktop';
}

/**
 * The zone dates are read in: UTC while the server's HTML hydrates (the server does not know the
 * shopper's), then the browser's own.
 */
export function useDisplayTimeZone(): string | undefined {
  const hydrated = useHydrated();
  return hydrated ? undefined : 'UTC';
}
