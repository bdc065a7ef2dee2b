import { PaymentMethodService, TransactionalConnection } from '@vendure/core';

import type { Translations } from '../../seed/languages';
import { createSuperadminContext, type ServiceLocator } from '../../seed/seed-context';
import { nameTranslations } from '../../seed/translation-inputs';

export type PaymentMethodReport = 'created' | 'updated' | 'unchanged';

/**
 * A payment method, enabled and on its own handler (same code), on every start (like the coupons
 * of startup/promotions.ts): a database from before the method gains it, a disabled one is enabled.
 */
export async function ensurePaymentMethod(app: ServiceLocator, code: string, names: Translations): Promise<PaymentMethodReport> {
  const ctx = await createSuperadminContext(app);
  return app.get(TransactionalConnection).withTransaction(ctx, async (tx) => {
    const service = app.get(PaymentMethodService);
    const { items } = await service.findAll(tx, { filter: { code: { eq: code } }, take: 1 });
    const handler = { code, arguments: [] };
    const existing = items[0];
    if (!existing) {
      await service.create(tx, { code, enabled: true, handler, translations: nameTranslations(names) });
      return 'created';
    }
    if (existing.enabled && existing.handler.code === code) return 'unchanged';
    await service.update(tx, { id: existing.id, enabled: true, handler });
    return 'updated';
  });
}
