export const SECURITY_LOG_PLUGIN_OPTIONS = Symbol('SECURITY_LOG_PLUGIN_OPTIONS');

/** Template folder under backend/email-templates/ of the alerts raised to staff. */
export const STAFF_ALERT_TEMPLATE = 'staff-alert';

export interface SecurityLogPluginOptions {
  /** How long failed staff logins count (STAFF_LOGIN_WINDOW_SECONDS; staff-login/staff-login-limits.ts). */
  staffLoginWindowMs: number;
}
