import { requiredFor } from '../../requests/requests';

/**
 * Spec §4: 'Payment successful. Redirecting...' stays this long before the
 * thank-you page, for every payment method. Override with `machine.provide({ delays })`.
 */
export const THANK_YOU_REDIRECT_MS = 1500;

/**
 * How every payment machine ends once the order is paid: `confirmed` shows
 * 'Payment successful. Redirecting...' for the `thankYouRedirect` delay, then
 * asks the host for the thank-you page (`goToThankYou`, an action the
 * storefront provides) and rests in `leaving`, final, whose display keeps the
 * confirmation until the host has navigated. `machine` names the machine in
 * the error of a paid state without an order code (a bug in that machine).
 */
export function thankYouStates(machine: string) {
  const required = requiredFor(machine);
  return {
    confirmed: {
      after: {
        thankYouRedirect: {
          target: 'leaving',
          actions: {
            type: 'goToThankYou',
            params: ({ context }: { context: { readonly orderCode: string | null } }) => ({
              orderCode: required(context.orderCode, 'the order code'),
            }),
          },
        },
      },
    },
    leaving: { type: 'final' },
  } as const;
}
