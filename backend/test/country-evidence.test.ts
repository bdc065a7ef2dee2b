import { describe, expect, it } from 'vitest';

import { issuingCountryOf } from '../sandbox/server-kit/issuing-country';
import { countryMismatch, countryOfAddress } from '../src/plugins/checkout/country-evidence';

/* Issue 35 point 2: the evidence of the customer's country and when it disagrees. */

describe('evidence of the customer’s country', () => {
  it('an IPv4 address has its country; a local, private or IPv6 address and garbage have none', () => {
    expect(countryOfAddress('90.0.0.1')).toBe('FR');
    expect(countryOfAddress('::ffff:217.160.0.1')).toBe('DE');
    expect(countryOfAddress('8.8.8.8')).toBe('US');
    for (const none of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '2001:db8::1', '', 'not an address', '999.1.1.1.1']) {
      expect(countryOfAddress(none)).toBeNull();
    }
  });

  it('flags evidence that names another country than the billing address; unknown evidence says nothing', () => {
    expect(countryMismatch({ billing: 'FR', ip: 'FR', card: 'FR' })).toBe(false);
    expect(countryMismatch({ billing: 'fr', ip: 'FR', card: null })).toBe(false);
    expect(countryMismatch({ billing: 'FR', ip: null, card: null })).toBe(false);
    expect(countryMismatch({ billing: 'FR', ip: 'DE', card: 'FR' })).toBe(true);
    expect(countryMismatch({ billing: 'FR', ip: null, card: 'US' })).toBe(true);
    expect(countryMismatch({ billing: null, ip: 'DE', card: 'US' })).toBe(false);
  });

  it('the sandbox reports the issuer of Stripe’s country test cards only', () => {
    expect(issuingCountryOf('4000002500000003')).toBe('FR');
    expect(issuingCountryOf('4000002760000016')).toBe('DE');
    expect(issuingCountryOf('4000008400000000')).toBe('US');
    expect(issuingCountryOf('4242424242424242')).toBeUndefined();
    expect(issuingCountryOf('4000000000003220')).toBeUndefined();
  });
});
