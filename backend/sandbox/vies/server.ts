// The VIES simulator as its own process on its own origin: `npm start` and the test harness run
// `node backend/dist/sandbox/vies/server.js` and wait for the VIES_SANDBOX_READY line.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import { BadRequest, readText } from '../server-kit/http';
import { serveSandbox } from '../server-kit/serve';
import { addressOf } from '../server-kit/settings';
import { checkVatNumber } from './vies-answers';

/** A VAT check request is two short fields. */
const MAX_BODY_BYTES = 4 * 1024;

/** Test control: while true, every check answers SERVICE_UNAVAILABLE (the service down), as VIES does on maintenance. */
let down = false;

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function handle(request: IncomingMessage, response: ServerResponse, testControls: boolean): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://vies.invalid');
  const route = `${request.method ?? 'GET'} ${url.pathname.replace(/^\/taxation_customs\/vies\/rest-api/, '')}`;
  if (route === 'POST /check-vat-number' || route === 'POST /check-vat-test-service') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readText(request, MAX_BODY_BYTES));
    } catch (error) {
      if (error instanceof BadRequest)
        return send(response, error.status, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
      return send(response, 400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
    }
    if (down) return send(response, 200, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
    const answer = checkVatNumber(parsed, new Date());
    return send(response, answer.status, answer.body);
  }
  if (route === 'GET /check-status') return send(response, 200, { vow: { available: !down }, countries: [] });
  if (testControls && route === 'POST /__sandbox/down') {
    down = url.searchParams.get('down') !== 'false';
    return send(response, 200, { down });
  }
  return send(response, 404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] });
}

serveSandbox('vies-sandbox', 'VIES_SANDBOX_READY', () => {
  const { host, port } = addressOf(
    process.env,
    { host: 'VIES_SANDBOX_HOST', port: 'VIES_SANDBOX_PORT', publicUrl: 'VIES_SANDBOX_PUBLIC_URL' },
    0,
  );
  const testControls = /^(?:1|true|yes|on)$/i.test(process.env['VIES_SANDBOX_TEST_CONTROLS'] ?? '');
  const server = createServer((request, response) => {
    handle(request, response, testControls).catch(() =>
      send(response, 500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] }),
    );
  });
  return {
    sandbox: { server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) },
    host,
    port,
    announce: () =>
      console.log(`[vies-sandbox] test controls ${testControls ? 'on' : 'off'}; numbers 100 valid, 200 invalid, 201-601 documented errors`),
  };
});
