// The sandbox card acquirer as its own process on its own origin: `npm start` and the test harness
// run `node backend/dist/sandbox/card-acquirer/server.js` and wait for the CARD_SANDBOX_READY line.
import { serveSandbox } from '../server-kit/serve';
import { createCardSandbox } from './sandbox-server';
import { readSandboxSettings } from './settings';

serveSandbox('card-sandbox', 'CARD_SANDBOX_READY', () => {
  const settings = readSandboxSettings(process.env);
  return {
    sandbox: createCardSandbox(settings),
    host: settings.host,
    port: settings.port,
    announce: () =>
      console.log(`[card-sandbox] test cards: see README "Test cards"; storefront origins ${settings.allowedOrigins.join(', ')}`),
  };
});
