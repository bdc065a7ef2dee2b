// The Airalo Partner API simulator as its own process on its own origin: `npm start` and the test
// harness run `node backend/dist/sandbox/airalo/server.js` and wait for the AIRALO_SANDBOX_READY line.
import { serveSandbox } from '../server-kit/serve';
import { createAiraloSandbox } from './sandbox-server';
import { readAiraloSandboxSettings } from './settings';

serveSandbox('airalo-sandbox', 'AIRALO_SANDBOX_READY', () => {
  const settings = readAiraloSandboxSettings(process.env);
  const sandbox = createAiraloSandbox(settings);
  return {
    sandbox,
    host: settings.host,
    port: settings.port,
    announce: (port) => {
      // Started on port 0: the pagination links must name the port actually taken.
      if (settings.publicUrl === `http://${settings.host}:${settings.port}`) settings.publicUrl = `http://${settings.host}:${port}`;
      const packages = sandbox.state.catalogue.reduce((sum, operator) => sum + operator.packages.length, 0);
      console.log(
        `[airalo-sandbox] ${packages} packages; balance ${(settings.initialBalanceCents / 100).toFixed(2)} USD; test controls ${settings.testControls ? 'on' : 'off'}`,
      );
      console.log(
        `[airalo-sandbox] async orders → ${settings.webhookUrl ?? 'none opted in (AIRALO_SANDBOX_WEBHOOK_URL unset)'} after ${settings.asyncDelayMs} ms`,
      );
    },
  };
});
