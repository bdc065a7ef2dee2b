import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, type ID } from '@vendure/core';
import gql from 'graphql-tag';

import type { EsimUsage } from '../esim-supplier';
import { EsimStaffService, isStaffError, type EsimOrderOverview, type StaffEsim } from './esim-staff.service';

/*
 * The Admin API of the staff's eSIM block on the order page (dashboard/index.tsx, issue 32 point
 * 4). Reading needs ReadOrder, every action UpdateOrder. Bad input never answers a 5xx: an unknown
 * order is `null` for the query and an ErrorResult for the mutations, and every refusal (already
 * cancelled, installed, the supplier's refusal or outage) is an ErrorResult with its own code.
 */

export const esimStaffApiExtensions = gql`
  enum StaffEsimState {
    active
    "Cancelled at the supplier by staff: it can no longer be installed."
    cancelled
  }

  type EsimWholesaleCost {
    "Minor units of currency (cents)."
    amountMinor: Int!
    "ISO 4217."
    currency: String!
  }

  "An eSIM of an order as staff see it: the supplier's references and the eSIM usage."
  type StaffEsim {
    id: ID!
    orderLineId: ID!
    iccid: String!
    state: StaffEsimState!
    "The plan's name in the request's language."
    planName: String!
    "sandbox, airalo, esimaccess: who issued it."
    supplier: String!
    "The supplier's order number (support, the supplier's invoice)."
    supplierOrderRef: String
    "The supplier's own key of this eSIM."
    supplierProfileRef: String
    supplierPackageId: String
    wholesaleCost: EsimWholesaleCost
    deliveredAt: DateTime!
    cancelledAt: DateTime
    "Null when the supplier cannot say now, and for a cancelled eSIM."
    usage: EsimUsage
  }

  "An order's eSIMs and, while they are late, why and until when."
  type EsimOrderOverview {
    orderId: ID!
    orderCode: String!
    orderState: String!
    esims: [StaffEsim!]!
    "Items of the order (one eSIM each)."
    itemsOrdered: Int!
    "Items still without an eSIM."
    missingItems: Int!
    "Set while the delivery waits for the supplier."
    esimDelayedSince: DateTime
    "pending, transient, rateLimited or insufficientBalance."
    esimDelayReason: String
    esimNextAttemptAt: DateTime
    "When the mailer sent the delivery (or cancellation) email."
    esimNoticeSentAt: DateTime
  }

  type EsimOrderNotFoundError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  type EsimNotFoundError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  "The order is not paid (or is cancelled): it gets no eSIM."
  type EsimOrderNotPaidError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  "Every eSIM of the order is cancelled, or none was issued yet."
  type EsimNothingToSendError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  type EsimNothingMissingError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  type EsimAlreadyCancelledError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  "The supplier reports the eSIM installed, used or expired: it cannot be cancelled."
  type EsimInUseError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  "The supplier refused the cancellation (installed, or past its window)."
  type EsimCancelRefusedError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }
  "The supplier is down, slow, rate-limiting or answered garbage: nothing changed; try again later."
  type EsimSupplierUnavailableError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }

  type EsimEmailQueued {
    orderId: ID!
    recipient: String!
    esimCount: Int!
  }

  type EsimProvisioningQueued {
    orderId: ID!
    missingItems: Int!
  }

  "The customer's refund of a cancelled eSIM's price."
  type EsimRefundOutcome {
    amount: Money!
    currencyCode: String!
    "Confirmed by the gateway; a manual payment's refund stays pending for staff to settle."
    settled: Boolean!
    "Why the refund was not made: staff then refund from the order's payment."
    failure: String
  }

  type EsimCancelled {
    esim: StaffEsim!
    "Null when no refund was asked."
    refund: EsimRefundOutcome
  }

  union ResendEsimEmailResult = EsimEmailQueued | EsimOrderNotFoundError | EsimNothingToSendError
  union ProvisionMissingEsimsResult = EsimProvisioningQueued | EsimOrderNotFoundError | EsimOrderNotPaidError | EsimNothingMissingError
  union CancelEsimResult =
      EsimCancelled
    | EsimNotFoundError
    | EsimAlreadyCancelledError
    | EsimInUseError
    | EsimCancelRefusedError
    | EsimSupplierUnavailableError
  union RefreshEsimUsageResult = StaffEsim | EsimNotFoundError

  extend type Query {
    "The order's eSIMs for staff; null for an unknown order."
    orderEsimOverview(orderId: ID!): EsimOrderOverview
  }

  extend type Mutation {
    "Queues the delivery email again with the order's eSIMs not cancelled, even if it was sent."
    resendEsimEmail(orderId: ID!): ResendEsimEmailResult!
    "Queues the delivery now for the items still without an eSIM."
    provisionMissingEsims(orderId: ID!): ProvisionMissingEsimsResult!
    "Cancels an uninstalled eSIM at its supplier; refund: true refunds that item's price to the customer."
    cancelEsimAtSupplier(esimId: ID!, refund: Boolean!): CancelEsimResult!
    "Asks the supplier for the eSIM's usage again."
    refreshEsimUsage(esimId: ID!): RefreshEsimUsageResult!
  }
`;

