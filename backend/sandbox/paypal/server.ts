// The PayPal simulator as its own process on its own origin: `npm start` and the test harness run
// `node backend/dist/sandbox/paypal/server.js` and wait for the PAYPAL_SANDBOX_READY line.
import { serveSandbox } from '../server-kit/serve';
import { createPayPalSandbox } from './sandbox-server';
import { readPayPalSandboxSettings } from './settings';

serveSandbox('paypal-sandbox', 'PAYPAL_SANDBOX_READY', () => {
  const settings = readPayPalSandboxSettings(process.env);
  return {
    sandbox: createPayPalSandbox(settings),
    host: settings.host,
    port: settings.port,
    announce: (port) => {
      // Started on port 0: the approve links must name the port actually taken.
      if (settings.publicUrl === `http://${settings.host}:${settings.port}`) settings.publicUrl = `http://${settings.host}:${port}`;
      console.log(`[paypal-sandbox] test buyer ${settings.buyerEmail}; test controls ${settings.testControls ? 'on' : 'off'}`);
      console.log(`[paypal-sandbox] webhook ${settings.webhookId} → ${settings.webhookUrl ?? 'none (PAYPAL_SANDBOX_WEBHOOK_URL unset)'}`);
    },
  };
});
