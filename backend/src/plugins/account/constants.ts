export const ACCOUNT_PLUGIN_OPTIONS = Symbol('ACCOUNT_PLUGIN_OPTIONS');
export const LOGGER_CTX = 'AccountPlugin';
export const PASSWORD_RESET_QUEUE = 'account-password-reset';

export interface AccountPluginOptions {
  /** Where the emails' links point: `${storefrontOrigin}/${lang}/verify-email.html?token=…`. */
  storefrontOrigin: string;
  /** Login, registration and reset requests a minute per address and per (address, account). */
  rateLimitPerMinute: number;
}
