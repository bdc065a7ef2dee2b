import { parsed } from '../../errors';
import { z } from '../../zod';

/*
 * Issue 32: a paid order whose eSIMs the supplier has not issued yet. The backend's
 * `Order.esimDelay` and `EsimUsageLink.esimDelay` (`{ since }`, null otherwise) tell the thank-you
 * page, the account's order details and the guest's link to say the eSIM is on its way by email
 * rather than show nothing. One rule for the three operations that read it.
 */

/** What the operations ask for: `esimDelay { since }` beside the order's eSIMs. */
interface AnsweredDelay {
  since: string;
}

/** The schema says DateTime; the page formats it, so it must be a date it can read. */
const delaySchema = z.object({ since: z.iso.datetime({ offset: true }) });

/**
 * Since when a paid order waits for its eSIMs (ISO 8601), or null: the backend reports no delay,
 * the order is cancelled (refunded: it no longer waits), or an eSIM has arrived (the order then
 * shows its eSIMs, and the rest follow as they come). A date the page cannot read is a ShopError
 * `schema` of `operation`.
 */
export function esimDelayedSince(
  operation: string,
  delay: AnsweredDelay | null | undefined,
  order: { cancelled: boolean; esimCount: number },
): string | null {
  if (!delay || order.cancelled || order.esimCount > 0) return null;
  return parsed(operation, delaySchema, delay).since;
}
