import { loadPromotions } from '../seed/load-seed-data';
import { createSuperadminContext, type ServiceLocator } from '../seed/seed-context';
import { seedPromotions, type PromotionSeedReport } from '../seed/seed-promotions';

/**
 * Runs on every start, not only on the first seed: a database seeded before promotions.json
 * existed (or before a code was added to it) gains its coupon codes on the next start.
 */
export async function ensurePromotions(app: ServiceLocator, seedDataDir: string): Promise<PromotionSeedReport> {
  return seedPromotions(app, await createSuperadminContext(app), loadPromotions(seedDataDir));
}
