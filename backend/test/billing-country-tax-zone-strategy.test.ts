import type { Channel, Order, RequestContext, Zone } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { BillingCountryTaxZoneStrategy, zoneOfCountry, type ZoneLike } from '../src/plugins/checkout/billing-country-tax-zone-strategy';

const country = (code: string) => ({ code, type: 'country' });
const france: ZoneLike = { id: 3, members: [country('FR')] };
const germany: ZoneLike = { id: 4, members: [country('DE')] };
const restOfWorld: ZoneLike = { id: 2, members: [country('US'), country('JP'), country('CH')] };
// An earlier seed's group zone, still holding France: the country's own zone must win.
const europeanUnion: ZoneLike = { id: 1, members: [country('FR'), country('DE'), country('IT')] };

describe('zoneOfCountry', () => {
  it("picks the country's own zone over a group holding it too, whatever the order", () => {
    expect(zoneOfCountry([europeanUnion, france, germany, restOfWorld], 'FR')).toBe(france);
    expect(zoneOfCountry([france, europeanUnion], 'FR')).toBe(france);
    expect(zoneOfCountry([restOfWorld, germany, europeanUnion], 'DE')).toBe(germany);
  });

  it('falls to the group when it is the only zone holding the country', () => {
    expect(zoneOfCountry([europeanUnion, france], 'IT')).toBe(europeanUnion);
  });

  it('breaks a tie between zones of the same size by the older zone (lower id)', () => {
    const newer: ZoneLike = { id: 10, members: [country('FR')] };
    expect(zoneOfCountry([newer, france], 'FR')).toBe(france);
    expect(zoneOfCountry([france, newer], 'FR')).toBe(france);
  });

  it('finds no zone for a country in none, and ignores a province with the same code', () => {
    expect(zoneOfCountry([france, restOfWorld], 'BR')).toBeUndefined();
    const provinces: ZoneLike = { id: 7, members: [{ code: 'CA', type: 'province' }] };
    expect(zoneOfCountry([provinces], 'CA')).toBeUndefined();
  });
});

describe('BillingCountryTaxZoneStrategy', () => {
  const strategy = new BillingCountryTaxZoneStrategy();
  const zones = [europeanUnion, france, germany, restOfWorld] as unknown as Zone[];
  const channel = { defaultTaxZone: restOfWorld } as unknown as Channel;
  const ctx = {} as RequestContext;
  const orderBilledTo = (countryCode: string | undefined, shippingCountry?: string) =>
    ({
      code: 'T1',
      billingAddress: countryCode ? { countryCode } : {},
      shippingAddress: shippingCountry ? { countryCode: shippingCountry } : {},
    }) as unknown as Order;

  it("taxes an order in its billing country's zone", () => {
    expect(strategy.determineTaxZone(ctx, zones, channel, orderBilledTo('FR'))).toBe(france);
    expect(strategy.determineTaxZone(ctx, zones, channel, orderBilledTo('DE'))).toBe(germany);
  });

  it('reads the billing address, not the shipping address', () => {
    expect(strategy.determineTaxZone(ctx, zones, channel, orderBilledTo('DE', 'FR'))).toBe(germany);
    expect(strategy.determineTaxZone(ctx, zones, channel, orderBilledTo(undefined, 'FR'))).toBe(restOfWorld);
  });

  it("uses the channel's default zone without an order, without a billing address, or for a country in no zone", () => {
    expect(strategy.determineTaxZone(ctx, zones, channel)).toBe(restOfWorld);
    expect(strategy.determineTaxZone(ctx, zones, channel, orderBilledTo(undefined))).toBe(restOfWorld);
    expect(strategy.determineTaxZone(ctx, zones, channel, orderBilledTo('BR'))).toBe(restOfWorld);
  });
});
