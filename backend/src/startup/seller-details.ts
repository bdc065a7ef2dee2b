import { SellerSettings } from '../plugins/account/orders/seller-settings';
import { createSuperadminContext, type ServiceLocator } from '../seed/seed-context';

/**
 * Runs on every start: the seller fields of the default channel still empty (a new database, or
 * one from before staff could edit them) take seed/seller.json's values. Staff's values stay.
 */
export async function ensureSellerDetails(app: ServiceLocator): Promise<string[]> {
  return app.get(SellerSettings).fillEmptyFields(await createSuperadminContext(app));
}
