import type { PaymentProcess } from '@vendure/core';

/**
 * A PayPal capture left PENDING is recorded as Vendure's `Authorized` payment: the money is
 * promised, not taken, and Vendure's own meaning of it fits (the order is placed, in
 * PaymentAuthorized, and waits; staff's "Settle" asks PayPal again through the handler). When
 * PayPal denies it, the payment is Declined, which Vendure's default process allows only from
 * Created: this adds the one transition. Settled and Cancelled stay Vendure's.
 */
export const pendingCaptureProcess: PaymentProcess<never> = {
  transitions: {
    Authorized: { to: ['Declined'], mergeStrategy: 'merge' },
  },
};
