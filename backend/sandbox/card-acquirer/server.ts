// The sandbox card acquirer as its own process on its own origin: `npm start` and the test harness
// run `node backend/dist/sandbox/card-acquirer/server.js` and wait for the CARD_SANDBOX_READY line.
import { createCardSandbox } from './sandbox-server';
import { readSandboxSettings } from './settings';

function main(): void {
  const settings = readSandboxSettings(process.env);
  const sandbox = createCardSandbox(settings);
  sandbox.server.on('error', (error) => {
    console.error(`[card-sandbox] ${error.message}`);
    process.exit(1);
  });
  sandbox.server.listen(settings.port, settings.host, () => {
    const address = sandbox.server.address();
    const port = typeof address === 'object' && address ? address.port : settings.port;
    console.log(`[card-sandbox] test cards: see README "Test cards"; storefront origins ${settings.allowedOrigins.join(', ')}`);
    console.log(`CARD_SANDBOX_READY http://${settings.host}:${port}`);
  });
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

try {
  main();
} catch (error) {
  console.error(`[card-sandbox] Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
