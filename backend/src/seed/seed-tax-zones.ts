import {
  ChannelService,
  TaxCategoryService,
  TaxRate,
  TaxRateService,
  TransactionalConnection,
  ZoneService,
  type ID,
  type RequestContext,
  type Zone,
} from '@vendure/core';
import { DeletionResult } from '@vendure/common/lib/generated-types';

import type { TaxZonePlan } from './billing-regions-plan';
import type { ServiceLocator } from './seed-context';

/** Vendure's own cap on one page of an admin list query. */
const LIST_PAGE = 1000;

export interface TaxZoneReport {
  createdZones: string[];
  updatedZones: string[];
  /** Tax rates created (name, percent): vat-rates.json seeds the missing ones, never changes one. */
  createdRates: string[];
  defaultZoneChanged: boolean;
  retiredZones: string[];
  /** Retired zones Vendure would not delete (still used by another channel), with its reason. */
  keptZones: string[];
}

const sameId = (a: ID | undefined, b: ID | undefined) => a !== undefined && b !== undefined && String(a) === String(b);

function memberIdsOf(zone: Zone): string[] {
  return zone.members.map((member) => String(member.id));
}

async function upsertZones(
  app: ServiceLocator,
  ctx: RequestContext,
  plan: TaxZonePlan,
  countryIds: Map<string, ID>,
  report: TaxZoneReport,
) {
  const zoneService = app.get(ZoneService);
  const existing = await zoneService.getAllWithMembers(ctx);
  const zoneIds = new Map<string, ID>();
  for (const planned of plan.zones) {
    const memberIds = planned.countries.map((code) => {
      const id = countryIds.get(code);
      if (id === undefined) throw new Error(`Zone ${planned.name}: country ${code} was not created`);
      return id;
    });
    const found = existing.find((zone) => zone.name === planned.name);
    if (!found) {
      zoneIds.set(planned.name, (await zoneService.create(ctx, { name: planned.name, memberIds })).id);
      report.createdZones.push(planned.name);
      continue;
    }
    zoneIds.set(planned.name, found.id);
    // Exactly the planned members: a country in two zones would make its VAT depend on zone order.
    const current = new Set(memberIdsOf(found));
    const wanted = new Set(memberIds.map(String));
    const missing = memberIds.filter((id) => !current.has(String(id)));
    const extra = found.members.filter((member) => !wanted.has(String(member.id))).map((member) => member.id);
    if (missing.length > 0) await zoneService.addMembersToZone(ctx, { zoneId: found.id, memberIds: missing });
    if (extra.length > 0) await zoneService.removeMembersFromZone(ctx, { zoneId: found.id, memberIds: extra });
    if (missing.length > 0 || extra.length > 0) report.updatedZones.push(planned.name);
  }
  return zoneIds;
}

async function upsertRates(
  app: ServiceLocator,
  ctx: RequestContext,
  plan: TaxZonePlan,
  zoneIds: Map<string, ID>,
  taxCategoryName: string,
  report: TaxZoneReport,
) {
  const taxCategoryService = app.get(TaxCategoryService);
  const taxRateService = app.get(TaxRateService);
  const categories = await taxCategoryService.findAll(ctx, { take: LIST_PAGE });
  const category =
    categories.items.find((candidate) => candidate.name === taxCategoryName) ??
    (await taxCategoryService.create(ctx, { name: taxCategoryName, isDefault: true }));
  const rates = await app
    .get(TransactionalConnection)
    .getRepository(ctx, TaxRate)
    .find({ select: { id: true, name: true } });
  for (const zone of plan.zones) {
    const zoneId = zoneIds.get(zone.name);
    if (zoneId === undefined) throw new Error(`Zone ${zone.name} was not created`);
    const name = `${taxCategoryName} ${zone.name}`;
    const input = { name, enabled: true, value: zone.rate, categoryId: category.id, zoneId };
    // Only a missing rate is made: one that exists is the owner's, edited in the dashboard (issue 35).
    if (rates.some((rate) => rate.name === name)) continue;
    await taxRateService.create(ctx, input);
    report.createdRates.push(`${name} ${zone.rate}%`);
  }
}

async function setChannelDefaultZone(app: ServiceLocator, ctx: RequestContext, zoneId: ID): Promise<boolean> {
  const channelService = app.get(ChannelService);
  const channel = await channelService.getDefaultChannel(ctx);
  if (sameId(channel.defaultTaxZone?.id, zoneId) && sameId(channel.defaultShippingZone?.id, zoneId)) return false;
  // The shipping zone too: the retired zone it pointed to could not be deleted otherwise (and
  // eSIMs ship nowhere, so any zone will do).
  const result = await channelService.update(ctx, { id: channel.id, defaultTaxZoneId: zoneId, defaultShippingZoneId: zoneId });
  if ('errorCode' in result) throw new Error(`Could not set the default tax zone: ${result.message}`);
  return true;
}

async function deleteRetiredZones(app: ServiceLocator, ctx: RequestContext, names: string[], report: TaxZoneReport) {
  const zoneService = app.get(ZoneService);
  const taxRateService = app.get(TaxRateService);
  const zones = await zoneService.getAllWithMembers(ctx);
  const rates = await app
    .get(TransactionalConnection)
    .getRepository(ctx, TaxRate)
    .find({ relations: { zone: true } });
  for (const name of names) {
    const zone = zones.find((candidate) => candidate.name === name);
    if (!zone) continue;
    for (const rate of rates.filter((candidate) => sameId(candidate.zone?.id, zone.id))) await taxRateService.delete(ctx, rate.id);
    const result = await zoneService.delete(ctx, zone.id);
    if (result.result === DeletionResult.DELETED) report.retiredZones.push(name);
    else report.keptZones.push(`${name} (${result.message ?? 'not deleted'})`);
  }
}

/**
 * Brings the tax zones and the default channel's default zones to the plan, and creates the rates
 * that are missing; a rate that exists is left as staff set it. Safe on every start: an unchanged
 * database sees only reads. Existing orders keep their taxes until they change (Vendure
 * recalculates an order's taxes whenever it is adjusted).
 */
export async function seedTaxZones(
  app: ServiceLocator,
  ctx: RequestContext,
  plan: TaxZonePlan,
  countryIds: Map<string, ID>,
  taxCategoryName: string,
): Promise<TaxZoneReport> {
  const report: TaxZoneReport = {
    createdZones: [],
    updatedZones: [],
    createdRates: [],
    defaultZoneChanged: false,
    retiredZones: [],
    keptZones: [],
  };
  const zoneIds = await upsertZones(app, ctx, plan, countryIds, report);
  await upsertRates(app, ctx, plan, zoneIds, taxCategoryName, report);
  const defaultZoneId = zoneIds.get(plan.defaultZone);
  if (defaultZoneId === undefined) throw new Error(`The default tax zone ${plan.defaultZone} is not planned`);
  report.defaultZoneChanged = await setChannelDefaultZone(app, ctx, defaultZoneId);
  await deleteRetiredZones(app, ctx, plan.retiredZones, report);
  return report;
}
