import { createServer, type Server } from 'node:http';

import { handleRequest } from './routes';
import type { EsimAccessSandboxSettings } from './settings';
import { createState, type SandboxState } from './state';

export interface EsimAccessSandbox {
  server: Server;
  state: SandboxState;
  /** Stops listening, drops pending allocations, held answers and open connections. */
  close(): Promise<void>;
}

/** The eSIM Access simulator as an HTTP server (not yet listening); tests start it on port 0. */
export function createEsimAccessSandbox(settings: EsimAccessSandboxSettings, now?: () => number): EsimAccessSandbox {
  const state = createState(settings, now);
  const server = createServer((request, response) => {
    void handleRequest(state, request, response);
  });
  return {
    server,
    state,
    close: () =>
      new Promise((resolve) => {
        state.closed = true;
        for (const timer of state.timers) clearTimeout(timer);
        state.timers.clear();
        for (const send of state.inFlight) send.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
