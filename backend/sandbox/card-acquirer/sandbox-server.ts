import { createServer, type Server } from 'node:http';

import { hostedFieldAssets } from './hosted-field-page';
import { createLedger, type Ledger } from './ledger';
import { handleRequest } from './routes';
import type { SandboxSettings } from './settings';
import { createSigner } from './signing';

export interface CardSandbox {
  server: Server;
  ledger: Ledger;
  /** Stops listening, drops held answers and open connections. */
  close(): Promise<void>;
}

/** The sandbox acquirer as an HTTP server (not yet listening); tests start it on port 0. */
export function createCardSandbox(settings: SandboxSettings, now?: () => number): CardSandbox {
  const ledger = createLedger(settings, createSigner(), now);
  const assets = hostedFieldAssets(settings.hostedFieldScriptPath);
  const server = createServer((request, response) => {
    void handleRequest(ledger, assets, request, response);
  });
  return {
    server,
    ledger,
    close: () =>
      new Promise((resolve) => {
        for (const timer of ledger.timers) clearTimeout(timer);
        ledger.timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
