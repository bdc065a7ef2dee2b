import { PermissionDefinition } from '@vendure/core';

/** Staff who read the security log (the Admin API's securityLog; the dashboard's System › Security log). */
export const readSecurityLogPermission = new PermissionDefinition({
  name: 'ReadSecurityLog',
  description: 'Allows reading the security log: staff logins and alerts',
});
