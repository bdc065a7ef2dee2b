import {
  Payment,
  TransactionalConnection,
  type Injector,
  type Order,
  type OrderByCodeAccessStrategy,
  type RequestContext,
} from '@vendure/core';

import { decideOrderAccess, GUEST_ORDER_ACCESS_MS, placingSessionIdsOf } from './order-access-rule';

export interface PlacingSessionAccessOptions {
  /** How long after placing the paying session may read a guest order (default 2 h). */
  guestAccessMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * `orderOptions.orderByCodeAccessStrategy`: replaces Vendure's DefaultOrderByCodeAccessStrategy('2h'),
 * which lets ANY anonymous caller holding a guest order's code read it (eSIM activation codes
 * included) for 2 hours. Here: the owning account at any time, the paying session for 2 hours
 * (see order-access-rule.ts). The paying session comes from the order's settled or authorized
 * payments' metadata (`sessionId`, recorded by the card method when it debits), so no schema
 * change is needed; a shop payment method added later must record it the same way.
 */
export class PlacingSessionOrderByCodeAccessStrategy implements OrderByCodeAccessStrategy {
  private connection: TransactionalConnection | undefined;
  private readonly guestAccessMs: number;
  private readonly now: () => number;

  constructor(options: PlacingSessionAccessOptions = {}) {
    this.guestAccessMs = options.guestAccessMs ?? GUEST_ORDER_ACCESS_MS;
    this.now = options.now ?? Date.now;
  }

  init(injector: Injector): void {
    this.connection = injector.get(TransactionalConnection);
  }

  async canAccessOrder(ctx: RequestContext, order: Order): Promise<boolean> {
    const verdict = await decideOrderAccess(
      {
        activeUserId: ctx.activeUserId,
        // Vendure's orderByCode loads customer.user for this check.
        ownerUserId: order.customer?.user?.id,
        sessionId: ctx.session?.id,
        placedAt: order.orderPlacedAt,
        now: this.now(),
        guestAccessMs: this.guestAccessMs,
      },
      () => this.placingSessions(ctx, order),
    );
    return verdict.allowed;
  }

  private async placingSessions(ctx: RequestContext, order: Order): Promise<string[]> {
    if (!this.connection) throw new Error('PlacingSessionOrderByCodeAccessStrategy was used before init()');
    const payments = await this.connection.getRepository(ctx, Payment).find({
      where: { order: { id: order.id } },
      select: { id: true, state: true, metadata: true },
    });
    return placingSessionIdsOf(payments);
  }
}
