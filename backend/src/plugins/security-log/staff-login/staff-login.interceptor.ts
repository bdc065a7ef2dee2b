import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';

import { aroundResolver, field, limitedMutation } from '../../rate-limit/limited-mutation';
import { RateLimiter } from '../../rate-limit/rate-limiter.service';
import { SECURITY_LOG_PLUGIN_OPTIONS, type SecurityLogPluginOptions } from '../constants';
import { SecurityLog } from '../security-log.service';
import { StaffLoginLimitedError } from './staff-login-limited-error';
import { staffLoginCounters, usernameKey } from './staff-login-limits';

type Args = Record<string, unknown>;

/** The Admin API's login mutations and where each carries the username. */
const STAFF_LOGINS: Record<string, (args: Args) => unknown> = {
  login: (args) => args['username'],
  authenticate: (args) => field(field(args['input'], 'native'), 'username'),
};

const STAFF_LOGIN_NAMES = Object.keys(STAFF_LOGINS);

/** A login's answer: let in (a CurrentUser), or the code of the ErrorResult it answered. */
function outcomeOf(result: unknown): { success: true } | { success: false; reason: string } {
  const errorCode = field(result, 'errorCode');
  if (typeof errorCode === 'string') return { success: false, reason: errorCode };
  return field(result, 'id') !== undefined ? { success: true } : { success: false, reason: 'NO_USER' };
}

/**
 * Applies staff-login-limits.ts to the Admin API's `login` and `authenticate`, before their
 * resolvers check a password, and writes every one of them to the security log: let in, turned
 * away (the error code), or refused by the limits. The account plugin's limits cover the Shop API
 * only (its interceptor leaves every other API alone): staff accounts are counted here, apart.
 */
@Injectable()
export class StaffLoginInterceptor implements NestInterceptor<unknown, unknown> {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly securityLog: SecurityLog,
    @Inject(SECURITY_LOG_PLUGIN_OPTIONS) private readonly options: SecurityLogPluginOptions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler<unknown>): Observable<unknown> {
    const call = limitedMutation(context, 'admin', STAFF_LOGIN_NAMES);
    const usernameOf = call && STAFF_LOGINS[call.name];
    if (!call || !usernameOf) return next.handle();
    const typed = usernameOf(call.args);
    const username = typeof typed === 'string' ? typed : null;
    const clientAddress = this.rateLimiter.clientAddress(call.req);
    const { staffLoginWindowMs } = this.options;
    return aroundResolver(next, async (resolve) => {
      const attempt = await this.rateLimiter.attempt(staffLoginCounters(clientAddress, usernameKey(typed), staffLoginWindowMs));
      if (!attempt.decision.allow) {
        await this.securityLog.record({ event: 'staff-login', outcome: 'refused', username, clientAddress, reason: 'RATE_LIMITED' });
        return new StaffLoginLimitedError(Math.ceil(staffLoginWindowMs / 60_000));
      }
      let result: unknown;
      try {
        result = await resolve();
      } catch (error) {
        await this.securityLog.record({ event: 'staff-login', outcome: 'failure', username, clientAddress, reason: 'ERROR' });
        throw error;
      }
      const outcome = outcomeOf(result);
      if (outcome.success) await attempt.refund();
      await this.securityLog.record({
        event: 'staff-login',
        outcome: outcome.success ? 'success' : 'failure',
        username,
        clientAddress,
        reason: outcome.success ? null : outcome.reason,
      });
      return result;
    });
  }
}
