import { expect } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';

import { createShopClient, type ShopClient } from '@shop/api';

/** A request the held client received: the operation's GraphQL document or form path, and its signal. */
export interface HeldRequest {
  readonly url: string;
  readonly body: string;
  readonly signal: AbortSignal;
}

/**
 * A real shop client (ky, zod, the api's errors) whose `fetch` never answers: each request waits
 * until its signal aborts. An actors test starts an actor on it, stops the actor and checks that
 * the request's signal aborted, i.e. that the actor handed XState's signal down to the api.
 */
export function heldShopClient(): { client: ShopClient; requests: HeldRequest[]; received: (after: number) => Promise<HeldRequest> } {
  const requests: HeldRequest[] = [];
  const waiting: Array<(request: HeldRequest) => void> = [];
  const fetch = async (input: Request) => {
    const held = { url: input.url, body: await input.clone().text(), signal: input.signal };
    requests.push(held);
    waiting.splice(0).forEach((resolve) => resolve(held));
    return new Promise<Response>((_resolve, reject) => {
      const abort = () => reject(input.signal.reason);
      if (input.signal.aborted) abort();
      else input.signal.addEventListener('abort', abort, { once: true });
    });
  };
  // ky hands `fetch` a Request; the client's option is typed as the global fetch.
  const client = createShopClient({
    shopApiUrl: 'http://shop.test/shop-api',
    locale: 'en',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  /** The first request after the first `after` ones, once it arrives. */
  const received = (after: number) =>
    new Promise<HeldRequest>((resolve) => {
      const next = requests[after];
      if (next) resolve(next);
      else waiting.push(() => resolve(requests[after] as HeldRequest));
    });
  return { client, requests, received };
}

/**
 * Starts `logic` (one actor of an actors file) on `input`, waits for its request to reach the held
 * client, stops the actor, and answers the request's signal: whether stopping aborted it.
 */
export async function abortedByStop<Input>(
  logic: AnyActorLogic,
  input: Input,
  held: ReturnType<typeof heldShopClient>,
): Promise<{ request: HeldRequest; aborted: boolean }> {
  const before = held.requests.length;
  const actor = createActor(logic, { input });
  // An actor that fails before asking (its input refused) fails the test at once, not by timeout.
  const failed = new Promise<never>((_resolve, reject) => actor.subscribe({ error: (error) => reject(error as Error) }));
  actor.start();
  const request = await Promise.race([held.received(before), failed]);
  expect(request.signal.aborted).toBe(false);
  actor.stop();
  return { request, aborted: request.signal.aborted };
}
