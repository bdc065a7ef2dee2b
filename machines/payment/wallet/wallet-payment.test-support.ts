import { createActor, type ActorOptions, type AnyActorLogic } from 'xstate';
import { ShopError } from '../../../api/errors';
import { createFakeRequests } from '../../test-support/fake-requests';
import { paymentRefusal } from '../failures/payment-failures.test-support';
import type { WalletErrorCode } from './wallet-payment.failures';
import { walletPaymentMachine } from './wallet-payment.machine';
import type {
  FinishWalletPaymentInput,
  StartWalletPaymentInput,
  WalletApproval,
  WalletPaymentEmitted,
  WalletPaymentInput,
  WalletPaymentResult,
} from './wallet-payment.types';

/*
 * Fixtures and a fake shop and browser for the wallet payment machine's
 * tests: every request waits until the test answers it
 * (`machines/test-support/fake-requests.ts`), and every navigation is logged
 * in order. Shared by the unit and the model tests.
 */

export const APPROVE_URL = 'https://paypal.test/checkoutnow?token=EC-1';
export const APPROVAL: WalletApproval = { approveUrl: APPROVE_URL };
export const PAID: WalletPaymentResult = { orderCode: 'ORD-PAYPAL', paymentStatus: 'PAID' };
/** Issue 15: the order is placed, PayPal still confirming the payment (its capture PENDING). */
export const PENDING: WalletPaymentResult = { orderCode: 'ORD-PAYPAL', paymentStatus: 'PENDING' };

export const CHECKOUT: WalletPaymentInput = { mode: 'checkout' };
export const RETURN: WalletPaymentInput = { mode: 'return', token: 'EC-1', payerId: 'PAYER-1' };
export const RETURN_WITHOUT_PAYER: WalletPaymentInput = { mode: 'return', token: 'EC-1', payerId: null };
export const CANCELLED: WalletPaymentInput = { mode: 'cancelled', token: 'EC-1' };

/** A refusal as the api will raise it: an http `ShopError` with a wallet code. */
export const walletError = (code: WalletErrorCode | string, extra: { message?: string; status?: number } = {}): ShopError =>
  paymentRefusal('wallet', code, extra);

/** A request that never reached the shop. */
export const NETWORK_ERROR = new ShopError('wallet', { kind: 'network' });
/** A request the shop did not answer in time. */
export const TIMEOUT_ERROR = new ShopError('wallet', { kind: 'timeout' });

/** A navigation the machine asked the host for. */
export type Navigation =
  { readonly to: 'wallet'; readonly url: string } | { readonly to: 'thankYou'; readonly orderCode: string } | { readonly to: 'payment' };

/** The bare machine with fake requests and a navigation log in place of the stubs; `clock` for the model's simulated time. */
export function startWalletPayment(input: WalletPaymentInput, clock?: ActorOptions<AnyActorLogic>['clock']) {
  const shop = createFakeRequests();
  const navigations: Navigation[] = [];
  const machine = walletPaymentMachine.provide({
    actors: {
      startWalletPayment: shop.request<WalletApproval, StartWalletPaymentInput>('startWalletPayment'),
      finishWalletPayment: shop.request<WalletPaymentResult, FinishWalletPaymentInput>('finishWalletPayment'),
    },
    actions: {
      redirectToWallet: (_, params) => navigations.push({ to: 'wallet', url: params.url }),
      goToThankYou: (_, params) => navigations.push({ to: 'thankYou', orderCode: params.orderCode }),
      backToPayment: () => navigations.push({ to: 'payment' }),
    },
  });
  const emitted: WalletPaymentEmitted[] = [];
  const actor = createActor(machine, clock === undefined ? { input } : { input, clock });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, shop, navigations, emitted };
}

export type WalletHarness = ReturnType<typeof startWalletPayment>;
