import { inject } from 'vitest';

import { createShopClient, type ShopClient, type ShopClientOptions } from '../client';

/** A client of the real Shop API the integration project started (see global-setup.ts). */
export function realShopClient(options: Partial<ShopClientOptions> = {}): ShopClient {
  return createShopClient({ shopApiUrl: inject('shopApiUrl'), ...options });
}
