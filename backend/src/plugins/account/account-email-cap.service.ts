import { Inject, Injectable } from '@nestjs/common';

import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { ACCOUNT_PLUGIN_OPTIONS, type AccountPluginOptions } from './constants';
import { accountEmailCounter, type AccountEmailKind } from './email-caps';

/** Applies email-caps.ts: whether one more email of `kind` may go to `email` this hour (and counts it if so). */
@Injectable()
export class AccountEmailCap {
  constructor(
    private readonly rateLimiter: RateLimiter,
    @Inject(ACCOUNT_PLUGIN_OPTIONS) private readonly options: AccountPluginOptions,
  ) {}

  async allows(kind: AccountEmailKind, email: string): Promise<boolean> {
    const { decision } = await this.rateLimiter.attempt([accountEmailCounter(kind, email, this.options.emailsPerHour)]);
    return decision.allow;
  }
}
