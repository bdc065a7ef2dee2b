import { createServer, type Server } from 'node:http';

import { handleRequest } from './routes';
import type { StripeSandboxSettings } from './settings';
import { createState, type SandboxState } from './state';

export interface StripeSandbox {
  server: Server;
  state: SandboxState;
  /** Stops listening, drops held answers, pending webhooks and open connections. */
  close(): Promise<void>;
}

/** Stripe's simulator as an HTTP server (not yet listening); tests start it on port 0. */
export function createStripeSandbox(settings: StripeSandboxSettings, now?: () => number): StripeSandbox {
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
        for (const sending of state.inFlight) sending.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
