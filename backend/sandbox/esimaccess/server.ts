// The eSIM Access simulator as its own process on its own origin: `npm start` (ESIM_SUPPLIER=esimaccess
// without credentials) and the test harness run `node backend/dist/sandbox/esimaccess/server.js`
// and wait for the ESIMACCESS_SANDBOX_READY line.
import { serveSandbox } from '../server-kit/serve';
import { createEsimAccessSandbox } from './sandbox-server';
import { readEsimAccessSandboxSettings } from './settings';

serveSandbox('esimaccess-sandbox', 'ESIMACCESS_SANDBOX_READY', () => {
  const settings = readEsimAccessSandboxSettings(process.env);
  const sandbox = createEsimAccessSandbox(settings);
  return {
    sandbox,
    host: settings.host,
    port: settings.port,
    announce: (port) => {
      // Started on port 0: the QR links must name the port actually taken.
      if (settings.publicUrl === `http://${settings.host}:${settings.port}`) settings.publicUrl = `http://${settings.host}:${port}`;
      console.log(
        `[esimaccess-sandbox] ${sandbox.state.packages.size} packages; signature ${settings.secretKey ? 'required' : 'off'}; test controls ${settings.testControls ? 'on' : 'off'}`,
      );
      console.log(`[esimaccess-sandbox] webhook → ${settings.webhookUrl ?? 'none (ESIMACCESS_SANDBOX_WEBHOOK_URL unset)'}`);
    },
  };
});
