import cookieSession from 'cookie-session';
import type { RuntimeVendureConfig } from '@vendure/core';

import { UPLOADS_ROUTE } from './constants';

/**
 * Vendure reads the dashboard's session cookie on the Admin API's path only, so a staff member
 * clicking a contact attachment or looking at a pending review's picture in the dashboard (both
 * under /uploads, same origin) would be refused. The same cookie session on /uploads lets those
 * requests carry the staff member's session, as a bearer token does; the routes still check the
 * permissions (ReadContactMessage, ModerateReview), and an approved picture stays public.
 */
export function readStaffSessionOnUploads(config: RuntimeVendureConfig): void {
  const { cookieOptions } = config.authOptions;
  const adminCookie = typeof cookieOptions.name === 'object' ? cookieOptions.name.admin : undefined;
  // With one cookie name for both APIs, Vendure's global session middleware already reads it everywhere.
  if (!adminCookie) return;
  config.apiOptions.middleware = [
    ...config.apiOptions.middleware,
    { route: `${UPLOADS_ROUTE}/*path`, handler: cookieSession({ ...cookieOptions, name: adminCookie }) },
  ];
}
