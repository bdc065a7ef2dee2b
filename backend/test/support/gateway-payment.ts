import type { GatewayPayment } from '../../src/plugins/payment/card/gateway/card-gateway';

/** A card gateway's payment of order ORDER7: 12.00 EUR by a Visa ending 4242. */
export function gatewayPayment(status: GatewayPayment['status'], extra: Partial<GatewayPayment> = {}): GatewayPayment {
  return {
    id: 'pay_1',
    status,
    orderCode: 'ORDER7',
    amount: 1200,
    currency: 'EUR',
    brand: 'visa',
    last4: '4242',
    refundedAmount: 0,
    ...extra,
  };
}
