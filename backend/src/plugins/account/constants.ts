export const ACCOUNT_PLUGIN_OPTIONS = Symbol('ACCOUNT_PLUGIN_OPTIONS');
export const LOGGER_CTX = 'AccountPlugin';
export const PASSWORD_RESET_QUEUE = 'account-password-reset';

export interface AccountPluginOptions {
  /** Where the emails' links point: `${storefrontOrigin}/${lang}/verify-email.html?token=…`. */
  storefrontOrigin: string;
  /** Login, registration and reset requests a minute per address and per (address, account). */
  rateLimitPerMinute: number;
  /** Reset and registration emails an hour to one email address, each kind apart (email-caps.ts). */
  emailsPerHour: number;
  /** backend/seed (or SEED_DATA_DIR): where seller.json, the shop's name and address on invoices, is read from. */
  seedDataDir: string;
}
