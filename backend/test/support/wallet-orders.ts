import type { WalletCapture, WalletOrder } from '../../src/plugins/payment/wallet/gateway/wallet-gateway';

/** PayPal's capture CAP1 of 24.20 EUR, completed. */
export function walletCapture(overrides: Partial<WalletCapture> = {}): WalletCapture {
  return { id: 'CAP1', status: 'COMPLETED', currencyCode: 'EUR', amount: 2420, ...overrides };
}

/** PayPal's order PP1 for the shop's order ORD1, completed with CAP1. */
export function walletOrder(overrides: Partial<WalletOrder> = {}): WalletOrder {
  return {
    id: 'PP1',
    status: 'COMPLETED',
    orderCode: 'ORD1',
    customId: 'ORD1',
    amount: { currencyCode: 'EUR', total: 2420 },
    captures: [walletCapture()],
    refunds: [],
    ...overrides,
  };
}
