// The PayPal simulator as its own process on its own origin: `npm start` and the test harness run
// `node backend/dist/sandbox/paypal/server.js` and wait for the PAYPAL_SANDBOX_READY line.
import { createPayPalSandbox } from './sandbox-server';
import { readPayPalSandboxSettings } from './settings';

function main(): void {
  const settings = readPayPalSandboxSettings(process.env);
  const sandbox = createPayPalSandbox(settings);
  sandbox.server.on('error', (error) => {
    console.error(`[paypal-sandbox] ${error.message}`);
    process.exit(1);
  });
  sandbox.server.listen(settings.port, settings.host, () => {
    const address = sandbox.server.address();
    const port = typeof address === 'object' && address ? address.port : settings.port;
    if (settings.publicUrl === `http://${settings.host}:${settings.port}` && port !== settings.port) {
      // Started on port 0: the approve links must name the port actually taken.
      settings.publicUrl = `http://${settings.host}:${port}`;
    }
    console.log(`[paypal-sandbox] test buyer ${settings.buyerEmail}; test controls ${settings.testControls ? 'on' : 'off'}`);
    console.log(`[paypal-sandbox] webhook ${settings.webhookId} → ${settings.webhookUrl ?? 'none (PAYPAL_SANDBOX_WEBHOOK_URL unset)'}`);
    console.log(`PAYPAL_SANDBOX_READY http://${settings.host}:${port}`);
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
  console.error(`[paypal-sandbox] Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
