import { ErrorResult } from '@vendure/core';

/**
 * A staff login refused by the limits (staff-login-limits.ts), as a member of the Admin API's
 * login and authenticate result unions (api/api-extensions.ts): the dashboard's login form shows
 * an ErrorResult's message as it shows a wrong password's. The message is an i18n key, replaced by
 * the text in the request's language with the minutes to wait (security-log-messages.ts).
 */
export class StaffLoginLimitedError extends ErrorResult {
  override readonly __typename = 'StaffLoginLimitedError';
  /** Vendure derives a type's code from its name (StaffLoginLimitedError → STAFF_LOGIN_LIMITED_ERROR). */
  override readonly errorCode = 'STAFF_LOGIN_LIMITED_ERROR';
  override message = 'STAFF_LOGIN_LIMITED_ERROR';

  constructor(readonly waitMinutes: number) {
    super();
  }
}
