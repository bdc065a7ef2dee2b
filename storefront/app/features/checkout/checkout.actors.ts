import { advanceOrder, type Checkout, type ShopClient } from '@shop/api';
import type { AdvanceOrderInput, checkoutMachine } from '@shop/machines/checkout';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/machine-actors';

/** The checkout's request: the billing step's email and address (spec advanceOrder); leaving the page cancels it. */
export function checkoutActors(client: ShopClient): MachineActors<typeof checkoutMachine> {
  return {
    actors: {
      advanceOrder: fromPromise<Checkout, AdvanceOrderInput>(({ input, signal }) => advanceOrder(client, input, { signal })),
    },
  };
}
