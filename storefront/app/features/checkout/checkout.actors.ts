import type { Checkout, ShopClient } from '@shop/api';
import type { AdvanceOrderInput, checkoutMachine } from '@shop/machines/checkout';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/react/machine-actors';

/** Loaded with the first request, not with the page (docs/architecture.md "What a first load holds"). */
const checkoutOperations = () => import('@shop/api/operations/checkout/checkout');

/** The checkout's request: the billing step's email and address (spec advanceOrder); leaving the page cancels it. */
export function checkoutActors(client: ShopClient): MachineActors<typeof checkoutMachine> {
  return {
    actors: {
      advanceOrder: fromPromise<Checkout, AdvanceOrderInput>(async ({ input, signal }) =>
        (await checkoutOperations()).advanceOrder(client, input, { signal }),
      ),
    },
  };
}
