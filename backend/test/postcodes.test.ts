import { describe, expect, it } from 'vitest';

import { loadPostcodes } from '../src/seed/load-seed-data';
import { EU_MEMBER_STATES } from './support/catalogue';

const rules = loadPostcodes().countries;
const formatOf = (code: string) => {
  const format = rules[code]?.format;
  if (!format) throw new Error(`${code} has no format`);
  return new RegExp(format);
};

describe('seed/postcodes.json', () => {
  it('covers the EU and the main countries the shop bills to', () => {
    for (const code of [...EU_MEMBER_STATES, 'US', 'CA', 'GB', 'CH', 'NO', 'JP', 'KR', 'TW', 'AU', 'NZ', 'BR', 'MX', 'IN', 'CN']) {
      expect(rules[code], code).toBeDefined();
    }
  });

  it('has an example matching its format for every country with one', () => {
    for (const [code, rule] of Object.entries(rules)) {
      if (rule.format) expect(new RegExp(rule.format).test(rule.example ?? ''), code).toBe(true);
    }
  });

  it('does not ask for a code where there is none or it is optional (Hong Kong, UAE, Ireland)', () => {
    expect(rules['HK']).toEqual({ needsZipCode: false });
    expect(rules['AE']).toEqual({ needsZipCode: false });
    expect(rules['IE']?.needsZipCode).toBe(false);
    expect(formatOf('IE').test('D02 X285')).toBe(true);
  });

  it.each([
    ['US', ['94103', '94103-1234'], ['9410', '941031', '94103-12', 'ABCDE']],
    ['FR', ['75008', '20000'], ['7500', '750080', '75 008']],
    ['DE', ['10115', '01067'], ['1011', '101150']],
    ['NL', ['1012 AB', '1012AB'], ['0123 AB', '1012 A', '1012-AB']],
    ['GB', ['SW1A 1AA', 'EC1A 1BB', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'GIR 0AA'], ['SW1A', '1AA SW1', 'SW1A 1A1']],
    ['CA', ['K1A 0B1', 'H3Z2Y7'], ['K1A 0B', 'D1A 0B1', '12345']],
    ['JP', ['100-0001', '1000001'], ['100-001', '10-00001']],
    ['PL', ['00-950'], ['00950', '0-950']],
    ['PT', ['1000-001'], ['1000']],
    ['SE', ['114 55', '11455'], ['1145']],
    ['ES', ['28001', '52001', '01001'], ['53001', '00001', '2800']],
    ['BR', ['01310-100', '01310100'], ['01310-10']],
    ['IN', ['110001', '110 001'], ['010001', '11001']],
    ['MT', ['VLT 1117'], ['VLT 11', '1117']],
  ])('%s: accepts %j, refuses %j', (code, valid, invalid) => {
    const format = formatOf(code);
    for (const value of valid) expect(format.test(value), value).toBe(true);
    for (const value of invalid) expect(format.test(value), value).toBe(false);
  });
});
