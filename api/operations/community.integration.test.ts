import { randomInt, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

import { simpleParser, type ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from '../zod';

import type { ShopClient, ShopClientOptions } from '../client';
import { ShopError } from '../errors';
import { ACCOUNT_CONTACT_ID, MAX_CONTACT_DOCUMENT_BYTES, MAX_REVIEW_PICTURE_BYTES } from '../schemas/community';
import { admin } from '../test-support/account-customer';
import { realShopClient } from '../test-support/clients';
import { adminCall, staffWith, superadminToken } from '../test-support/staff';
import { getApprovedReviews, getApprovedReviewsPage, getReviewSummary, submitContactMessage, submitReview } from './community';
import { getContactConfiguration } from './content';

/*
 * The contact and review endpoints of the real backend (issue 7 "Reviews and contact messages",
 * "Bad input"). Each test calls from its own client address (X-Forwarded-For, as the storefront's
 * proxy sets it), so the per-address rate limit of one test does not touch the others.
 */

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function clientAt(ip = randomIp(), options: Partial<ShopClientOptions> = {}): ShopClient {
  const viaProxy: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('x-forwarded-for', ip);
    return fetch(request);
  };
  return realShopClient({ ...options, fetch: viaProxy });
}

const backendOrigin = () => new URL(inject('shopApiUrl')).origin;

function mailboxDir(): string {
  const dir = inject('mailboxDir');
  if (!dir) throw new Error('The integration setup named no mailbox (MAILBOX_DIR)');
  return dir;
}

/** The backend's limit: the shop `npm test` starts for the journeys allows more than the default 10. */
const COMMUNITY_RATE_LIMIT = Number(process.env['FORM_SUBMISSION_RATE_LIMIT_PER_MINUTE'] ?? 10);

let inbox = '';
let destination = { slug: '', name: '' };

beforeAll(async () => {
  inbox = process.env['SHOP_INBOX'] ?? (await getContactConfiguration(realShopClient()))?.email ?? '';
  const { products } = await realShopClient({ locale: 'fr' }).request(
    'testProducts',
    'query { products(options: { take: 1, filter: { enabled: { eq: true } } }) { items { slug name } } }',
    {},
    z.object({ products: z.object({ items: z.array(z.object({ slug: z.string(), name: z.string() })) }) }),
  );
  destination = products.items[0] ?? destination;
  if (!destination.slug) throw new Error('no product to review');
});

/** The staff mail to the shop's inbox whose text holds `token` (each test writes its own). */
async function staffMail(token: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(mailboxDir()).catch(() => [] as string[])).filter(
          (name) => name.includes(`_${inbox}_`) && name.endsWith('.eml'),
        );
        for (const name of names) {
          const raw = await readFile(path.join(mailboxDir(), name), 'utf8');
          if (!raw.includes(token) && !raw.replace(/=\r?\n/g, '').includes(token)) continue;
          found = await simpleParser(raw);
          return true;
        }
        return false;
      },
      { timeout: 10_000, interval: 150 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number; code: string | undefined; message: string; fields: Record<string, string> | undefined }> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopError) || error.detail.kind !== 'http') throw new Error(`expected an http ShopError, got ${String(error)}`);
  return { status: error.status, code: error.detail.code, message: error.message, fields: error.detail.fields };
}

interface StaffContactMessage {
  id: string;
  contactId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  message: string;
  languageCode: string;
  attachment: { storedName: string; originalName: string; mimeType: string; size: number; url: string } | null;
}

async function contactMessages(): Promise<StaffContactMessage[]> {
  const { contactMessages: list } = await admin<{ contactMessages: { items: StaffContactMessage[] } }>(
    'query { contactMessages(options: { take: 50 }) { items { id contactId email firstName lastName message languageCode attachment { storedName originalName mimeType size url } } } }',
  );
  return list.items;
}

interface StaffReview {
  id: string;
  authorName: string;
  message: string;
  state: string;
  picture: { url: string; width: number; height: number } | null;
}

