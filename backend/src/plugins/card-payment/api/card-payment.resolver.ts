import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { ApplePayService, type ApplePayInput } from '../apple-pay.service';
import type { CardDebitAnswer, CardFinishAnswer } from '../card-answers';
import { CardDebitService, type DebitInput } from '../card-debit.service';
import { CardFinishService, type FinishInput } from '../card-finish.service';
import type { CardPaymentSettings } from '../card-payment-settings';
import { CARD_PAYMENT_SETTINGS, SANDBOX_PROVIDER } from '../constants';

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
    return { provider: SANDBOX_PROVIDER, tokenizationUrl: this.settings.publicUrl, publicKey: this.settings.publicKey, sandbox: true };
  }

  @Mutation()
  @Allow(Permission.Owner)
  debitCard(@Ctx() ctx: RequestContext, @Args() args: { input: DebitInput }): Promise<CardDebitAnswer> {
    return this.debits.debit(ctx, args.input);
  }

  @Mutation()
  @Allow(Permission.Owner)
  finishCardPayment(@Ctx() ctx: RequestContext, @Args() args: { input: FinishInput }): Promise<CardFinishAnswer> {
    return this.finishes.finish(ctx, args.input);
  }

  @Mutation()
  @Allow(Permission.Owner)
  applePayMerchantSession(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: { validationUrl: string } },
  ): Promise<Record<string, unknown>> {
    return this.applePay.merchantSession(ctx, args.input.validationUrl);
  }

  @Mutation()
  @Allow(Permission.Owner)
  payWithApplePay(@Ctx() ctx: RequestContext, @Args() args: { input: ApplePayInput }): Promise<CardDebitAnswer> {
    return this.applePay.pay(ctx, args.input);
  }
}
