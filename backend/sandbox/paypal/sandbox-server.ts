import { createServer, type Server } from 'node:http';

import { handleRequest } from './routes';
import type { PayPalSandboxSettings } from './settings';
import { createState, type SandboxState } from './state';

export interface PayPalSandbox {
  server: Server;
  state: SandboxState;
  /** Stops listening, drops held answers and open connections. */
  close(): Promise<void>;
}

/** The PayPal simulator as an HTTP server (not yet listening); tests start it on port 0. */
export function createPayPalSandbox(settings: PayPalSandboxSettings, now?: () => number): PayPalSandbox {
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
        for (const send of state.webhooks.inFlight) send.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
