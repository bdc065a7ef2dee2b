import { TransactionalConnection } from '@vendure/core';

import { billingCountries, planTaxZones, plannedStates, type BillingSeedData } from './billing-regions-plan';
import { createSuperadminContext, type ServiceLocator } from './seed-context';
import { upsertCountries, upsertStates, type RegionUpsertReport } from './seed-countries';
import { seedTaxZones, type TaxZoneReport } from './seed-tax-zones';

export interface BillingRegionsReport {
  countries: RegionUpsertReport & { total: number };
  states: RegionUpsertReport & { total: number };
  taxZones: TaxZoneReport;
}

/**
 * Billing countries, their states and the VAT zones, in one transaction: a stop half-way leaves
 * the previous setup, never a country without its zone.
 */
export async function seedBillingRegions(app: ServiceLocator, data: BillingSeedData): Promise<BillingRegionsReport> {
  const ctx = await createSuperadminContext(app);
  return app.get(TransactionalConnection).withTransaction(ctx, async (transactionCtx) => {
    const countries = billingCountries(data);
    const states = plannedStates(data);
    const { idsByCode, report: countryReport } = await upsertCountries(app, transactionCtx, countries);
    const stateReport = await upsertStates(app, transactionCtx, states, idsByCode);
    const taxZones = await seedTaxZones(app, transactionCtx, planTaxZones(data), idsByCode, data.channel.taxCategory);
    return {
      countries: { ...countryReport, total: countries.length },
      states: { ...stateReport, total: states.length },
      taxZones,
    };
  });
}
