import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { admin } from '../test-support/account-customer';
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
import { ACCOUNT_CONTACT_ID, MAX_CONTACT_DOCUMENT_BYTES, getContactConfiguration, submitContactMessage } from './contact';

/*
 * The contact form's endpoint and the contact page's configuration on the real backend (issue 7
 * "Reviews and contact messages", "Bad input").
 */

/** The backend's limit: the shop `npm test` starts for the journeys allows more than the default 10. */
const FORM_SUBMISSION_RATE_LIMIT = Number(process.env['FORM_SUBMISSION_RATE_LIMIT_PER_MINUTE'] ?? 10);

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

describe('the contact configuration', () => {
  it('answers the contact subjects and the head office', async () => {
    const contact = await getContactConfiguration(realShopClient({ locale: 'fr' }));
    expect(contact?.subjects.map((subject) => subject.key)).toEqual(['customerService', 'press']);
    expect(contact?.reviewContactId).toBe(3);
    expect(contact?.headOffice.city).toBe('Paris');
  });
});

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
    for (let attempt = 0; attempt < FORM_SUBMISSION_RATE_LIMIT; attempt += 1) {
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

describe('staff reading the messages through the Admin API', () => {
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
});
