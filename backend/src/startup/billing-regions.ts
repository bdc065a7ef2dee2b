import { loadSeedData } from '../seed/load-seed-data';
import type { ServiceLocator } from '../seed/seed-context';
import { seedBillingRegions, type BillingRegionsReport } from '../seed/seed-billing-regions';

/**
 * Runs on every start, before the catalogue seed (whose prices need the channel's default tax
 * zone): a database seeded before the checkout gains every billing country, the US states and one
 * VAT zone per EU member state, with the rates of vat-rates.json where a zone has none. A rate
 * that exists is never changed: the owner edits rates in the dashboard (Settings › Tax rates).
 */
export async function ensureBillingRegions(app: ServiceLocator, seedDataDir: string): Promise<BillingRegionsReport> {
  return seedBillingRegions(app, loadSeedData(seedDataDir));
}

/** One log line: what the start changed (all zeros on an unchanged database). */
export function describeBillingRegions({ countries, states, taxZones }: BillingRegionsReport): string {
  return (
    `${countries.total} countries (${countries.created} created, ${countries.updated} updated), ` +
    `${states.total} states (${states.created} created, ${states.updated} updated); ` +
    `tax zones created ${taxZones.createdZones.length}, updated ${taxZones.updatedZones.length}, rates created ${taxZones.createdRates.length}` +
    `${taxZones.defaultZoneChanged ? ', default tax zone set' : ''}; retired ${taxZones.retiredZones.join(', ') || 'none'}`
  );
}
