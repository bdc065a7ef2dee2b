import { fromPromise } from 'xstate';
import { checkoutMachine } from './checkout.machine';
import type { AdvanceOrderInput, Checkout } from './checkout.types';

export interface CheckoutMachineDeps {
  /**
   * Sends the billing step (spec §7 `advanceOrder`), e.g. the api's operation
   * bound to the shop client; answers with the checkout whose cart now carries
   * the VAT of that address. Rejects with a `ShopError` whose message is the
   * server's followed by its joined details (spec §8); `detail.fields`, when
   * present, is shown on the fields it names.
   *
   * The signal aborts only when the checkout is left (the actor stops).
   * Aborting does not undo an address the shop already took; its answer is
   * ignored either way, and the resumed checkout shows what the shop has.
   */
  advanceOrder: (input: AdvanceOrderInput, signal: AbortSignal) => Promise<Checkout>;
}

/** The checkout machine with the storefront's request in place of the stub. */
export function createCheckoutMachine(deps: CheckoutMachineDeps) {
  return checkoutMachine.provide({
    actors: {
      advanceOrder: fromPromise<Checkout, AdvanceOrderInput>(({ input, signal }) => deps.advanceOrder(input, signal)),
    },
  });
}
