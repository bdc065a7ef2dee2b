import { ProductOptionGroupService, ProductOptionService, type ID, type ProductOptionGroup, type RequestContext } from '@vendure/core';

import type { PlannedOptionGroup, PlannedOptionGroups } from './catalogue-plan';
import type { ServiceLocator } from './seed-context';
import { nameTranslations } from './translation-inputs';

/** A seeded option group: its id and its options' ids by option code. */
interface SeededOptionGroup {
  id: ID;
  optionIds: Map<string, ID>;
}

export type SeededOptionGroups = Record<keyof PlannedOptionGroups, SeededOptionGroup>;

async function findGroupByCode(app: ServiceLocator, ctx: RequestContext, code: string): Promise<ProductOptionGroup | undefined> {
  const groups = await app.get(ProductOptionGroupService).findAll(ctx, { filter: { code: { eq: code } } });
  return groups.items[0];
}

async function upsertGroup(app: ServiceLocator, ctx: RequestContext, planned: PlannedOptionGroup): Promise<SeededOptionGroup> {
  const groupService = app.get(ProductOptionGroupService);
  const optionService = app.get(ProductOptionService);
  const translations = nameTranslations(planned.names);

  const existing = await findGroupByCode(app, ctx, planned.code);
  const group = existing
    ? await groupService.update(ctx, { id: existing.id, translations })
    : await groupService.create(ctx, { code: planned.code, translations });
  const existingOptions = existing ? (await optionService.findAll(ctx, { take: 1000 }, group.id)).items : [];

  const optionIds = new Map<string, ID>();
  for (const option of planned.options) {
    const optionTranslations = nameTranslations(option.names);
    const found = existingOptions.find((candidate) => candidate.code === option.code && !candidate.deletedAt);
    const saved = found
      ? await optionService.update(ctx, { id: found.id, translations: optionTranslations })
      : await optionService.create(ctx, group, { code: option.code, translations: optionTranslations });
    optionIds.set(option.code, saved.id);
  }
  return { id: group.id, optionIds };
}

/**
 * The Data and Duration groups, created once and shared by every product: one set of
 * translated options instead of one per product (which was a third of the seed's writes).
 */
export async function seedOptionGroups(
  app: ServiceLocator,
  ctx: RequestContext,
  planned: PlannedOptionGroups,
): Promise<SeededOptionGroups> {
  return {
    data: await upsertGroup(app, ctx, planned.data),
    duration: await upsertGroup(app, ctx, planned.duration),
  };
}
