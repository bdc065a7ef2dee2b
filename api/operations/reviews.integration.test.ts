import { randomUUID } from 'node:crypto';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from '../zod';

import { admin } from '../test-support/account-customer';
import { BROWSER, cartReadyToPay, TEST_CARDS, tokenFor } from '../test-support/card-sandbox';
import { realShopClient } from '../test-support/clients';
import {
  PDF,
  SCRIPT,
  adminLogin,
  backendOrigin,
  clientAt,
  file,
  formRefusal as refusal,
  hugePng,
  randomIp,
  staffMail,
} from '../test-support/form-uploads';
import { adminCall, staffWith, superadminToken } from '../test-support/staff';
import { newShopper } from '../test-support/shopper';
import { submitContactMessage } from './contact';
import { debitCard, getCardPaymentConfig } from './payment/card-payment';
import { MAX_REVIEW_PICTURE_BYTES, getApprovedReviews, getApprovedReviewsPage, getReviewSummary, submitReview } from './reviews';

/*
 * The review form's endpoint, the reviews page's reads and the staff's moderation on the real
 * backend (issue 7 "Reviews and contact messages", "Bad input").
 */

let destination = { slug: '', name: '' };

beforeAll(async () => {
  const { products } = await realShopClient({ locale: 'fr' }).request(
    'testProducts',
    'query { products(options: { take: 1, filter: { enabled: { eq: true } } }) { items { slug name } } }',
    {},
    z.object({ products: z.object({ items: z.array(z.object({ slug: z.string(), name: z.string() })) }) }),
  );
  destination = products.items[0] ?? destination;
  if (!destination.slug) throw new Error('no product to review');
});

interface StaffReview {
  id: string;
  authorName: string;
  message: string;
  state: string;
  verifiedPurchase: boolean;
  picture: { url: string; width: number; height: number } | null;
}

async function staffReviews(): Promise<StaffReview[]> {
  const { shopReviews } = await admin<{ shopReviews: { items: StaffReview[] } }>(
    'query { shopReviews(options: { take: 50 }) { items { id authorName message state verifiedPurchase picture { url width height } } } }',
  );
  return shopReviews.items;
}

