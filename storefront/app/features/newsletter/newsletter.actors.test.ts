import { describe, expect, it, vi } from 'vitest';

import { abortedByStop, heldShopClient } from '../../lib/shop-api/held-shop-client.test-support';
import { newsletterSignupActors } from './newsletter.actors';

describe('newsletterSignupActors', () => {
  it('a stopped subscribe actor aborts its request (the form was left)', async () => {
    const held = heldShopClient();
    const logic = newsletterSignupActors(held.client, vi.fn()).actors.subscribe;
    const { request, aborted } = await abortedByStop(logic, { email: 'ann@example.com', source: 'blog' }, held);
    expect(request.body).toContain('ann@example.com');
    expect(aborted).toBe(true);
  });
});
