import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopClient } from './client';
import { ShopError } from './errors';
import { submitContactMessage } from './operations/contact';
import { submitReview } from './operations/reviews';
import { formAcceptedSchema } from './operations/form-submission';

// A loopback server standing in for the backend's REST form endpoints and their refusals.
let server: http.Server;
let origin = '';
const seen: Array<{ method: string; url: string; contentType: string; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks).toString('latin1'),
      });
      const route = new URL(req.url ?? '/', 'http://local').pathname;
      res.setHeader('Content-Type', 'application/json');
      if (route === '/contact/submit') {
        res.statusCode = 201;
        return res.end(JSON.stringify({ ok: true }));
      }
      if (route === '/refused/fields') {
        res.statusCode = 400;
        return res.end(
          JSON.stringify({
            error: 'Veuillez corriger les champs signalés',
            code: 'BAD_USER_INPUT',
            fields: { email: "N'est pas une adresse e-mail valide", stray: 42 },
          }),
        );
      }
      if (route === '/refused/type') {
        res.statusCode = 415;
        return res.end(
          JSON.stringify({
            error: 'Only JPEG, PNG or WebP pictures are accepted',
            code: 'FILE_TYPE_NOT_ALLOWED',
            fields: { file: 'Only JPEG, PNG or WebP pictures are accepted' },
          }),
        );
      }
      if (route === '/refused/proxy') {
        // The storefront proxy's own 413: GraphQL-shaped, no code or fields of ours.
        res.statusCode = 413;
        return res.end(JSON.stringify({ errors: [{ message: 'The request is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }));
      }
      if (route === '/refused/plain') {
        res.statusCode = 502;
        res.setHeader('Content-Type', 'text/plain');
        return res.end('Bad gateway');
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function rejection(call: Promise<unknown>): Promise<ShopError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopError)) throw new Error(`expected a ShopError, got ${String(error)}`);
  return error;
}

describe('submitForm', () => {
  it("posts multipart to the Shop API's origin with the client's language, the file with its name", async () => {
    const client = createShopClient({ shopApiUrl: `${origin}/shop-api`, locale: 'tw' });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'receipt.pdf', { type: 'application/pdf' });
    await submitContactMessage(client, { contactId: 2, email: 'ann@example.com', message: '<b>hi</b>', firstName: 'Ann', file });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/contact/submit?languageCode=zh_Hant');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="contactId"\r\n\r\n2\r\n');
    expect(request?.body).toContain('name="message"\r\n\r\n<b>hi</b>\r\n');
    expect(request?.body).toContain('name="firstName"\r\n\r\nAnn\r\n');
    expect(request?.body).not.toContain('name="lastName"');
    expect(request?.body).toContain('name="file"; filename="receipt.pdf"');
  });

  it('refuses a review whose rate is not 1 to 5 before sending anything', async () => {
    const client = createShopClient({ shopApiUrl: `${origin}/shop-api` });
    const before = seen.length;
    const error = await rejection(
      submitReview(client, { name: 'Ann', email: 'a@example.com', destination: 'japan', rate: 6, message: 'Fine' }),
    );
    expect(error.detail).toMatchObject({ kind: 'http', status: 400, code: 'BAD_USER_INPUT' });
    expect(seen.length).toBe(before);
  });
});

describe('form refusals', () => {
  // Made per test: the server's port is known only once beforeAll ran.
  const client = () => createShopClient({ shopApiUrl: `${origin}/shop-api` });

  it('carry the code, the translated message and the string field messages', async () => {
    const error = await rejection(client().submitForm('submitContactMessage', '/refused/fields', new FormData(), formAcceptedSchema));
    expect(error.detail).toEqual({
      kind: 'http',
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Veuillez corriger les champs signalés',
      fields: { email: "N'est pas une adresse e-mail valide" },
    });
    expect(error.message).toBe('Veuillez corriger les champs signalés');
  });

  it('carry the upload codes', async () => {
    const error = await rejection(client().submitForm('submitReview', '/refused/type', new FormData(), formAcceptedSchema));
    expect(error.detail).toMatchObject({
      status: 415,
      code: 'FILE_TYPE_NOT_ALLOWED',
      fields: { file: 'Only JPEG, PNG or WebP pictures are accepted' },
    });
  });

  it("keep a proxy's 413 a 413 with its message and no code", async () => {
    const error = await rejection(client().submitForm('submitReview', '/refused/proxy', new FormData(), formAcceptedSchema));
    expect(error.detail).toEqual({ kind: 'http', status: 413, message: 'The request is too large' });
  });

  it('take a text answer as the message', async () => {
    const error = await rejection(client().submitForm('submitReview', '/refused/plain', new FormData(), formAcceptedSchema));
    expect(error.detail).toEqual({ kind: 'http', status: 502, message: 'Bad gateway' });
  });
});
