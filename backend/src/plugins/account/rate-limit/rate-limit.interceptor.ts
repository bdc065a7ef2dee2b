import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';

import { aroundResolver, field, limitedMutation } from '../../rate-limit/limited-mutation';
import { RateLimiter } from '../../rate-limit/rate-limiter.service';
import { ACCOUNT_PLUGIN_OPTIONS, type AccountPluginOptions } from '../constants';
import { RateLimitedError } from '../account-errors';
import { accountCounters, type RateLimitedAction } from './rate-limit-rule';

type Args = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase().slice(0, 320) : undefined;

/**
 * The Shop API mutations that are limited, and the account each names. Vendure's own login,
 * registration and reset mutations are covered as well as the shop's, so none is a way around.
 * The current-password checks of a logged-in customer count under that user.
 */
const LIMITED: Record<string, { action: RateLimitedAction; account: (args: Args, userId: string | undefined) => string | undefined }> = {
  login: { action: 'login', account: (args) => text(args['username']) },
  authenticate: { action: 'login', account: (args) => text(field(field(args['input'], 'native'), 'username')) },
  registerCustomerAccount: { action: 'register', account: (args) => text(field(args['input'], 'emailAddress')) },
  registerAccount: { action: 'register', account: (args) => text(field(args['input'], 'email')) },
  // The registration link asks for the password; the token, not a typed name, says whose it is.
  verifyCustomerAccount: { action: 'login', account: () => undefined },
  // A new registration link: an email, as a registration sends.
  refreshCustomerVerification: { action: 'register', account: (args) => text(args['emailAddress']) },
  requestPasswordReset: { action: 'reset', account: (args) => text(args['emailAddress']) },
  requestAccountPasswordReset: { action: 'reset', account: (args) => text(args['email']) },
  updateAccountProfile: { action: 'profile', account: (_args, userId) => (userId ? `user:${userId}` : undefined) },
  // Vendure's own mutations that check the current password of a session's customer.
  updateCustomerPassword: { action: 'profile', account: (_args, userId) => (userId ? `user:${userId}` : undefined) },
  requestUpdateCustomerEmailAddress: { action: 'profile', account: (_args, userId) => (userId ? `user:${userId}` : undefined) },
};

const LIMITED_NAMES = Object.keys(LIMITED);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies rate-limit-rule.ts before the resolver of a limited mutation runs. */
@Injectable()
export class AccountRateLimitInterceptor implements NestInterceptor<unknown, unknown> {
  constructor(
    private readonly rateLimiter: RateLimiter,
    @Inject(ACCOUNT_PLUGIN_OPTIONS) private readonly options: AccountPluginOptions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler<unknown>): Observable<unknown> {
    const call = limitedMutation(context, 'shop', LIMITED_NAMES);
    const limited = call && LIMITED[call.name];
    if (!call || !limited) return next.handle();
    const address = this.rateLimiter.clientAddress(call.req);
    const account = limited.account(call.args, call.ctx.activeUserId?.toString());
    return aroundResolver(next, async (resolve) => {
      // Counted before the resolver runs, so no password is checked past the limit.
      const { decision } = await this.rateLimiter.attempt(
        accountCounters(limited.action, address, account, this.options.rateLimitPerMinute),
      );
      if (!decision.allow) throw new RateLimitedError();
      if (decision.delayMs > 0) await sleep(decision.delayMs);
      return resolve();
    });
  }
}
