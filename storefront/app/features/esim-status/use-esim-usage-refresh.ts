import { useEffect, useRef, useState } from 'react';

import type { EsimStatus } from '@shop/api';

export interface EsimUsageRefresh {
  /** The latest answer: the refreshed one, else what the page loaded. */
  statuses: EsimStatus[];
  refreshing: boolean;
  refresh: () => void;
}

/**
 * The "Refresh" of eSIM usage cards (issue 19): asks the backend again (`refresh: true`, which
 * asks the provider past its 45 s cache, rate-limited there) and shows the answer in place of
 * what was loaded. One request at a time; a new load of the page replaces a refreshed answer; a
 * failed refresh keeps the figures shown (each card says when they were checked). No machine: one
 * request with a busy flag, like the account panels' other requests.
 */
export function useEsimUsageRefresh(
  loaded: EsimStatus[],
  ask: (signal: AbortSignal) => Promise<EsimStatus[]>,
  onFailure?: (error: unknown) => void,
): EsimUsageRefresh {
  const [refreshed, setRefreshed] = useState<{ base: EsimStatus[]; statuses: EsimStatus[] } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const refresh = () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setRefreshing(true);
    ask(controller.signal)
      .then(
        (statuses) => {
          if (!controller.signal.aborted) setRefreshed({ base: loaded, statuses });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) onFailure?.(error);
        },
      )
      .finally(() => {
        if (running.current === controller) running.current = null;
        if (!controller.signal.aborted) setRefreshing(false);
      });
  };

  return { statuses: refreshed && refreshed.base === loaded ? refreshed.statuses : loaded, refreshing, refresh };
}