interface OrderIdArgs {
  orderId: ID;
}
interface EsimIdArgs {
  esimId: ID;
}
interface CancelArgs extends EsimIdArgs {
  refund: boolean;
}

/*
 * The mutations carry no @Transaction(): the supplier is asked in the middle, and a database
 * transaction held open over a network call would block the shop's other writes (SQLite) for as
 * long as the supplier takes. Each write is one statement; the refund is Vendure's own.
 */
@Resolver()
class EsimStaffResolver {
  constructor(private readonly staff: EsimStaffService) {}

  @Query()
  @Allow(Permission.ReadOrder)
  async orderEsimOverview(@Ctx() ctx: RequestContext, @Args() args: OrderIdArgs): Promise<EsimOrderOverview | null> {
    return (await this.staff.overview(ctx, args.orderId)) ?? null;
  }

  @Mutation()
  @Allow(Permission.UpdateOrder)
  async resendEsimEmail(@Ctx() ctx: RequestContext, @Args() args: OrderIdArgs) {
    const result = await this.staff.resendEmail(ctx, args.orderId);
    return isStaffError(result) ? result : { __typename: 'EsimEmailQueued', ...result };
  }

  @Mutation()
  @Allow(Permission.UpdateOrder)
  async provisionMissingEsims(@Ctx() ctx: RequestContext, @Args() args: OrderIdArgs) {
    const result = await this.staff.provisionMissing(ctx, args.orderId);
    return isStaffError(result) ? result : { __typename: 'EsimProvisioningQueued', ...result };
  }

  @Mutation()
  @Allow(Permission.UpdateOrder)
  async cancelEsimAtSupplier(@Ctx() ctx: RequestContext, @Args() args: CancelArgs) {
    const result = await this.staff.cancelAtSupplier(ctx, args.esimId, args.refund);
    return isStaffError(result) ? result : { __typename: 'EsimCancelled', ...result };
  }

  @Mutation()
  @Allow(Permission.UpdateOrder)
  refreshEsimUsage(@Ctx() ctx: RequestContext, @Args() args: EsimIdArgs) {
    return this.staff.refreshUsage(ctx, args.esimId);
  }
}

@Resolver('StaffEsim')
class StaffEsimResolver {
  constructor(private readonly staff: EsimStaffService) {}

  @ResolveField()
  usage(@Ctx() ctx: RequestContext, @Parent() esim: StaffEsim): Promise<EsimUsage | null> {
    return this.staff.usageOf(ctx, esim, esim.refreshUsage);
  }
}

/** Each result carries its __typename (the error results theirs from esim-staff.service.ts). */
function typeNameOf(value: { __typename?: string }): string | undefined {
  return value.__typename;
}

@Resolver('ResendEsimEmailResult')
class ResendEsimEmailResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }) {
    return typeNameOf(value);
  }
}

@Resolver('ProvisionMissingEsimsResult')
class ProvisionMissingEsimsResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }) {
    return typeNameOf(value);
  }
}

@Resolver('CancelEsimResult')
class CancelEsimResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }) {
    return typeNameOf(value);
  }
}

@Resolver('RefreshEsimUsageResult')
class RefreshEsimUsageResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }) {
    return typeNameOf(value);
  }
}

/** What esim-delivery.plugin.ts lists: the Admin API's schema, resolvers and the service. */
export const esimStaffResolvers = [
  EsimStaffResolver,
  StaffEsimResolver,
  ResendEsimEmailResultResolver,
  ProvisionMissingEsimsResultResolver,
  CancelEsimResultResolver,
  RefreshEsimUsageResultResolver,
];
