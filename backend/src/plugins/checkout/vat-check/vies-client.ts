import { z } from 'zod';

/*
 * The European Commission's VIES service, REST (`POST {VIES_URL}/check-vat-number`), behind the
 * shop's one question: is this business's VAT number registered? Every answer is checked
 * (documented shapes: backend/sandbox/vies/documented-examples); an error envelope, a status
 * other than 200, a body that is not VIES's, or no answer in time are all "unavailable", never
 * "invalid": only VIES's own `valid: false` says a number is not registered.
 */

/** Where VIES is and how long the shop waits for it. */
export interface ViesSettings {
  /** `https://ec.europa.eu/taxation_customs/vies/rest-api` (VIES_URL), or the simulator's origin. */
  url: string;
  /** One request's limit; the whole check (two tries) stays under twice this plus the pause. */
  timeoutMs: number;
}

export type VatNumberCheck =
  | { status: 'valid'; name: string | null; address: string | null; requestIdentifier: string | null; checkedAt: Date }
  | { status: 'invalid'; checkedAt: Date }
  | { status: 'unavailable'; reason: string };

const answerSchema = z.object({
  countryCode: z.string().max(2),
  vatNumber: z.string().max(20),
  requestDate: z.string().max(40),
  valid: z.boolean(),
  requestIdentifier: z.string().max(100).nullish(),
  name: z.string().max(500).nullish(),
  address: z.string().max(1000).nullish(),
});
const errorSchema = z.object({
  actionSucceed: z.literal(false),
  errorWrappers: z.array(z.object({ error: z.string().max(60), message: z.string().max(500).nullish() })).max(10),
});

/** Errors worth a second try a moment later (VIES's own advice for them); others are final for this check. */
const TRANSIENT = new Set([
  'SERVICE_UNAVAILABLE',
  'MS_UNAVAILABLE',
  'TIMEOUT',
  'GLOBAL_MAX_CONCURRENT_REQ',
  'GLOBAL_MAX_CONCURRENT_REQ_TIME',
  'MS_MAX_CONCURRENT_REQ',
  'MS_MAX_CONCURRENT_REQ_TIME',
]);
const RETRY_PAUSE_MS = 300;
/** A VIES answer is a few hundred bytes: anything past this is not one. */
const MAX_ANSWER_BYTES = 16 * 1024;

/** VIES writes "---" where a member state does not disclose the trader. */
const disclosed = (value: string | null | undefined) => (value && value.trim() !== '---' ? value.trim() : null);

/** VIES names Greece EL; every other member state by its ISO code. */
export function viesCountryCode(countryCode: string): string {
  const code = countryCode.toUpperCase();
  return code === 'GR' ? 'EL' : code;
}

/**
 * The number as VIES takes it for `countryCode`: spaces, dots, dashes and slashes dropped, upper
 * case, the country's prefix (DE…, EL or GR for Greece) taken off; undefined when what is left
 * cannot be a VAT number (VIES itself says whether it is registered).
 */
export function viesNumber(countryCode: string, vatNumber: string): string | undefined {
  const compact = vatNumber.replace(/[\s.\-/]/g, '').toUpperCase();
  const prefixes = [viesCountryCode(countryCode), countryCode.toUpperCase()];
  const number = prefixes.some((prefix) => compact.startsWith(prefix)) ? compact.slice(2) : compact;
  return /^[0-9A-Z+*]{2,14}$/.test(number) ? number : undefined;
}

type Attempt = VatNumberCheck | { status: 'retry'; reason: string };

async function askOnce(settings: ViesSettings, body: { countryCode: string; vatNumber: string }, fetchFn: typeof fetch): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetchFn(`${settings.url}/check-vat-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    return { status: 'retry', reason: error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'unreachable' };
  }
  const text = await response.text().catch(() => '');
  if (text.length > MAX_ANSWER_BYTES) return { status: 'unavailable', reason: 'an answer too large to be VIES’s' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return response.status >= 500 ? { status: 'retry', reason: `HTTP ${response.status}` } : { status: 'unavailable', reason: 'not JSON' };
  }
  const failure = errorSchema.safeParse(json);
  if (failure.success) {
    const code = failure.data.errorWrappers[0]?.error ?? 'UNKNOWN';
    return TRANSIENT.has(code) ? { status: 'retry', reason: code } : { status: 'unavailable', reason: code };
  }
  if (response.status >= 500) return { status: 'retry', reason: `HTTP ${response.status}` };
  const answer = answerSchema.safeParse(json);
  if (response.status !== 200 || !answer.success)
    return { status: 'unavailable', reason: `an unexpected answer (HTTP ${response.status})` };
  const checkedAt = new Date();
  return answer.data.valid
    ? {
        status: 'valid',
        name: disclosed(answer.data.name),
        address: disclosed(answer.data.address),
        requestIdentifier: disclosed(answer.data.requestIdentifier),
        checkedAt,
      }
    : { status: 'invalid', checkedAt };
}

/** Checks `vatNumber` of `countryCode` (ISO; a number VIES cannot take is invalid), trying twice when VIES is busy or down. */
export async function checkWithVies(
  settings: ViesSettings,
  countryCode: string,
  vatNumber: string,
  fetchFn: typeof fetch = fetch,
): Promise<VatNumberCheck> {
  const number = viesNumber(countryCode, vatNumber);
  if (number === undefined) return { status: 'invalid', checkedAt: new Date() };
  const body = { countryCode: viesCountryCode(countryCode), vatNumber: number };
  const first = await askOnce(settings, body, fetchFn);
  if (first.status !== 'retry') return first;
  await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  const second = await askOnce(settings, body, fetchFn);
  return second.status === 'retry' ? { status: 'unavailable', reason: second.reason } : second;
}