describe('reviews', () => {
  it('stores a review with its picture awaiting moderation, shows it once approved, serves its picture', async () => {
    const token = randomUUID();
    const photo = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#2a7ae2' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: `gps-and-serial-${token}` } } })
      .toBuffer();
    const message = `Worked at once. ${SCRIPT} ${token}`;
    await submitReview(clientAt(randomIp(), { locale: 'fr' }), {
      name: `Ann ${SCRIPT}`,
      email: 'ann@example.com',
      destination: destination.slug,
      rate: 4,
      message,
      picture: file(photo, 'IMG_0001.jpg', 'image/jpeg'),
    });

    const pending = (await staffReviews()).find((review) => review.message === message);
    expect(pending).toMatchObject({ state: 'pending', authorName: `Ann ${SCRIPT}`, picture: { width: 60, height: 90 } });
    const isShown = async () =>
      (await getApprovedReviews(realShopClient(), { take: 50 })).items.some((review) => review.message === message);
    expect(await isShown()).toBe(false);
    const pictureUrl = `${backendOrigin()}${pending?.picture?.url ?? ''}`;
    expect((await fetch(pictureUrl)).status).toBe(404);
    // The moderator sees it in the dashboard (its session cookie), never from a cache.
    const forModerator = await fetch(pictureUrl, { headers: { cookie: (await adminLogin()).cookie } });
    expect(forModerator.status).toBe(200);
    expect(forModerator.headers.get('cache-control')).toBe('private, no-store');

    const staff = await staffMail(token);
    expect(staff.subject).toMatch(/^Review to moderate: 4\/5 for \S/);
    expect(staff.attachments).toHaveLength(1);

    const { approveShopReview } = await admin<{ approveShopReview: { state: string } }>(
      'mutation ($id: ID!) { approveShopReview(id: $id) { state } }',
      { id: pending?.id },
    );
    expect(approveShopReview.state).toBe('approved');

    const shown = (await getApprovedReviews(realShopClient({ locale: 'fr' }), { take: 50 })).items.find(
      (review) => review.message === message,
    );
    expect(shown).toMatchObject({
      authorName: `Ann ${SCRIPT}`,
      title: 'Worked at once.',
      rating: 4,
      destination: { slug: destination.slug, name: destination.name },
    });
    expect(shown?.picture?.url).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}\.jpg$/);

    const served = await fetch(`${backendOrigin()}${shown?.picture?.url ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(Buffer.from(`gps-and-serial-${token}`))).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('keeps a rejected review and its picture off the shop', async () => {
    const token = randomUUID();
    const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await submitReview(clientAt(), {
      name: 'Spam Bot',
      email: 'bot@example.com',
      destination: destination.slug,
      rate: 1,
      message: `Buy now ${token}`,
      picture: file(photo, 'p.png'),
    });
    const review = (await staffReviews()).find((candidate) => candidate.message.includes(token));
    await admin('mutation ($id: ID!) { rejectShopReview(id: $id) { state } }', { id: review?.id });
    expect((await getApprovedReviews(realShopClient(), { take: 50 })).items.some((candidate) => candidate.message.includes(token))).toBe(
      false,
    );
    expect((await fetch(`${backendOrigin()}${review?.picture?.url ?? ''}`)).status).toBe(404);
  });

  it('averages the approved reviews to one decimal', async () => {
    const token = randomUUID();
    await submitReview(clientAt(), {
      name: 'Bo',
      email: 'bo@example.com',
      destination: destination.slug,
      rate: 5,
      message: `Perfect ${token}`,
    });
    const review = (await staffReviews()).find((candidate) => candidate.message.includes(token));
    await admin('mutation ($id: ID!) { approveShopReview(id: $id) { state } }', { id: review?.id });
    const summary = await getReviewSummary(realShopClient());
    const ratings: number[] = [];
    for (let skip = 0; ratings.length < summary.count; skip += 50) {
      const page = await getApprovedReviews(realShopClient(), { skip, take: 50 });
      if (page.items.length === 0) break;
      ratings.push(...page.items.map((item) => item.rating));
    }
    expect(ratings).toHaveLength(summary.count);
    expect(summary.average).toBe(Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10);
  });

  it('answers the approved reviews a page at a time, the last page for one past the end', async () => {
    const client = realShopClient({ locale: 'it' });
    const first = await getApprovedReviewsPage(client, { page: 1, perPage: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.pagesCount).toBe(Math.ceil(first.totalItems / 5));
    const second = await getApprovedReviewsPage(client, { page: 2, perPage: 5 });
    expect(second.page).toBe(2);
    expect(second.items.map((review) => review.id)).not.toContain(first.items[0]?.id);
    for (const page of [999, 1e15]) {
      const last = await getApprovedReviewsPage(client, { page, perPage: 5 });
      expect(last.page).toBe(last.pagesCount);
      expect(last.items.length).toBeGreaterThan(0);
    }
    expect((await getApprovedReviewsPage(client, { page: -2, perPage: 5 })).page).toBe(1);
  });

  it('refuses spec §5 problems, an unknown destination, a PDF, 5 MB and 20,000 × 20,000 pixels', async () => {
    const client = clientAt(randomIp(), { locale: 'es' });
    expect(await refusal(submitReview(client, { name: 'A', email: 'x', destination: '', rate: 3, message: '' }))).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'El campo es demasiado corto',
        email: 'No es una dirección de correo electrónico válida',
        destination: 'Este campo es obligatorio',
        message: 'Este campo es obligatorio',
      },
    });
    expect(
      await refusal(
        submitReview(client, { name: 'Ann', email: 'a@example.com', destination: 'no-such-destination', rate: 3, message: 'Fine' }),
      ),
    ).toMatchObject({
      status: 400,
      fields: { destination: 'Elija un destino de la lista' },
    });
    const valid = { name: 'Ann', email: 'a@example.com', destination: destination.slug, rate: 3, message: 'Fine' };
    expect(await refusal(submitReview(client, { ...valid, picture: file(PDF, 'photo.jpg') }))).toMatchObject({
      status: 415,
      code: 'FILE_TYPE_NOT_ALLOWED',
      fields: { file: 'Solo se aceptan fotos JPEG, PNG o WebP' },
    });
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_REVIEW_PICTURE_BYTES)]);
    expect(await refusal(submitReview(client, { ...valid, picture: file(big, 'big.jpg') }))).toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: 'La foto supera los 5 MB',
    });
    expect(await refusal(submitReview(client, { ...valid, picture: file(hugePng(), 'huge.png') }))).toMatchObject({
      status: 400,
      code: 'FILE_TOO_LARGE',
    });
  });
});

/*
 * What the dashboard's moderation screens send: Vendure's list options (a state filter, a sort, a
 * page), one review by id, and bulk approve and reject, each behind its permission (the contact
 * messages' reading is in contact.integration.test.ts).
 */
describe('staff moderation through the Admin API', () => {
  const LIST =
    'query ($options: ShopReviewListOptions) { shopReviews(options: $options) { items { id message state rating moderatedAt destination { name } } totalItems } }';

  async function sentReviews(token: string, count: number): Promise<StaffReview[]> {
    const client = clientAt();
    for (let index = 0; index < count; index += 1) {
      await submitReview(client, {
        name: 'Mo',
        email: 'mo@example.com',
        destination: destination.slug,
        rate: 3 + (index % 3),
        message: `Bulk ${index} ${token}`,
      });
    }
    return (await staffReviews()).filter((review) => review.message.includes(token));
  }

  it('filters by state, sorts and pages with Vendure’s list options; newest first without a sort', async () => {
    const token = randomUUID();
    const [newest, , oldest] = await sentReviews(token, 3);
    expect(newest?.message).toBe(`Bulk 2 ${token}`);
    expect(oldest?.message).toBe(`Bulk 0 ${token}`);
    const filter = { state: { eq: 'pending' }, message: { contains: token } };
    const byRating = await admin<{ shopReviews: { items: Array<{ rating: number; state: string }>; totalItems: number } }>(LIST, {
      options: { filter, sort: { rating: 'DESC' }, take: 2 },
    });
    expect(byRating.shopReviews.totalItems).toBe(3);
    expect(byRating.shopReviews.items.map((review) => review.rating)).toEqual([5, 4]);
    const second = await admin<{ shopReviews: { items: Array<{ rating: number }> } }>(LIST, {
      options: { filter, sort: { rating: 'DESC' }, take: 2, skip: 2 },
    });
    expect(second.shopReviews.items.map((review) => review.rating)).toEqual([3]);
    const approved = await admin<{ shopReviews: { totalItems: number } }>(LIST, {
      options: { filter: { state: { in: ['approved', 'rejected'] }, message: { contains: token } } },
    });
    expect(approved.shopReviews.totalItems).toBe(0);
  });

  it('approves and rejects several reviews at once; the shop follows', async () => {
    const token = randomUUID();
    const reviews = await sentReviews(token, 3);
    const ids = reviews.map((review) => review.id);
    const { approveShopReviews } = await admin<{ approveShopReviews: Array<{ id: string; state: string; moderatedAt: string }> }>(
      'mutation ($ids: [ID!]!) { approveShopReviews(ids: $ids) { id state moderatedAt } }',
      { ids: [...ids, ids[0], '999999999'] },
    );
    expect(approveShopReviews.map((review) => review.id).sort()).toEqual([...ids].sort());
    expect(approveShopReviews.every((review) => review.state === 'approved' && review.moderatedAt)).toBe(true);
    const shown = async () =>
      (await getApprovedReviews(realShopClient(), { take: 50 })).items.filter((review) => review.message.includes(token)).length;
    expect(await shown()).toBe(3);

    const { rejectShopReviews } = await admin<{ rejectShopReviews: Array<{ state: string }> }>(
      'mutation ($ids: [ID!]!) { rejectShopReviews(ids: $ids) { state } }',
      { ids: ids.slice(0, 2) },
    );
    expect(rejectShopReviews.map((review) => review.state)).toEqual(['rejected', 'rejected']);
    expect(await shown()).toBe(1);
    const { shopReview } = await admin<{ shopReview: { state: string; message: string } | null }>(
      'query ($id: ID!) { shopReview(id: $id) { state message } }',
      { id: ids[2] },
    );
    expect(shopReview).toEqual({ state: 'approved', message: `Bulk 0 ${token}` });
  });

  it('refuses more than 100 reviews at once, in the request’s language, and changes none', async () => {
    const token = randomUUID();
    const [review] = await sentReviews(token, 1);
    const ids = [review?.id, ...Array.from({ length: 100 }, (_, index) => String(900_000_000 + index))];
    const answer = await adminCall(
      await superadminToken(),
      'mutation ($ids: [ID!]!) { approveShopReviews(ids: $ids) { id } }',
      { ids },
      'de',
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Es können höchstens 100 Bewertungen auf einmal freigegeben oder abgelehnt werden.',
      extensions: { code: 'USER_INPUT_ERROR' },
    });
    expect((await staffReviews()).find((candidate) => candidate.message.includes(token))?.state).toBe('pending');
  });

  // Two staff accounts made and logged in (password hashing): slower than the default 20 s allows on a busy machine.
  it('gives reviews to ModerateReview and messages to ReadContactMessage only', { timeout: 60_000 }, async () => {
    const [review] = await sentReviews(randomUUID(), 1);
    // A message of its own for the reader to find: this file may run before contact's.
    await submitContactMessage(clientAt(), { contactId: 2, email: 'reader-check@example.com', message: `Reader check ${randomUUID()}` });
    const moderator = await staffWith(['ModerateReview']);
    const reader = await staffWith(['ReadContactMessage']);
    const approve = 'mutation ($ids: [ID!]!) { approveShopReviews(ids: $ids) { state } }';
    const messages = '{ contactMessages(options: { take: 1 }) { totalItems } }';
    expect((await adminCall(reader, LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await adminCall(reader, approve, { ids: [review?.id] })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await adminCall(moderator, messages)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await adminCall(undefined, messages)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await adminCall<{ contactMessages: { totalItems: number } }>(reader, messages)).data?.contactMessages.totalItems,
    ).toBeGreaterThan(0);
    const approved = await adminCall<{ approveShopReviews: Array<{ state: string }> }>(moderator, approve, { ids: [review?.id] });
    expect(approved.data?.approveShopReviews).toEqual([{ state: 'approved' }]);
  });
});

/** Sends a review of `slug` and approves it; answers the staff's view of it. */
async function approvedReview(slug: string, review: { email: string; rate: number }): Promise<StaffReview> {
  const token = randomUUID();
  await submitReview(clientAt(), { name: 'Ines', email: review.email, destination: slug, rate: review.rate, message: `Worked ${token}` });
  const sent = (await staffReviews()).find((candidate) => candidate.message.includes(token));
  if (!sent) throw new Error(`the review of ${slug} was not stored`);
  await admin('mutation ($id: ID!) { approveShopReview(id: $id) { state } }', { id: sent.id });
  return sent;
}

describe('true reviews and ratings (issue 35 point 3)', () => {
  it('marks a review “verified purchase” when its email paid for a plan of that destination, and only then', async () => {
    const email = `buyer-${randomUUID()}@example.com`;
    const shopper = newShopper();
    await cartReadyToPay(shopper.client, { email, sku: 'FR-1GB-7D' });
    const config = await getCardPaymentConfig(shopper.client);
    expect((await debitCard(shopper.client, { token: await tokenFor(config, TEST_CARDS.frictionless), browser: BROWSER })).status).toBe(
      'succeeded',
    );

    // The email as typed, case aside, on the destination bought; not on another, nor for someone else.
    expect((await approvedReview('france', { email: email.toUpperCase(), rate: 5 })).verifiedPurchase).toBe(true);
    expect((await approvedReview('japan', { email, rate: 5 })).verifiedPurchase).toBe(false);
    expect((await approvedReview('france', { email: `other-${randomUUID()}@example.com`, rate: 4 })).verifiedPurchase).toBe(false);
    const shown = (await getApprovedReviews(realShopClient(), { take: 10 })).items.filter((item) => item.destination.slug === 'france');
    expect(shown.map((item) => item.verifiedPurchase)).toContain(true);
    expect(shown.map((item) => item.verifiedPurchase)).toContain(false);
  });

  it('rates a destination from its own approved reviews, once there are 3 of them', async () => {
    // A destination no sample review and no other test reviews.
    const slug = 'iceland';
    const client = realShopClient();
    expect(await getReviewSummary(client, { destination: slug })).toEqual({ average: null, count: 0 });
    await approvedReview(slug, { email: `a-${randomUUID()}@example.com`, rate: 5 });
    await approvedReview(slug, { email: `b-${randomUUID()}@example.com`, rate: 4 });
    // Two reviews are counted, not rated.
    expect(await getReviewSummary(client, { destination: slug })).toEqual({ average: null, count: 2 });
    await approvedReview(slug, { email: `c-${randomUUID()}@example.com`, rate: 4 });
    expect(await getReviewSummary(client, { destination: slug })).toEqual({ average: 4.3, count: 3 });
    // A slug of no destination has nothing to rate; the shop's rating counts every destination's.
    expect(await getReviewSummary(client, { destination: 'no-such-destination' })).toEqual({ average: null, count: 0 });
    expect((await getReviewSummary(client)).count).toBeGreaterThanOrEqual(3);
  });
});
