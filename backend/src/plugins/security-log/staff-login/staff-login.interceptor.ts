import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { internal_getRequestContext } from '@vendure/core';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';

import { RateLimiter } from '../../rate-limit/rate-limiter.service';
import { SECURITY_LOG_PLUGIN_OPTIONS, type SecurityLogPluginOptions } from '../constants';
import { SecurityLog } from '../security-log.service';
import { StaffLoginLimitedError } from './staff-login-limited-error';
import { staffLoginCounters, usernameKey } from './staff-login-limits';

type Args = Record<string, unknown>;

const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Args)[key] : undefined);

/** The Admin API's login mutations and where each carries the username. */
const STAFF_LOGINS: Record<string, (args: Args) => unknown> = {
  login: (args) => args['username'],
  authenticate: (args) => field(field(args['input'], 'native'), 'username'),
};

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
    if (context.getType<string>() !== 'graphql') return next.handle();
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<{ fieldName: string; parentType: { name: string } }>();
    const usernameOf = info.parentType.name === 'Mutation' ? STAFF_LOGINS[info.fieldName] : undefined;
    if (!usernameOf) return next.handle();
    const req = gql.getContext<{ req: Request }>().req;
    const ctx = internal_getRequestContext(req, context);
    if (ctx.apiType !== 'admin') return next.handle();
    const typed = usernameOf(gql.getArgs<Args>());
    const username = typeof typed === 'string' ? typed : null;
    const clientAddress = this.rateLimiter.clientAddress(req);
    const { staffLoginWindowMs } = this.options;
    return from(
      (async () => {
        const attempt = await this.rateLimiter.attempt(staffLoginCounters(clientAddress, usernameKey(typed), staffLoginWindowMs));
        if (!attempt.decision.allow) {
          await this.securityLog.record({ event: 'staff-login', outcome: 'refused', username, clientAddress, reason: 'RATE_LIMITED' });
          return new StaffLoginLimitedError(Math.ceil(staffLoginWindowMs / 60_000));
        }
        let result: unknown;
        try {
          result = await lastValueFrom(next.handle());
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
      })(),
    );
  }
}
