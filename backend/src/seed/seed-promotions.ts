import { PromotionService, TransactionalConnection, type RequestContext } from '@vendure/core';

import type { ServiceLocator } from './seed-context';
import type { SeedPromotion } from './seed-data-schema';
import { translationInputs } from './translation-inputs';

export interface PromotionSeedReport {
  created: string[];
  updated: string[];
}

/**
 * An update must send null (not leave out) a date or limit the file does not have, or a value set
 * earlier would stay. The Admin API passes such nulls through and Vendure writes them; its
 * generated input types only spell "absent" as undefined, hence the cast.
 */
function clearable<T>(value: T | null): T | undefined {
  return value as T | undefined;
}

function promotionInput(promotion: SeedPromotion) {
  return {
    couponCode: promotion.couponCode,
    enabled: promotion.enabled,
    startsAt: clearable(promotion.startsAt === null ? null : new Date(promotion.startsAt)),
    endsAt: clearable(promotion.endsAt === null ? null : new Date(promotion.endsAt)),
    usageLimit: clearable(promotion.usageLimit),
    perCustomerUsageLimit: clearable(promotion.perCustomerUsageLimit),
    // Coupon-only promotions: the code is the condition.
    conditions: [],
    actions: promotion.actions.map((action) => ({
      code: action.code,
      arguments: Object.entries(action.arguments).map(([name, value]) => ({ name, value })),
    })),
    translations: translationInputs((language) => ({ name: promotion.names[language] })),
  };
}

async function findByCouponCode(app: ServiceLocator, ctx: RequestContext, couponCode: string) {
  const { items } = await app.get(PromotionService).findAll(ctx, { filter: { couponCode: { eq: couponCode } }, take: 1 });
  return items[0];
}

/**
 * Creates the promotions of promotions.json, or brings the existing ones (same coupon code, default
 * channel) back to what the file says. Safe on every start: an unchanged file changes nothing visible.
 */
export async function seedPromotions(app: ServiceLocator, ctx: RequestContext, promotions: SeedPromotion[]): Promise<PromotionSeedReport> {
  const report: PromotionSeedReport = { created: [], updated: [] };
  await app.get(TransactionalConnection).withTransaction(ctx, async (transactionCtx) => {
    const promotionService = app.get(PromotionService);
    for (const promotion of promotions) {
      const existing = await findByCouponCode(app, transactionCtx, promotion.couponCode);
      const input = promotionInput(promotion);
      const result = existing
        ? await promotionService.updatePromotion(transactionCtx, { id: existing.id, ...input })
        : await promotionService.createPromotion(transactionCtx, input);
      if ('errorCode' in result) throw new Error(`Promotion ${promotion.couponCode}: ${result.message}`);
      (existing ? report.updated : report.created).push(promotion.couponCode);
    }
  });
  return report;
}
