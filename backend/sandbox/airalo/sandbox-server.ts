import { createServer, type Server } from 'node:http';

import { handleRequest } from './routes';
import type { AiraloSandboxSettings } from './settings';
import { createState, type SandboxState } from './state';

export interface AiraloSandbox {
  server: Server;
  state: SandboxState;
  /** Stops listening, drops held answers, pending async orders and open connections. */
  close(): Promise<void>;
}

/** The Airalo Partner API simulator as an HTTP server (not yet listening); tests start it on port 0. */
export function createAiraloSandbox(settings: AiraloSandboxSettings, now?: () => number): AiraloSandbox {
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
        for (const pending of state.asyncOrders.values()) if (pending.timer) clearTimeout(pending.timer);
        for (const send of state.inFlight) send.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
