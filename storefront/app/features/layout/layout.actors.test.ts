import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import { searchMachine } from '@shop/machines/search';

import { abortedByStop, heldShopClient } from '../../lib/shop-api/held-shop-client.test-support';
import { searchActors } from './layout.actors';

describe('searchActors', () => {
  it('a stopped fetchSuggestions actor aborts its request (a newer term, Escape, the bar hidden)', async () => {
    const held = heldShopClient();
    const { request, aborted } = await abortedByStop(searchActors(held.client, vi.fn()).actors.fetchSuggestions, { term: 'japan' }, held);
    expect(request.body).toContain('"term":"japan"');
    expect(aborted).toBe(true);
  });

  it('a newer term aborts the request of the older one', async () => {
    const held = heldShopClient();
    const search = createActor(searchMachine.provide({ ...searchActors(held.client, vi.fn()), delays: { searchDebounce: 0 } })).start();
    search.send({ type: 'search.toggled' });
    search.send({ type: 'term.changed', term: 'japan' });
    const first = await held.received(0);
    search.send({ type: 'term.changed', term: 'japon' });
    const second = await held.received(1);
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    search.stop();
    expect(second.signal.aborted).toBe(true);
  });
});
