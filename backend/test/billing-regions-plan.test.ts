import { describe, expect, it } from 'vitest';

import { billingCountries, planTaxZones, plannedStates, stateCodeOf } from '../src/seed/billing-regions-plan';
import { SHOP_LANGUAGES } from '../src/seed/languages';
import { EU_MEMBER_STATES, seededCatalogue } from './support/catalogue';

const { data } = seededCatalogue();

describe('billing countries', () => {
  const countries = billingCountries(data);
  const codes = countries.map((country) => country.code);

  it('are every sold destination, the EU member states and the default country: 200 and more, each once', () => {
    expect(countries.length).toBeGreaterThanOrEqual(200);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of [...EU_MEMBER_STATES, 'US', 'JP', 'HK', 'CH', 'GB', 'BR', 'XK']) expect(codes, code).toContain(code);
  });

  it('are named by CLDR in the 8 languages, short where the destination list is', () => {
    const byCode = new Map(countries.map((country) => [country.code, country.names]));
    expect(byCode.get('DE')).toMatchObject({ en: 'Germany', fr: 'Allemagne', ja: 'ドイツ', zh_Hant: '德國' });
    expect(byCode.get('HK')?.en).toBe('Hong Kong');
    for (const country of countries) {
      for (const language of SHOP_LANGUAGES) expect(country.names[language], `${country.code} ${language}`).toBeTruthy();
    }
  });
});

describe('tax zones', () => {
  const plan = planTaxZones(data);
  const zoneOf = (code: string) => plan.zones.filter((zone) => zone.countries.includes(code));

  it('give each EU member state a zone of its own with its standard rate', () => {
    const expected = {
      AT: 20,
      BE: 21,
      BG: 20,
      CY: 19,
      CZ: 21,
      DE: 19,
      DK: 25,
      EE: 24,
      ES: 21,
      FI: 25.5,
      FR: 20,
      GR: 24,
      HR: 25,
      HU: 27,
      IE: 23,
      IT: 22,
      LT: 21,
      LU: 17,
      LV: 21,
      MT: 18,
      NL: 21,
      PL: 23,
      PT: 23,
      RO: 21,
      SE: 25,
      SI: 22,
      SK: 23,
    };
    for (const [code, rate] of Object.entries(expected)) {
      expect(zoneOf(code), code).toEqual([{ name: expect.any(String), countries: [code], rate }]);
    }
    expect(zoneOf('FR')[0]?.name).toBe('France');
  });

  it('put every other billing country, the default US among them, in the default zone at 0%', () => {
    const rest = plan.zones.find((zone) => zone.name === plan.defaultZone);
    expect(rest).toMatchObject({ name: 'Rest of the world', rate: 0 });
    for (const code of ['US', 'JP', 'CH', 'GB', 'NO', 'HK']) expect(zoneOf(code), code).toEqual([rest]);
    expect(rest?.countries).toContain(data.channel.defaultCountry);
  });

  it('hold every billing country exactly once, so no country can have two rates', () => {
    const all = plan.zones.flatMap((zone) => zone.countries);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all)).toEqual(new Set(billingCountries(data).map((country) => country.code)));
  });

  it('retire the zones of the earlier seed', () => {
    expect(plan.retiredZones).toEqual(['European Union', 'United States']);
  });
});

describe('states', () => {
  const states = plannedStates(data);
  const us = states.filter((state) => state.countryCode === 'US');

  it('are the 50 US states and DC, as provinces coded with the country', () => {
    expect(us).toHaveLength(51);
    expect(us.map((state) => state.provinceCode)).toEqual(expect.arrayContaining(['US-CA', 'US-NV', 'US-TX', 'US-NY', 'US-DC', 'US-HI']));
    expect(stateCodeOf('US', 'US-CA')).toBe('CA');
  });

  it('have real names in every language, California and Nevada included', () => {
    const byCode = new Map(us.map((state) => [state.provinceCode, state.names]));
    expect(byCode.get('US-CA')).toEqual({
      en: 'California',
      fr: 'Californie',
      es: 'California',
      it: 'California',
      de: 'Kalifornien',
      nl: 'Californië',
      ja: 'カリフォルニア州',
      zh_Hant: '加利福尼亞州',
    });
    expect(byCode.get('US-NV')).toMatchObject({ en: 'Nevada', ja: 'ネバダ州', zh_Hant: '內華達州' });
    expect(byCode.get('US-TX')).toMatchObject({ en: 'Texas', ja: 'テキサス州', zh_Hant: '德克薩斯州' });
    for (const state of us) {
      // Japanese and Chinese names are never the English one.
      expect(state.names.ja, state.provinceCode).not.toBe(state.names.en);
      expect(state.names.zh_Hant, state.provinceCode).not.toBe(state.names.en);
    }
  });

  it('exist only for the United States (no state field for Austria, Germany or the Netherlands)', () => {
    expect(new Set(states.map((state) => state.countryCode))).toEqual(new Set(['US']));
  });
});
