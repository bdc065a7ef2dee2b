import type { PaymentProcess } from '@vendure/core';

import { AWAITING_CHALLENGE } from './constants';

declare module '@vendure/core/dist/service/helpers/payment-state-machine/payment-state' {
  interface CustomPaymentStates {
    /** A card debit whose 3-D Secure challenge is open; see constants.ts. */
    AwaitingChallenge: never;
  }
}

/**
 * One payment state added to Vendure's default payment process. A payment waiting for its
 * challenge covers nothing, so the order stays in ArrangingPayment (its cart locked against
 * changes) until the backend has verified the result with the gateway and settles or declines it.
 */
export const challengePaymentProcess: PaymentProcess<typeof AWAITING_CHALLENGE> = {
  transitions: {
    Created: { to: [AWAITING_CHALLENGE], mergeStrategy: 'merge' },
    AwaitingChallenge: { to: ['Settled', 'Declined', 'Cancelled', 'Error'] },
  },
};
