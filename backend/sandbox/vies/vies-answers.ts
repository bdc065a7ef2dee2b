import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * What the VIES simulator answers (the European Commission's VAT number check, REST): the test
 * service's documented numbers for every country (100 valid, 200 invalid, 201-601 the documented
 * errors), and for any other number, a registry of the numbers this simulator knows as valid
 * (every other number is invalid, as VIES answers an unregistered one). The answers are the
 * documented examples (documented-examples/) with the request's country and number.
 */

/** The test service's documented error codes, by the number that asks for each. */
export const DOCUMENTED_ERRORS: Readonly<Record<string, string>> = {
  '201': 'INVALID_INPUT',
  '202': 'INVALID_REQUESTER_INFO',
  '300': 'SERVICE_UNAVAILABLE',
  '301': 'MS_UNAVAILABLE',
  '302': 'TIMEOUT',
  '400': 'VAT_BLOCKED',
  '401': 'IP_BLOCKED',
  '500': 'GLOBAL_MAX_CONCURRENT_REQ',
  '501': 'GLOBAL_MAX_CONCURRENT_REQ_TIME',
  '600': 'MS_MAX_CONCURRENT_REQ',
  '601': 'MS_MAX_CONCURRENT_REQ_TIME',
};

/** Numbers the simulator knows as registered, by VIES country code (Greece is EL), with the trader VIES names. */
const REGISTERED: Readonly<Record<string, { name: string; address: string }>> = {
  DE811907980: { name: 'Beispiel Reisen GmbH', address: 'Friedrichstraße 1\n10117 Berlin' },
  DE136695976: { name: 'Muster Travel GmbH', address: 'Marienplatz 1\n80331 München' },
  IT00743110157: { name: 'ESEMPIO VIAGGI SPA', address: 'VIA ROMA 1\n20121 MILANO MI' },
  NL004495445B01: { name: 'Voorbeeld Reizen B.V.', address: 'Damrak 1\n1012LG AMSTERDAM' },
  FR40303265045: { name: 'EXEMPLE VOYAGES SA', address: '12 RUE DE LA PAIX\n75002 PARIS' },
};

// Beside the sources; the compiled simulator (backend/dist/sandbox/vies) reads them there too.
const EXAMPLES_DIR =
  [path.join(__dirname, 'documented-examples'), path.join(__dirname, '..', '..', '..', 'sandbox', 'vies', 'documented-examples')].find(
    (dir) => existsSync(dir),
  ) ?? path.join(__dirname, 'documented-examples');

function example(name: 'valid' | 'invalid' | 'error'): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(EXAMPLES_DIR, `${name}.json`), 'utf8')) as Record<string, unknown>;
}

export interface ViesAnswer {
  status: number;
  body: Record<string, unknown>;
}

const VIES_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI',
]); // prettier-ignore

function errorAnswer(code: string, status = 200): ViesAnswer {
  const body = example('error');
  return { status, body: { ...body, errorWrappers: [{ error: code }] } };
}

/** The answer to `{ countryCode, vatNumber }`, at `now`. */
export function checkVatNumber(request: unknown, now: Date): ViesAnswer {
  const fields = request && typeof request === 'object' ? (request as Record<string, unknown>) : {};
  const countryCode = typeof fields['countryCode'] === 'string' ? fields['countryCode'] : '';
  const vatNumber = typeof fields['vatNumber'] === 'string' ? fields['vatNumber'] : '';
  if (!VIES_COUNTRIES.has(countryCode) || !/^[0-9A-Za-z+*.]{1,20}$/.test(vatNumber)) return errorAnswer('INVALID_INPUT', 400);
  const documentedError = DOCUMENTED_ERRORS[vatNumber];
  if (documentedError) return errorAnswer(documentedError);
  const registered =
    vatNumber === '100' ? { name: 'John Doe', address: '123 Main St, Anytown, UK' } : REGISTERED[`${countryCode}${vatNumber}`];
  const body = example(registered ? 'valid' : 'invalid');
  return {
    status: 200,
    body: {
      ...body,
      countryCode,
      vatNumber,
      requestDate: now.toISOString(),
      ...(registered ? { name: registered.name, address: registered.address } : {}),
    },
  };
}
