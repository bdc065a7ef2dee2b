import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';

import { aroundResolver, limitedMutation } from '../rate-limit/limited-mutation';
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
    const call = limitedMutation(context, 'shop', ['applyCouponCode']);
    if (!call) return next.handle();
    // Vendure's guard has given the request a session by now (applyCouponCode needs the Owner's).
    const counters = couponCounters(this.rateLimiter.clientAddress(call.req), call.ctx.session?.id?.toString());
    return aroundResolver(next, async (resolve) => {
      const attempt = await this.rateLimiter.attempt(counters);
      if (!attempt.decision.allow) throw new CouponRateLimitedError();
      const result = await resolve();
      if (!isRefusedCode(result)) await attempt.refund();
      return result;
    });
  }
}
