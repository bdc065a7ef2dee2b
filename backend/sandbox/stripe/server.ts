// Stripe's simulator as its own process on its own origin: `npm start` (CARD_PROVIDER=stripe without
// keys) and the test harness run `node backend/dist/sandbox/stripe/server.js` and wait for STRIPE_SANDBOX_READY.
import { serveSandbox } from '../server-kit/serve';
import { createStripeSandbox } from './sandbox-server';
import { readStripeSandboxSettings } from './settings';

serveSandbox('stripe-sandbox', 'STRIPE_SANDBOX_READY', () => {
  const settings = readStripeSandboxSettings(process.env);
  const sandbox = createStripeSandbox(settings);
  return {
    sandbox,
    host: settings.host,
    port: settings.port,
    announce: (port) => {
      // Started on port 0: the 3-D Secure pages and Stripe.js must name the port actually taken.
      if (settings.publicUrl === `http://${settings.host}:${settings.port}`) settings.publicUrl = `http://${settings.host}:${port}`;
      console.log(
        `[stripe-sandbox] keys ${settings.publishableKey.slice(0, 8)}… / ${settings.secretKey.slice(0, 8)}…; Stripe.js at ${settings.publicUrl}/v3/`,
      );
      console.log(
        `[stripe-sandbox] webhooks → ${settings.webhookUrl ?? 'none (STRIPE_SANDBOX_WEBHOOK_URL unset)'}; test controls ${settings.testControls ? 'on' : 'off'}`,
      );
    },
  };
});
