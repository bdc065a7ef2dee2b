import type { GatewayPayment } from './gateway/card-gateway';

/*
 * A gateway payment the shop has just verified server to server (a 3-D Secure challenge's
 * verification), handed to the payment handler's settlePayment so that it need not ask the gateway
 * again from inside the settling transaction. On SQLite, TypeORM's one connection runs every other
 * request's statements inside whichever transaction is open (sqlite-turns/loop-turns.ts), and a
 * network call there held it open for the call's length: a process killed meanwhile (issue 30's
 * crash test) lost, with that transaction, writes other requests had been told were committed (a
 * concurrent debit's locked cart and its unresolved entry) while that debit went on to charge the
 * card. Nothing else settles from it: the dashboard's "settle" still asks the gateway.
 */

const vouched = new Map<string, GatewayPayment>();

/** Runs `settle` (Vendure's settlePayment of the payment `payment` was verified for) with the answer vouched for. */
export async function settleVerified<T>(payment: GatewayPayment, settle: () => Promise<T>): Promise<T> {
  vouched.set(payment.id, payment);
  try {
    return await settle();
  } finally {
    if (vouched.get(payment.id) === payment) vouched.delete(payment.id);
  }
}

/** The answer vouched for the gateway payment `paymentId`, once; undefined outside settleVerified. */
export function verifiedSettlementOf(paymentId: string): GatewayPayment | undefined {
  const payment = vouched.get(paymentId);
  vouched.delete(paymentId);
  return payment;
}
