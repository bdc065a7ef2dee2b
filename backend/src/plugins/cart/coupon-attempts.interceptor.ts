import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { internal_getRequestContext } from '@vendure/core';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';

import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { couponCounters, isRefusedCode } from './coupon-attempts';
import { CouponRateLimitedError } from './coupon-rate-limited-error';

/**
 * Applies coupon-attempts.ts to the Shop API's `applyCouponCode`, before its resolver (and its
 * transaction) runs; an answer that was not a refused code is taken back out of the counts afterwards.
 */
@Injectable()
export class CouponAttemptsInterceptor implements NestInterceptor {
  constructor(private readonly rateLimiter: RateLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<string>() !== 'graphql') return next.handle();
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<{ fieldName: string; parentType: { name: string } }>();
    if (info.parentType.name !== 'Mutation' || info.fieldName !== 'applyCouponCode') return next.handle();
    const req = gql.getContext<{ req: Request }>().req;
    const ctx = internal_getRequestContext(req, context);
    if (ctx.apiType !== 'shop') return next.handle();
    // Vendure's guard has given the request a session by now (applyCouponCode needs the Owner's).
    const counters = couponCounters(this.rateLimiter.clientAddress(req), ctx.session?.id?.toString());
    return from(
      (async () => {
        const attempt = await this.rateLimiter.attempt(counters);
        if (!attempt.decision.allow) throw new CouponRateLimitedError();
        const result: unknown = await lastValueFrom(next.handle());
        if (!isRefusedCode(result)) await attempt.refund();
        return result;
      })(),
    );
  }
}
