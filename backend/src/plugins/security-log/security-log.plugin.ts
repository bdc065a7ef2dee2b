import { APP_INTERCEPTOR } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { translationsProvider } from '../../text/translations';
import { ClaimStorePlugin } from '../claim-store/claim-store.plugin';
import { RateLimitPlugin } from '../rate-limit/rate-limit.plugin';
import { adminApiExtensions } from './api/api-extensions';
import { SecurityLogResolver } from './api/security-log.resolver';
import { SECURITY_LOG_PLUGIN_OPTIONS, type SecurityLogPluginOptions } from './constants';
import { readSecurityLogPermission } from './permissions';
import { SecurityLogEntry } from './security-log-entry.entity';
import { securityLogTranslations } from './security-log-messages';
import { readSecurityLogSettings } from './security-log-settings';
import { SecurityLog } from './security-log.service';
import { StaffLoginInterceptor } from './staff-login/staff-login.interceptor';

/**
 * What staff need to see of attacks on the shop (issue 30): the security log (every staff login
 * and every alert, table `security_log_entry`, Admin API `securityLog` with ReadSecurityLog, the
 * dashboard's System › Security log), the limits on staff logins (staff-login/), and alerts raised
 * to staff at most once a window (SecurityLog.alertOnce: the log and an email to the shop's inbox,
 * email/, its handler registered in config.ts). Other plugins import this one and inject
 * SecurityLog: the card payment raises its burst-of-declines alert through it.
 */
@VendurePlugin({
  imports: [PluginCommonModule, RateLimitPlugin, ClaimStorePlugin],
  entities: [SecurityLogEntry],
  providers: [
    translationsProvider(securityLogTranslations),
    { provide: SECURITY_LOG_PLUGIN_OPTIONS, useFactory: () => SecurityLogPlugin.options },
    SecurityLog,
    { provide: APP_INTERCEPTOR, useClass: StaffLoginInterceptor },
  ],
  exports: [SecurityLog],
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [SecurityLogResolver] },
  configuration: (config) => {
    config.authOptions.customPermissions = [...config.authOptions.customPermissions, readSecurityLogPermission];
    return config;
  },
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
export class SecurityLogPlugin {
  static options: SecurityLogPluginOptions = readSecurityLogSettings({});

  /** Reads STAFF_LOGIN_WINDOW_SECONDS (security-log-settings.ts). */
  static init(env: NodeJS.ProcessEnv = process.env): typeof SecurityLogPlugin {
    SecurityLogPlugin.options = readSecurityLogSettings(env);
    return SecurityLogPlugin;
  }
}
