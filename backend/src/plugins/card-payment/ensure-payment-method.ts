import { PaymentMethodService, TransactionalConnection } from '@vendure/core';

import { createSuperadminContext, type ServiceLocator } from '../../seed/seed-context';
import { nameTranslations } from '../../seed/translation-inputs';
import { CARD_PAYMENT_METHOD_CODE } from './constants';

const NAMES = {
  en: 'Card',
  fr: 'Carte bancaire',
  es: 'Tarjeta',
  it: 'Carta',
  de: 'Karte',
  nl: 'Kaart',
  ja: 'カード',
  zh_Hant: '信用卡',
};

export type PaymentMethodReport = 'created' | 'updated' | 'unchanged';

/**
 * The card PaymentMethod, enabled and on the card handler, on every start (like the coupons of
 * startup/promotions.ts): a database from before card payments gains it, a disabled one is enabled.
 */
export async function ensureCardPaymentMethod(app: ServiceLocator): Promise<PaymentMethodReport> {
  const ctx = await createSuperadminContext(app);
  return app.get(TransactionalConnection).withTransaction(ctx, async (tx) => {
    const service = app.get(PaymentMethodService);
    const { items } = await service.findAll(tx, { filter: { code: { eq: CARD_PAYMENT_METHOD_CODE } }, take: 1 });
    const handler = { code: CARD_PAYMENT_METHOD_CODE, arguments: [] };
    const existing = items[0];
    if (!existing) {
      await service.create(tx, { code: CARD_PAYMENT_METHOD_CODE, enabled: true, handler, translations: nameTranslations(NAMES) });
      return 'created';
    }
    if (existing.enabled && existing.handler.code === CARD_PAYMENT_METHOD_CODE) return 'unchanged';
    await service.update(tx, { id: existing.id, enabled: true, handler });
    return 'updated';
  });
}
