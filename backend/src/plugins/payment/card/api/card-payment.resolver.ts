import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { ApplePayService } from '../apple-pay.service';
import type { BrowserInfo } from '../gateway/card-gateway';
import type { CardDebitAnswer, CardFinishAnswer } from '../card-answers';
import { CardDebitService } from '../card-debit.service';
import { CardFinishService } from '../card-finish.service';
import type { CardPaymentSettings } from '../card-payment-settings';
import { CARD_PAYMENT_SETTINGS } from '../constants';
import { challengeReturnOf } from './challenge-return';
import type {
  MutationApplePayMerchantSessionArgs,
  MutationDebitCardArgs,
  MutationFinishCardPaymentArgs,
  MutationPayWithApplePayArgs,
  CardBrowserInput,
} from '../../../../contract/shop-types';

/** GraphQL lets a client send `userAgent: null`; the gateway takes a missing one only. */
function browserInfo({ userAgent, ...browser }: CardBrowserInput): BrowserInfo {
  return userAgent == null ? browser : { ...browser, userAgent };
}

/**
 * No @Transaction() here on purpose: the gateway call must not run inside a database transaction
 * (SQLite would hold every other writer for its length); the services open short ones themselves.
 */
@Resolver()
export class CardPaymentResolver {
  constructor(
    private readonly debits: CardDebitService,
    private readonly finishes: CardFinishService,
    private readonly applePay: ApplePayService,
    @Inject(CARD_PAYMENT_SETTINGS) private readonly settings: CardPaymentSettings,
  ) {}

  @Query()
  @Allow(Permission.Public)
  cardPaymentConfig() {
    const { stripe } = this.settings;
    // Stripe: the browser loads Stripe.js (its card fields, its wallets) with the publishable key.
    if (stripe) return { provider: 'stripe', tokenizationUrl: stripe.jsUrl, publicKey: stripe.publishableKey, sandbox: false };
    return { provider: 'sandbox', tokenizationUrl: this.settings.publicUrl, publicKey: this.settings.publicKey, sandbox: true };
  }

  @Mutation()
  @Allow(Permission.Owner)
  debitCard(@Ctx() ctx: RequestContext, @Args() args: MutationDebitCardArgs): Promise<CardDebitAnswer> {
    return this.debits.debit(ctx, { ...args.input, browser: browserInfo(args.input.browser) });
  }

  @Mutation()
  @Allow(Permission.Owner)
  finishCardPayment(@Ctx() ctx: RequestContext, @Args() args: MutationFinishCardPaymentArgs): Promise<CardFinishAnswer> {
    const { transactionRef } = args.input;
    return this.finishes.finish(ctx, { transactionRef, returned: challengeReturnOf(args.input) });
  }

  @Mutation()
  @Allow(Permission.Owner)
  applePayMerchantSession(@Ctx() ctx: RequestContext, @Args() args: MutationApplePayMerchantSessionArgs): Promise<Record<string, unknown>> {
    return this.applePay.merchantSession(ctx, args.input.validationUrl);
  }

  @Mutation()
  @Allow(Permission.Owner)
  payWithApplePay(@Ctx() ctx: RequestContext, @Args() args: MutationPayWithApplePayArgs): Promise<CardDebitAnswer> {
    return this.applePay.pay(ctx, { ...args.input, browser: browserInfo(args.input.browser) });
  }
}
