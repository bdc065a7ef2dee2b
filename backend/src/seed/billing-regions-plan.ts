import { soldCountryCodes } from './destination-list';
import { countryNames } from './destination-names';
import type { Translations } from './languages';
import type { SeedData } from './seed-data-schema';

/*
 * Where a shopper may bill to, and which VAT each place pays: planned from the seed files
 * (countries.json, vat-rates.json, states.json, channel.json) without a database, so it is
 * unit-tested; seed-billing-regions.ts writes it through Vendure.
 */

export interface BillingCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  names: Translations;
}

export interface PlannedState {
  /** The country's ISO code. */
  countryCode: string;
  /** Vendure's province code: ISO 3166-2 with the country, `US-CA` (a bare `CA` would read as Canada). */
  provinceCode: string;
  names: Translations;
}

interface PlannedTaxZone {
  name: string;
  countries: string[];
  /** Percent of the net price. */
  rate: number;
}

export interface TaxZonePlan {
  zones: PlannedTaxZone[];
  /** The channel's default tax zone: where a cart without a billing address, and every country of no other zone, is taxed. */
  defaultZone: string;
  /** Zones of earlier seeds to delete. */
  retiredZones: string[];
}

export type BillingSeedData = Pick<SeedData, 'countries' | 'flagIconsCountries' | 'channel' | 'vatRates' | 'states'>;

/** `US` + `CA` → `US-CA`. */
function provinceCodeOf(countryCode: string, stateCode: string): string {
  return `${countryCode}-${stateCode}`;
}

/** `US-CA` of `US` → `CA`; a code without the country's prefix is returned as it is. */
export function stateCodeOf(countryCode: string, provinceCode: string): string {
  const prefix = `${countryCode}-`;
  return provinceCode.startsWith(prefix) ? provinceCode.slice(prefix.length) : provinceCode;
}

/**
 * Every sold destination (the places travellers live in too), the EU member states and the
 * default country, sorted by code. Names are CLDR's, short where the destination list uses the
 * short form ("Hong Kong" rather than "Hong Kong SAR China").
 */
export function billingCountries(data: BillingSeedData): BillingCountry[] {
  const shortNames = new Set(data.countries.shortNames.map((code) => code.toUpperCase()));
  const codes = new Set([
    ...soldCountryCodes(data).map((code) => code.toUpperCase()),
    ...Object.keys(data.vatRates.standardRates),
    data.channel.defaultCountry,
  ]);
  return [...codes].sort().map((code) => ({ code, names: countryNames(code, shortNames.has(code) ? 'short' : 'long') }));
}

export function plannedStates(data: Pick<SeedData, 'states'>): PlannedState[] {
  return Object.entries(data.states.countries).flatMap(([countryCode, states]) =>
    states.map((state) => ({ countryCode, provinceCode: provinceCodeOf(countryCode, state.code), names: state.names })),
  );
}

/** One zone per EU member state (its English name) and one for every other billing country. */
export function planTaxZones(data: BillingSeedData): TaxZonePlan {
  const { standardRates, otherCountriesZone, retiredZones } = data.vatRates;
  const memberStates = Object.entries(standardRates).sort(([a], [b]) => a.localeCompare(b));
  const others = billingCountries(data)
    .map((country) => country.code)
    .filter((code) => !(code in standardRates));
  return {
    zones: [
      ...memberStates.map(([code, rate]) => ({ name: countryNames(code).en, countries: [code], rate })),
      { name: otherCountriesZone.name, countries: others, rate: otherCountriesZone.rate },
    ],
    defaultZone: otherCountriesZone.name,
    retiredZones: Object.keys(retiredZones),
  };
}
