import type { Channel, Order, RequestContext, TaxZoneStrategy, Zone } from '@vendure/core';

/** What the choice reads of a zone (Vendure's Zone, or a plain object in tests). */
export interface ZoneLike {
  id: string | number;
  members?: ReadonlyArray<{ code: string; type?: string }>;
}

function compareIds(a: string | number, b: string | number): number {
  const numeric = /^\d+$/;
  return numeric.test(String(a)) && numeric.test(String(b)) ? Number(a) - Number(b) : String(a).localeCompare(String(b));
}

/**
 * The zone a country is taxed in: of the zones holding it as a member, the one with the fewest
 * members (the country's own zone beats a group such as "European Union"), then the oldest.
 * Deterministic whatever order the zones come in, so a country listed twice cannot flip its VAT.
 */
export function zoneOfCountry<Z extends ZoneLike>(zones: readonly Z[], countryCode: string): Z | undefined {
  let best: Z | undefined;
  let bestSize = Infinity;
  for (const zone of zones) {
    const members = zone.members ?? [];
    // Provinces are members too; only a country member names the billing country.
    if (!members.some((member) => member.code === countryCode && (member.type === undefined || member.type === 'country'))) continue;
    if (members.length < bestSize || (members.length === bestSize && best && compareIds(zone.id, best.id) < 0)) {
      best = zone;
      bestSize = members.length;
    }
  }
  return best;
}

/**
 * VAT follows the billing country (EU B2C digital services are taxed where the customer is):
 * the order's billing address picks the zone, and without one (a cart, a product page) the
 * channel's default zone applies. Vendure's AddressBasedTaxZoneStrategy reads the shipping
 * address, which an eSIM order never has.
 */
export class BillingCountryTaxZoneStrategy implements TaxZoneStrategy {
  determineTaxZone(_ctx: RequestContext, zones: Zone[], channel: Channel, order?: Order): Zone {
    const countryCode = order?.billingAddress?.countryCode;
    return (countryCode ? zoneOfCountry(zones, countryCode) : undefined) ?? channel.defaultTaxZone;
  }
}
