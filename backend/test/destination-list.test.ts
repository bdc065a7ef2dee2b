import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { allDestinations, localDestinations, regionByCountry, soldCountryCodes } from '../src/seed/destination-list';
import { flagSvgPath } from '../src/seed/flag-files';
import { SHOP_LANGUAGES } from '../src/seed/languages';
import { SEED_DATA_DIR } from '../src/seed/load-seed-data';
import { seededCatalogue } from './support/catalogue';

const { data } = seededCatalogue();
const REGIONS = ['europe', 'asia', 'america', 'oceania', 'africa', 'middle-east', 'south-america', 'central-america'];

describe('destination list (countries.json over flag-icons)', () => {
  const local = localDestinations(data);

  it('sells at least 200 countries and territories', () => {
    expect(local.length).toBeGreaterThanOrEqual(200);
  });

  it('accounts for every ISO entry of flag-icons: sold or excluded with a reason', () => {
    const sold = new Set(soldCountryCodes(data));
    for (const entry of data.flagIconsCountries.filter((e) => e.iso)) {
      const excluded = data.countries.excluded[entry.code];
      expect(sold.has(entry.code) || (excluded !== undefined && excluded.length > 10), entry.code).toBe(true);
    }
  });

  it('leaves out Antarctica, uninhabited places and non-country flags', () => {
    const sold = new Set(soldCountryCodes(data));
    for (const code of ['aq', 'bv', 'hm', 'um', 'un', 'xx', 'eu', 'gb-eng', 'gb-sct', 'es-ct', 'sh-ta', 'arab']) {
      expect(sold.has(code), code).toBe(false);
    }
    expect(sold.has('xk')).toBe(true);
  });

  it('puts every destination in one of the 8 root regions of spec §3', () => {
    expect(data.facets.region.values.map((value) => value.code)).toEqual(REGIONS);
    for (const destination of allDestinations(data)) expect(REGIONS).toContain(destination.region);
    for (const region of REGIONS)
      expect(
        local.some((d) => d.region === region),
        region,
      ).toBe(true);
  });

  it('moves the Middle East out of Asia and the Caribbean and Central America out of North America', () => {
    const region = regionByCountry(data);
    for (const code of ['ae', 'sa', 'qa', 'il', 'jo', 'om', 'kw', 'bh']) expect(region.get(code), code).toBe('middle-east');
    for (const code of ['us', 'ca', 'mx']) expect(region.get(code), code).toBe('america');
    for (const code of ['cr', 'pa', 'gt', 'cu', 'do', 'jm', 'pr', 'tt', 'cw', 'aw']) {
      expect(region.get(code), code).toBe('central-america');
    }
    for (const code of ['br', 'ar', 'cl', 'co', 'pe']) expect(region.get(code), code).toBe('south-america');
    expect(region.get('jp')).toBe('asia');
    expect(region.get('eg')).toBe('africa');
    expect(region.get('au')).toBe('oceania');
    expect(region.get('fr')).toBe('europe');
  });

  it('names every destination in all 8 languages, Japanese and Chinese in their own scripts', () => {
    for (const destination of allDestinations(data)) {
      for (const language of SHOP_LANGUAGES) {
        expect(destination.names[language].trim().length, `${destination.code} ${language}`).toBeGreaterThan(0);
      }
      expect(destination.names.ja, destination.code).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(destination.names.zh_Hant, destination.code).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('prices a few destinations as premium, most as standard and some as budget', () => {
    const count = (tier: string) => local.filter((d) => d.tier === tier).length;
    expect(count('standard')).toBeGreaterThan(local.length / 2);
    expect(count('premium')).toBeGreaterThan(3);
    expect(count('budget')).toBeGreaterThan(3);
    expect(local.find((d) => d.code === 'jp')?.tier).toBe('premium');
  });

  it('keeps the roaming networks named so far for France, Japan and the United States', () => {
    const networks = (code: string) => local.find((d) => d.code === code)?.networks;
    expect(networks('fr')).toEqual(['Orange', 'SFR', 'Bouygues Telecom']);
    expect(networks('jp')).toEqual(['NTT Docomo', 'SoftBank', 'KDDI (au)']);
    expect(networks('us')).toEqual(['AT&T', 'T-Mobile']);
  });

  it('has a flag (flag-icons) or a region icon (ours) for every destination', () => {
    for (const destination of allDestinations(data)) {
      expect(existsSync(flagSvgPath(destination.code, SEED_DATA_DIR)), destination.code).toBe(true);
    }
    expect(flagSvgPath('fr', SEED_DATA_DIR)).toMatch(/flag-icons\/flags\/4x3\/fr\.svg$/);
    expect(flagSvgPath('north-america', SEED_DATA_DIR)).toMatch(/seed\/region-icons\/north-america\.svg$/);
  });
});

describe('regional plans', () => {
  const regional = allDestinations(data).filter((d) => d.planType === 'regional');
  const region = regionByCountry(data);

  it('cover only sold local destinations of their own root region', () => {
    for (const plan of regional) {
      expect(plan.coverage.length, plan.code).toBeGreaterThanOrEqual(2);
      for (const code of plan.coverage) expect(region.get(code), `${plan.code} covers ${code}`).toBe(plan.region);
    }
  });

  it('cover the EU, the EEA, the UK and Switzerland in Europe', () => {
    const europe = regional.find((plan) => plan.code === 'eu');
    expect(europe?.coverage).toEqual(expect.arrayContaining(['de', 'fr', 'gb', 'ch', 'no', 'is', 'li']));
    expect(europe?.coverage).toHaveLength(32);
  });
});