async function staffReviews(): Promise<StaffReview[]> {
  const { shopReviews } = await admin<{ shopReviews: { items: StaffReview[] } }>(
    'query { shopReviews(options: { take: 50 }) { items { id authorName message state picture { url width height } } } }',
  );
  return shopReviews.items;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const file = (bytes: Uint8Array, name: string, type = '') => new File([new Uint8Array(bytes)], name, { type });
const SCRIPT = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A few hundred bytes of PNG declaring 20,000 × 20,000 pixels (1.2 GB once decoded). */
function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('contact messages', () => {
  it('stores a message with a PDF (the shop’s rewrite of it) and emails it to the shop with the attachment', async () => {
    const token = `pdf-${randomUUID()}`;
    await submitContactMessage(clientAt(), {
      contactId: 2,
      email: 'press@example.com',
      message: `Interview request ${token}`,
      file: file(PDF, 'brief.pdf', 'application/pdf'),
    });

    const row = (await contactMessages()).find((message) => message.message.includes(token));
    expect(row).toMatchObject({
      contactId: 2,
      email: 'press@example.com',
      languageCode: 'en',
      attachment: { originalName: 'brief.pdf', mimeType: 'application/pdf' },
    });
    expect(row?.attachment?.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    const mail = await staffMail(token);
    expect(mail.subject).toBe('Contact message (Press) from press@example.com');
    expect(mail.replyTo?.text).toBe('press@example.com');
    // What is kept and mailed is the shop's rewrite (backend/test/community-pdf.integration.test.ts checks what it holds).
    const stored = mail.attachments.find((candidate) => candidate.filename === 'brief.pdf')?.content;
    expect(stored?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(stored?.equals(PDF)).toBe(false);
    expect(row?.attachment?.size).toBe(stored?.length);

    // Staff download it with the Admin API's token or the dashboard's session cookie; nobody else does.
    const url = `${backendOrigin()}${row?.attachment?.url ?? ''}`;
    expect((await fetch(url)).status).toBe(403);
    const { token: adminToken, cookie } = await adminLogin();
    expect(cookie).toMatch(/esim_admin_session=/);
    const fromDashboard = await fetch(url, { headers: { cookie } });
    expect(fromDashboard.status).toBe(200);
    expect(stored && Buffer.from(await fromDashboard.arrayBuffer()).equals(stored)).toBe(true);
    // A forged cookie under the dashboard's names opens nothing (the signature does not match).
    expect((await fetch(url, { headers: { cookie: cookie.replace(/=[^;]*/g, '=forged') } })).status).toBe(403);
    const download = await fetch(url, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="brief.pdf"/);
    expect(stored && Buffer.from(await download.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('takes the account form (first and last name, ACCOUNT_CONTACT_ID) and keeps scripts as text', async () => {
    const token = `account-${randomUUID()}`;
    const message = `${SCRIPT}\nMy eSIM does not connect ${token}`;
    await submitContactMessage(clientAt(), {
      contactId: ACCOUNT_CONTACT_ID,
      email: 'camille@example.com',
      firstName: SCRIPT,
      lastName: '"Martin" & <b>',
      message,
    });
    const row = (await contactMessages()).find((candidate) => candidate.message.includes(token));
    expect(row).toMatchObject({ contactId: ACCOUNT_CONTACT_ID, firstName: SCRIPT, lastName: '"Martin" & <b>', message, attachment: null });
    const mail = await staffMail(token);
    expect(mail.html || '').not.toContain('<script>');
    expect(mail.html || '').toContain('&lt;script&gt;');
  });

  it('refuses an executable named .jpg (415), in the request language, and stores nothing', async () => {
    const token = `exe-${randomUUID()}`;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(2048)]);
    const refused = await refusal(
      submitContactMessage(clientAt(randomIp(), { locale: 'fr' }), {
        contactId: 1,
        email: 'a@example.com',
        message: token,
        file: file(exe, 'holiday.jpg', 'image/jpeg'),
      }),
    );
    expect(refused).toEqual({
      status: 415,
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'Seuls les fichiers PDF, JPEG, PNG ou WebP sont acceptés',
      fields: { file: 'Seuls les fichiers PDF, JPEG, PNG ou WebP sont acceptés' },
    });
    expect((await contactMessages()).some((message) => message.message.includes(token))).toBe(false);
  });

  it('refuses a document over 10 MB (413) and an image of 20,000 × 20,000 pixels (no 500)', async () => {
    const client = clientAt();
    const oversize = Buffer.concat([PDF, Buffer.alloc(MAX_CONTACT_DOCUMENT_BYTES)]);
    expect(
      await refusal(
        submitContactMessage(client, { contactId: 1, email: 'a@example.com', message: 'Too big', file: file(oversize, 'big.pdf') }),
      ),
    ).toEqual({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than 10 MB',
      fields: { file: 'The file is larger than 10 MB' },
    });
    const huge = await refusal(
      submitContactMessage(client, { contactId: 1, email: 'a@example.com', message: 'Huge', file: file(hugePng(), 'huge.png') }),
    );
    expect(huge).toMatchObject({
      status: 400,
      code: 'FILE_TOO_LARGE',
      message: 'The image has too many pixels: at most 40 megapixels are accepted',
    });
  });

  it('names every refused field in the request language', async () => {
    const refused = await refusal(
      submitContactMessage(clientAt(randomIp(), { locale: 'de' }), {
        contactId: 99,
        email: 'nope',
        message: 'x',
        lastName: 'L'.repeat(101),
      }),
    );
    expect(refused).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Bitte korrigieren Sie die markierten Felder',
      fields: {
        contactId: 'Bitte wählen Sie einen Betreff aus der Liste',
        email: 'Ist keine gültige E-Mail-Adresse',
        message: 'Das Feld ist zu kurz',
        lastName: 'Das Feld überschreitet die Zeichenbegrenzung',
      },
    });
  });

  it('answers a broken multipart body 400 MALFORMED_REQUEST', async () => {
    const ip = randomIp();
    const broken = await fetch(`${backendOrigin()}/contact/submit?languageCode=en`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'x-forwarded-for': ip },
      body: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'The form could not be read. Please try again', code: 'MALFORMED_REQUEST', fields: {} });
    const notMultipart = await fetch(`${backendOrigin()}/contact/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: '{"email":"a@example.com"}',
    });
    expect(notMultipart.status).toBe(400);
  });

  it('limits submissions per client address (10 a minute by default; 429, translated)', async () => {
    const client = clientAt(randomIp(), { locale: 'ja' });
    const outcomes: Array<number | undefined> = [];
    for (let attempt = 0; attempt < COMMUNITY_RATE_LIMIT; attempt += 1) {
      // Refused forms (no email) count too: the limit is on attempts, before the body is read.
      outcomes.push(
        await refusal(submitContactMessage(client, { contactId: 1, email: '', message: 'ok' })).then((answer) => answer.status),
      );
    }
    expect(outcomes.every((status) => status === 400)).toBe(true);
    const limited = await refusal(submitContactMessage(client, { contactId: 1, email: '', message: 'ok' }));
    expect(limited).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: '試行回数が多すぎます。1分ほど待ってから、もう一度お試しください。',
    });
  });
});

async function adminLogin(): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${backendOrigin()}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
      variables: { u: process.env['SUPERADMIN_USERNAME'] ?? 'superadmin', p: process.env['SUPERADMIN_PASSWORD'] ?? 'superadmin' },
    }),
  });
  const token = response.headers.get('vendure-auth-token');
  if (!token) throw new Error('no admin token');
  // The dashboard's session: the cookies the same login set (name=value of each).
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { token, cookie };
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
 * What the dashboard's moderation screens send (backend/src/plugins/reviews/dashboard/): Vendure's
 * list options (a state filter, a sort, a page), one review or message by id, and bulk approve and
 * reject, each behind its permission.
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

  it('answers a contact message by id and filters the messages by subject', async () => {
    const token = randomUUID();
    await submitContactMessage(clientAt(), {
      contactId: 2,
      email: 'lu@example.com',
      message: `Where is my eSIM? ${token}`,
    });
    const { contactMessages } = await admin<{ contactMessages: { items: Array<{ id: string; message: string }>; totalItems: number } }>(
      'query ($options: ContactMessageListOptions) { contactMessages(options: $options) { items { id message } totalItems } }',
      { options: { filter: { contactId: { eq: 2 }, message: { contains: token } } } },
    );
    expect(contactMessages.totalItems).toBe(1);
    const { contactMessage } = await admin<{ contactMessage: { email: string; message: string; attachment: null } | null }>(
      'query ($id: ID!) { contactMessage(id: $id) { email message attachment { url } } }',
      { id: contactMessages.items[0]?.id },
    );
    expect(contactMessage).toEqual({ email: 'lu@example.com', message: `Where is my eSIM? ${token}`, attachment: null });
  });

  // Two staff accounts made and logged in (password hashing): slower than the default 20 s allows on a busy machine.
  it('gives reviews to ModerateReview and messages to ReadContactMessage only', { timeout: 60_000 }, async () => {
    const [review] = await sentReviews(randomUUID(), 1);
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
