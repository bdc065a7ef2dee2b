import type { Order } from '@vendure/core';

/** GraphQL `EsimDelay`: a paid order whose eSIMs the supplier has not issued yet, since when. */
export interface EsimDelay {
  since: Date;
}

/** The order's delay while it waits for its supplier (delivery-workflow.ts); null otherwise. */
export function esimDelayOf(order: Pick<Order, 'customFields' | 'state'>): EsimDelay | null {
  const since = order.customFields.esimDelayedSince;
  return since && order.state !== 'Cancelled' ? { since } : null;
}
