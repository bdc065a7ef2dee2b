import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkVatNumber, DOCUMENTED_ERRORS } from '../sandbox/vies/vies-answers';
import { needsViesCheck, reverseChargeApplies } from '../src/plugins/checkout/vat-check/reverse-charge';
import { checkWithVies, viesCountryCode, viesNumber } from '../src/plugins/checkout/vat-check/vies-client';
import { readViesSettings, viesStandIns, VIES_PUBLIC_URL } from '../src/plugins/checkout/vat-check/vies-settings';

/*
 * Issue 35 point 2: the VIES adapter and the VIES simulator, each checked against the answers
 * VIES documents (backend/sandbox/vies/documented-examples), so the two cannot drift together.
 */

const EXAMPLES = path.resolve(import.meta.dirname, '../sandbox/vies/documented-examples');
const example = (name: string) => JSON.parse(readFileSync(path.join(EXAMPLES, `${name}.json`), 'utf8')) as Record<string, unknown>;
const settings = { url: 'http://vies.test/rest-api', timeoutMs: 1000 };

/** A fetch that answers `bodies` in turn and keeps what it was asked. */
function answering(...bodies: Array<{ status: number; body: unknown }>) {
  const asked: Array<{ url: string; body: unknown; method: string | undefined }> = [];
  const fetchFn = (async (url: string, init?: RequestInit) => {
    asked.push({ url, body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}'), method: init?.method });
    const next = bodies[Math.min(asked.length - 1, bodies.length - 1)] ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchFn, asked };
}

describe('the VIES adapter', () => {
  it('sends the documented request: POST check-vat-number, the country and the number without its prefix', async () => {
    const { fetchFn, asked } = answering({ status: 200, body: example('valid') });
    await checkWithVies(settings, 'DE', 'de 100', fetchFn);
    expect(asked).toEqual([{ url: 'http://vies.test/rest-api/check-vat-number', method: 'POST', body: example('request') }]);
  });

  it('reads the documented answers: valid with the trader, invalid, and an error as unavailable after a second try', async () => {
    expect(await checkWithVies(settings, 'DE', '100', answering({ status: 200, body: example('valid') }).fetchFn)).toMatchObject({
      status: 'valid',
      name: 'John Doe',
      address: '123 Main St, Anytown, UK',
      requestIdentifier: null,
    });
    expect(await checkWithVies(settings, 'DE', '200', answering({ status: 200, body: example('invalid') }).fetchFn)).toMatchObject({
      status: 'invalid',
    });
    const down = answering({ status: 200, body: example('error') });
    expect(await checkWithVies(settings, 'DE', '301', down.fetchFn)).toEqual({ status: 'unavailable', reason: 'MS_UNAVAILABLE' });
    expect(down.asked).toHaveLength(2);
    const busyThenUp = answering(
      { status: 200, body: { actionSucceed: false, errorWrappers: [{ error: 'MS_MAX_CONCURRENT_REQ' }] } },
      {
        status: 200,
        body: example('valid'),
      },
    );
    expect((await checkWithVies(settings, 'DE', '100', busyThenUp.fetchFn)).status).toBe('valid');
  });

  it('never takes a strange answer for "invalid": wrong shapes, a 500, a huge body or no answer are unavailable', async () => {
    for (const strange of [
      { status: 200, body: { valid: 'yes' } },
      { status: 500, body: { message: 'oops' } },
      { status: 404, body: example('valid') },
      { status: 200, body: { ...example('valid'), name: 'x'.repeat(20_000) } },
    ]) {
      expect((await checkWithVies(settings, 'DE', '100', answering(strange).fetchFn)).status).toBe('unavailable');
    }
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await checkWithVies(settings, 'DE', '100', refused)).toEqual({ status: 'unavailable', reason: 'unreachable' });
    // A number VIES cannot take is not sent at all.
    const never = answering({ status: 200, body: example('valid') });
    expect((await checkWithVies(settings, 'DE', '<script>', never.fetchFn)).status).toBe('invalid');
    expect(never.asked).toHaveLength(0);
  });

  it('writes numbers as VIES takes them; Greece is EL', () => {
    expect(viesNumber('DE', 'DE 811.907-980')).toBe('811907980');
    expect(viesNumber('GR', 'EL094259216')).toBe('094259216');
    expect(viesNumber('GR', 'GR094259216')).toBe('094259216');
    expect(viesNumber('NL', 'nl004495445b01')).toBe('004495445B01');
    expect(viesNumber('DE', '')).toBeUndefined();
    expect(viesCountryCode('gr')).toBe('EL');
  });
});

describe('the VIES simulator', () => {
  const keys = (value: Record<string, unknown>) => Object.keys(value).sort();

  it('answers the documented shapes: valid, invalid and every documented error number', () => {
    const now = new Date('2026-12-04T10:00:00Z');
    const valid = checkVatNumber(example('request'), now);
    expect(valid.status).toBe(200);
    expect(keys(valid.body)).toEqual(keys(example('valid')));
    expect(valid.body).toMatchObject({ valid: true, countryCode: 'DE', vatNumber: '100', requestDate: now.toISOString() });
    const invalid = checkVatNumber({ countryCode: 'DE', vatNumber: '200' }, now);
    expect(keys(invalid.body)).toEqual(keys(example('invalid')));
    expect(invalid.body).toMatchObject({ valid: false, name: '---' });
    for (const [number, code] of Object.entries(DOCUMENTED_ERRORS)) {
      const answer = checkVatNumber({ countryCode: 'FR', vatNumber: number }, now);
      expect(keys(answer.body)).toEqual(keys(example('error')));
      expect(answer.body).toMatchObject({ actionSucceed: false, errorWrappers: [{ error: code }] });
    }
    expect(checkVatNumber({ countryCode: 'XX', vatNumber: '1' }, now)).toMatchObject({ status: 400 });
    expect(checkVatNumber('not an object', now)).toMatchObject({ status: 400 });
  });
});

describe('the reverse charge', () => {
  it('applies to a VIES-confirmed business of another member state only', () => {
    expect(reverseChargeApplies({ billingCountry: 'DE', sellerCountry: 'FR', vatNumberStatus: 'valid' })).toBe(true);
    expect(reverseChargeApplies({ billingCountry: 'FR', sellerCountry: 'FR', vatNumberStatus: 'valid' })).toBe(false);
    expect(reverseChargeApplies({ billingCountry: 'US', sellerCountry: 'FR', vatNumberStatus: 'valid' })).toBe(false);
    expect(reverseChargeApplies({ billingCountry: 'DE', sellerCountry: 'FR', vatNumberStatus: 'unavailable' })).toBe(false);
    expect(reverseChargeApplies({ billingCountry: 'DE', sellerCountry: null, vatNumberStatus: 'valid' })).toBe(false);
    expect(needsViesCheck({ billingCountry: 'DE', sellerCountry: 'FR', vatNumber: 'DE1' })).toBe(true);
    expect(needsViesCheck({ billingCountry: 'DE', sellerCountry: 'FR', vatNumber: '  ' })).toBe(false);
    expect(needsViesCheck({ billingCountry: 'FR', sellerCountry: 'FR', vatNumber: 'FR1' })).toBe(false);
  });

  it('production refuses the simulator; the real service is the default', () => {
    expect(readViesSettings({}).url).toBe(VIES_PUBLIC_URL);
    expect(() => readViesSettings({ VIES_URL: 'not a url' })).toThrow(/VIES_URL/);
    expect(viesStandIns({ VIES_URL: 'http://127.0.0.1:4000' })).toHaveLength(1);
    expect(viesStandIns({})).toEqual([]);
  });
});
