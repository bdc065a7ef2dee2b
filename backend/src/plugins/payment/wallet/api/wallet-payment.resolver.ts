import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { WalletPaymentService } from '../wallet-payment.service';
import type { MutationFinishWalletPaymentArgs, MutationStartWalletPaymentArgs } from '../../../../contract/shop-types';

/**
 * No @Transaction() here on purpose, as for the card: the wallet's calls must not run inside a
 * database transaction; the service opens short ones itself.
 */
@Resolver()
export class WalletPaymentResolver {
  constructor(private readonly payments: WalletPaymentService) {}

  @Mutation()
  @Allow(Permission.Owner)
  startWalletPayment(@Ctx() ctx: RequestContext, @Args() args: MutationStartWalletPaymentArgs) {
    return this.payments.start(ctx, args.input);
  }

  @Mutation()
  @Allow(Permission.Owner)
  finishWalletPayment(@Ctx() ctx: RequestContext, @Args() args: MutationFinishWalletPaymentArgs) {
    return this.payments.finish(ctx, args.input);
  }
}
