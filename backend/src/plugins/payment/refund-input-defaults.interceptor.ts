import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';

import { field, limitedMutation } from '../rate-limit/limited-mutation';

/**
 * Vendure 3.7's `refundOrder` saves the input's deprecated `shipping` and `adjustment` into NOT
 * NULL columns of the Refund: an Admin API caller who sends only `amount` (what the schema
 * documents) got a 500 for it. Absent, they are 0, which is what they mean (the dashboard sends 0).
 */
@Injectable()
export class RefundInputDefaultsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const call = limitedMutation(context, 'admin', ['refundOrder']);
    const input = call ? field(call.args, 'input') : undefined;
    if (input && typeof input === 'object') {
      const fields = input as Record<string, unknown>;
      fields['shipping'] ??= 0;
      fields['adjustment'] ??= 0;
    }
    return next.handle();
  }
}
