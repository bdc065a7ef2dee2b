import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';
import gql from 'graphql-tag';

import type { MutationRecheckOrderVatNumberArgs } from '../../../contract/admin-types';
import { VatNumberChecks, type VatRecheckOutcome } from './vat-number-checks';

/** Staff's re-check of a placed order whose VAT number VIES could not check at checkout (the schedule does the same). */
export const vatNumberAdminApiExtensions = gql`
  enum VatRecheckOutcome {
    "VIES confirmed the number: the VAT charged was not due (the order's history says so)."
    valid
    "VIES says it is not registered: the VAT charged was due."
    invalid
    "VIES still cannot answer: asked again by the schedule."
    unavailable
    "The order's VAT number was checked already, or it has none to check."
    notNeeded
  }

  extend type Mutation {
    "Asks VIES again about the order's VAT number when its check at checkout found VIES unavailable."
    recheckOrderVatNumber(orderId: ID!): VatRecheckOutcome!
  }
`;

@Resolver()
export class VatNumberAdminResolver {
  constructor(private readonly vatNumberChecks: VatNumberChecks) {}

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder)
  recheckOrderVatNumber(@Ctx() ctx: RequestContext, @Args() args: MutationRecheckOrderVatNumberArgs): Promise<VatRecheckOutcome> {
    return this.vatNumberChecks.recheckPlacedOrder(ctx, args.orderId);
  }
}
