import { describe, expect, it } from 'vitest';

import { abortedByStop, heldShopClient } from '../../lib/shop-api/held-shop-client.test-support';
import { reviewFormActors } from './reviews.actors';

const REVIEW = { name: 'Ann', email: 'ann@example.com', destination: 'japan', rate: 5, message: 'Worked at once' };

describe('reviewFormActors', () => {
  it('a stopped sendReview actor aborts its upload (the form was left)', async () => {
    const held = heldShopClient();
    const picture = new File(['jpeg'], 'tokyo.jpg', { type: 'image/jpeg' });
    const logic = reviewFormActors(held.client, { picture, idPrefix: 'review' }).actors.sendReview;
    const { request, aborted } = await abortedByStop(
      logic,
      { ...REVIEW, picture: { name: 'tokyo.jpg', size: 4, type: 'image/jpeg' } },
      held,
    );
    expect(request.url).toContain('/reviews/submit');
    expect(request.body).toContain('filename="tokyo.jpg"');
    expect(aborted).toBe(true);
  });

  it('sends no picture the machine no longer holds (a sent review starts the form again)', async () => {
    const held = heldShopClient();
    const stale = new File(['jpeg'], 'old.jpg', { type: 'image/jpeg' });
    const logic = reviewFormActors(held.client, { picture: stale, idPrefix: 'review' }).actors.sendReview;
    const { request } = await abortedByStop(logic, { ...REVIEW, picture: null }, held);
    expect(request.body).not.toContain('old.jpg');
  });
});
